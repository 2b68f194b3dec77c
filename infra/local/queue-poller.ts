import { DeleteMessageBatchCommand, ReceiveMessageCommand, type Message } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { sqs } from '@functions/platform/aws';
import { logger } from '@functions/platform/logger';
import type { QueueSpec } from '../resources';

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

function toRecord(message: Message, queueArn: string, region: string): SQSRecord {
  const attrs = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attrs.ApproximateReceiveCount ?? '1',
      SentTimestamp: attrs.SentTimestamp ?? String(Date.now()),
      SenderId: attrs.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attrs.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: region,
  };
}

function lambdaContext(name: string, timeoutSeconds: number): Context {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const id = crypto.randomUUID();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: id,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: id,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/**
 * Feeds a queue to its worker the way Lambda's SQS event source mapping does: up to `batchSize`
 * messages per invocation, the queue's visibility timeout, partial batch failures (only the
 * reported items stay on the queue) and, through the queue's redrive policy, the DLQ after
 * maxReceiveCount receives.
 */
export async function pollOnce(
  queue: { url: string; arn: string; spec: QueueSpec },
  handler: SqsHandler,
  region: string,
  waitSeconds = 1,
): Promise<number> {
  const out = await sqs().send(
    new ReceiveMessageCommand({
      QueueUrl: queue.url,
      MaxNumberOfMessages: Math.min(queue.spec.batchSize, 10),
      VisibilityTimeout: queue.spec.visibilityTimeoutSeconds,
      WaitTimeSeconds: waitSeconds,
      MessageSystemAttributeNames: ['All'],
    }),
  );
  const messages = out.Messages ?? [];
  if (messages.length === 0) return 0;
  const event: SQSEvent = { Records: messages.map((m) => toRecord(m, queue.arn, region)) };
  let failed = new Set<string>();
  try {
    const response = await handler(event, lambdaContext(`goniec-${queue.spec.id}`, queue.spec.functionTimeoutSeconds));
    failed = new Set((response?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
  } catch (error) {
    // A thrown handler fails the whole batch, as in Lambda.
    logger.error('worker invocation failed', { queue: queue.spec.id, error: error as Error });
    return messages.length;
  }
  const done = messages.filter((m) => !failed.has(m.MessageId!));
  if (done.length > 0) {
    await sqs().send(
      new DeleteMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
      }),
    );
  }
  return messages.length;
}

export function startPoller(queue: { url: string; arn: string; spec: QueueSpec }, handler: SqsHandler, region: string, concurrency = 1) {
  let stopped = false;
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      try {
        await pollOnce(queue, handler, region);
      } catch (error) {
        if (!stopped) logger.warn('queue poll failed', { queue: queue.spec.id, error: (error as Error).message });
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  });
  return {
    async stop() {
      stopped = true;
      await Promise.allSettled(loops);
    },
  };
}
