import { describe, expect, it } from 'vitest';
import { CreateQueueCommand, GetQueueAttributesCommand, ReceiveMessageCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { ulid } from 'ulid';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import './helpers';
import { sqs } from '@functions/platform/aws';
import { pollOnce } from '@infra/local/queue-poller';
import type { QueueSpec } from '@infra/resources';

async function queuePair(maxReceiveCount: number) {
  const name = `poller-${ulid().toLowerCase()}`;
  const dlq = await sqs().send(new CreateQueueCommand({ QueueName: `${name}-dlq` }));
  const dlqArn = (await sqs().send(new GetQueueAttributesCommand({ QueueUrl: dlq.QueueUrl, AttributeNames: ['QueueArn'] }))).Attributes!
    .QueueArn!;
  const queue = await sqs().send(
    new CreateQueueCommand({
      QueueName: name,
      Attributes: { RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount }) },
    }),
  );
  return { url: queue.QueueUrl!, dlqUrl: dlq.QueueUrl! };
}

const spec = (batchSize: number): QueueSpec => ({
  id: 'send',
  visibilityTimeoutSeconds: 0,
  maxReceiveCount: 2,
  batchSize,
  functionTimeoutSeconds: 5,
  entry: '',
});

describe('local event source mapping', () => {
  it('delivers batches, deletes what succeeded, keeps partial failures and dead-letters after maxReceiveCount', async () => {
    const q = await queuePair(2);
    for (const body of ['ok-1', 'bad', 'ok-2']) await sqs().send(new SendMessageCommand({ QueueUrl: q.url, MessageBody: body }));
    const seen: string[][] = [];
    const processor = new BatchProcessor(EventType.SQS);
    const handler = async (event: SQSEvent) => {
      seen.push(event.Records.map((r) => r.body));
      return processPartialResponse(
        event,
        async (r: SQSRecord) => {
          if (r.body === 'bad') throw new Error('poison');
        },
        processor,
      );
    };
    // Visibility 0 stands in for the timeout running out, so the retry is immediate.
    const queue = { url: q.url, arn: 'arn:local', spec: spec(10) };
    for (let i = 0; i < 5; i++) await pollOnce(queue, handler, 'eu-central-1', 0);
    expect(seen[0]!.sort()).toEqual(['bad', 'ok-1', 'ok-2']);
    expect(
      seen
        .slice(1)
        .flat()
        .every((b) => b === 'bad'),
    ).toBe(true);
    expect(seen.slice(1).flat()).toHaveLength(1);
    const dead = await sqs().send(new ReceiveMessageCommand({ QueueUrl: q.dlqUrl, MaxNumberOfMessages: 10 }));
    expect(dead.Messages?.map((m) => m.Body)).toEqual(['bad']);
    const left = await sqs().send(new ReceiveMessageCommand({ QueueUrl: q.url, MaxNumberOfMessages: 10 }));
    expect(left.Messages ?? []).toHaveLength(0);
  });

  it('never hands a worker more than the batch size', async () => {
    const q = await queuePair(3);
    for (let i = 0; i < 7; i++) await sqs().send(new SendMessageCommand({ QueueUrl: q.url, MessageBody: String(i) }));
    const sizes: number[] = [];
    const queue = { url: q.url, arn: 'arn:local', spec: spec(3) };
    while ((await pollOnce(queue, async (e) => void sizes.push(e.Records.length), 'eu-central-1', 0)) > 0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(7);
  });
});
