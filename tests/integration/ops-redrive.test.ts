import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  CreateQueueCommand,
  DeleteQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { CloudFormationClient, CreateStackCommand, DeleteStackCommand, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { ulid } from 'ulid';
import { afterEach, describe, expect, it } from 'vitest';
import { QUEUES } from '@infra/resources';
import { emulator } from './emulator';

/**
 * `npm run ops:redrive -- <queue>` against the emulator, as an operator runs it: every message of
 * the DLQ arrives in its queue once, with its attributes, and the DLQ ends empty. The queues are
 * this test's own (a fresh GONIEC_PREFIX), so the shared ones of the run are never touched.
 */
const env = emulator.awsEnv;
const sqs = new SQSClient({
  endpoint: env.AWS_ENDPOINT_URL,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
});
const cfn = new CloudFormationClient({
  endpoint: env.AWS_ENDPOINT_URL,
  region: env.AWS_REGION,
  credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
});
const created: string[] = [];

afterEach(async () => {
  await Promise.all(created.splice(0).map((QueueUrl) => sqs.send(new DeleteQueueCommand({ QueueUrl }))));
});

/** The queue pair bootstrap.ts makes for `id` under `prefix`. */
async function queuePair(prefix: string, id: string) {
  const dlq = (await sqs.send(new CreateQueueCommand({ QueueName: `${prefix}-${id}-dlq` }))).QueueUrl!;
  const dlqArn = (await sqs.send(new GetQueueAttributesCommand({ QueueUrl: dlq, AttributeNames: ['QueueArn'] }))).Attributes!.QueueArn!;
  const queue = (
    await sqs.send(
      new CreateQueueCommand({
        QueueName: `${prefix}-${id}`,
        Attributes: { RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount: 3 }) },
      }),
    )
  ).QueueUrl!;
  created.push(queue, dlq);
  return { queue, dlq };
}

async function fill(url: string, bodies: string[]): Promise<void> {
  for (let i = 0; i < bodies.length; i += 10) {
    const entries = bodies.slice(i, i + 10).map((body, j) => ({
      Id: String(j),
      MessageBody: body,
      MessageAttributes: { kind: { DataType: 'String', StringValue: `batch-${body}` } },
    }));
    await sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: entries }));
  }
}

async function drain(url: string): Promise<{ body: string; kind?: string }[]> {
  const out: { body: string; kind?: string }[] = [];
  for (;;) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: url,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 0,
        VisibilityTimeout: 300,
        MessageAttributeNames: ['All'],
      }),
    );
    if (Messages.length === 0) return out;
    out.push(...Messages.map((m) => ({ body: m.Body!, kind: m.MessageAttributes?.kind?.StringValue })));
  }
}

async function redrive(prefix: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/ops-redrive.mjs', ...args], {
    env: { ...process.env, ...env, GONIEC_PREFIX: prefix },
    timeout: 60_000,
  });
  return stdout;
}

describe('npm run ops:redrive', () => {
  it('moves every message of the send DLQ back to the send queue, none lost, none doubled', async () => {
    const prefix = `redrive-${ulid().toLowerCase()}`;
    const { queue, dlq } = await queuePair(prefix, 'send');
    const other = await queuePair(prefix, 'plan');
    const bodies = Array.from({ length: 37 }, (_, i) => JSON.stringify({ batch: i, recipients: [`r${i}`] }));
    await fill(dlq, bodies);
    await fill(other.dlq, ['stays']);

    const stdout = await redrive(prefix, 'send');

    // moto has no message move tasks (it answers 500), so this proves the receive → send → delete path.
    expect(stdout).toMatch(/moved 37 message\(s\) from the dead-letter queue back to .*\(receive\/send\/delete\)/);
    const arrived = await drain(queue);
    expect(arrived.map((m) => m.body).sort()).toEqual([...bodies].sort());
    expect(arrived.every((m) => m.kind === `batch-${m.body}`)).toBe(true);
    expect(await drain(dlq)).toEqual([]);
    // Only the named queue's DLQ moved.
    expect((await drain(other.dlq)).map((m) => m.body)).toEqual(['stays']);
    expect(await drain(other.queue)).toEqual([]);
  });

  it('stops at --max and leaves the rest in the DLQ', async () => {
    const prefix = `redrive-${ulid().toLowerCase()}`;
    const { queue, dlq } = await queuePair(prefix, 'events');
    await fill(
      dlq,
      Array.from({ length: 15 }, (_, i) => `event-${i}`),
    );

    expect(await redrive(prefix, 'events', '--max', '12')).toMatch(/moved 12 message\(s\)/);
    const moved = await drain(queue);
    const left = await drain(dlq);
    expect(moved).toHaveLength(12);
    expect(left).toHaveLength(3);
    expect(new Set([...moved, ...left].map((m) => m.body)).size).toBe(15);
  });

  it('--stage finds the queues through the Goniec-<stage>-Messaging outputs', async () => {
    const stage = `r${ulid().toLowerCase().slice(-10)}`;
    const StackName = `Goniec-${stage}-Messaging`;
    // The two outputs the messaging stack publishes per queue (queueOutputId in infra/stacks/messaging-stack.ts).
    const template = {
      Resources: {
        planDlq: { Type: 'AWS::SQS::Queue' },
        planQueue: {
          Type: 'AWS::SQS::Queue',
          Properties: { RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': ['planDlq', 'Arn'] }, maxReceiveCount: 3 } },
        },
      },
      Outputs: { planQueueUrl: { Value: { Ref: 'planQueue' } }, planDeadLetterQueueUrl: { Value: { Ref: 'planDlq' } } },
    };
    await cfn.send(new CreateStackCommand({ StackName, TemplateBody: JSON.stringify(template) }));
    try {
      const outputs = (await cfn.send(new DescribeStacksCommand({ StackName }))).Stacks![0]!.Outputs!;
      const url = (key: string) => outputs.find((o) => o.OutputKey === key)!.OutputValue!;
      await fill(url('planDeadLetterQueueUrl'), ['a', 'b', 'c']);

      expect(await redrive('unused', 'plan', '--stage', stage)).toMatch(
        new RegExp(`plan \\(stage ${stage}\\).*\\n.*moved 3 message\\(s\\)`),
      );
      expect((await drain(url('planQueueUrl'))).map((m) => m.body).sort()).toEqual(['a', 'b', 'c']);
      expect(await drain(url('planDeadLetterQueueUrl'))).toEqual([]);
    } finally {
      await cfn.send(new DeleteStackCommand({ StackName }));
    }
  });

  it('says so when the DLQ is empty', async () => {
    const prefix = `redrive-${ulid().toLowerCase()}`;
    await queuePair(prefix, 'jobs');
    expect(await redrive(prefix, 'jobs')).toMatch(/moved 0 message\(s\)/);
  });

  it('refuses a queue that is not one of the app', async () => {
    await expect(redrive('whatever', 'nope')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/Usage: npm run ops:redrive/),
    });
    expect(QUEUES.map((q) => q.id)).toEqual(['plan', 'send', 'events', 'jobs', 'webhooks']);
  });
});
