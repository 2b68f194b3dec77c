import { ulid } from 'ulid';

const { dynamo } = await import('@functions/platform/aws');

/** What a DynamoDB command names, as a test picks the one to fail. */
export interface CommandInput {
  Key?: { sk?: string };
  UpdateExpression?: string;
}

/**
 * Runs `run` while the first DynamoDB command `matches` picks fails with a throughput error, as when
 * throttling outlasts the SDK's retries; every other command goes through.
 */
export async function failingOnce<T>(matches: (input: CommandInput) => boolean, run: () => Promise<T>): Promise<T> {
  let failing = true;
  const name = `fail-once-${ulid()}`;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      if (failing && matches(args.input as CommandInput)) {
        failing = false;
        throw Object.assign(new Error('Throughput exceeds the current capacity of your table'), {
          name: 'ProvisionedThroughputExceededException',
        });
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return await run();
  } finally {
    dynamo().middlewareStack.remove(name);
  }
}
