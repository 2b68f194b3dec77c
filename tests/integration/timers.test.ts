import { ChangeMessageVisibilityCommand, DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { DescribeExecutionCommand, ListExecutionsCommand } from '@aws-sdk/client-sfn';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import './helpers';

const { startTimer } = await import('@functions/platform/timers');
const { timerExecutionName } = await import('@functions/platform/timer-workflow');
const { sfn, sqs } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');

/** Reads the jobs queue until a message for `mailingId` arrives (the workflow's task sends it), leaving others' messages. */
async function jobFor(mailingId: string, withinMs = 30_000): Promise<Record<string, unknown>[]> {
  const until = Date.now() + withinMs;
  const found: Record<string, unknown>[] = [];
  while (Date.now() < until) {
    const out = await sqs().send(new ReceiveMessageCommand({ QueueUrl: config.jobsQueueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
    for (const m of out.Messages ?? []) {
      const body = JSON.parse(m.Body!) as Record<string, unknown>;
      if (body.mailingId === mailingId) {
        found.push(body);
        await sqs().send(new DeleteMessageCommand({ QueueUrl: config.jobsQueueUrl, ReceiptHandle: m.ReceiptHandle! }));
      } else {
        await sqs().send(
          new ChangeMessageVisibilityCommand({ QueueUrl: config.jobsQueueUrl, ReceiptHandle: m.ReceiptHandle!, VisibilityTimeout: 0 }),
        );
      }
    }
    if (found.length) return found;
  }
  return found;
}

describe('timers on the Step Functions workflow (the emulator runs it)', () => {
  it('puts the job on the jobs queue once its time has come, and a second start of the same name is the same wait', async () => {
    const mailingId = ulid();
    const at = new Date(Date.now() + 2_000);
    const job = { kind: 'campaign' as const, accountId: ulid(), mailingId, step: 'abxDecide' as const, data: { round: 1 } };
    const name = `abx-${mailingId}-decide`;
    await startTimer({ name, at, job });
    await startTimer({ name, at, job });

    const executions = await sfn().send(new ListExecutionsCommand({ stateMachineArn: config.timersStateMachineArn, maxResults: 1000 }));
    const mine = (executions.executions ?? []).filter((e) => e.name === timerExecutionName(name));
    expect(mine).toHaveLength(1);

    const received = await jobFor(mailingId);
    expect(received).toEqual([{ ...job, notBefore: at.toISOString() }]);
    const done = await sfn().send(new DescribeExecutionCommand({ executionArn: mine[0]!.executionArn }));
    expect(done.status).toBe('SUCCEEDED');

    // Started again after it ran: still that one wait, nothing new is queued.
    await startTimer({ name, at, job });
    expect(await jobFor(mailingId, 3_000)).toEqual([]);
  });

  it('names executions within Step Functions rules', () => {
    expect(timerExecutionName('followup:01H/ab c')).toBe('followup-01H-ab-c');
    const long = timerExecutionName(`x${'y'.repeat(200)}`);
    expect(long).toMatch(/^[A-Za-z0-9_-]{1,80}$/);
    expect(long).not.toBe(timerExecutionName(`x${'y'.repeat(201)}`));
  });
});
