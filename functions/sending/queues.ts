import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import type { PlanJob, SendBatch } from '@functions/delivery/messages';

const SQS_BATCH_LIMIT = 10;
/** SQS's longest delay of one message. */
export const MAX_QUEUE_DELAY_SECONDS = 900;

/** The sending path's queues: what goes on them is typed by delivery/messages.ts. */
export const sendingQueues = {
  /** A planning piece; `delaySeconds` holds it back (a sending waiting for its segment's calculation). */
  async plan(job: PlanJob, delaySeconds = 0): Promise<void> {
    await sqs().send(
      new SendMessageCommand({
        QueueUrl: config.planQueueUrl,
        MessageBody: JSON.stringify(job),
        ...(delaySeconds ? { DelaySeconds: Math.min(delaySeconds, MAX_QUEUE_DELAY_SECONDS) } : {}),
      }),
    );
  },

  /** Recipient batches onto the send queue; `delaySeconds` holds them back (a deferred batch). */
  async send(batches: readonly SendBatch[], delaySeconds = 0): Promise<void> {
    for (let i = 0; i < batches.length; i += SQS_BATCH_LIMIT) {
      const entries = batches.slice(i, i + SQS_BATCH_LIMIT).map((batch, j) => ({
        Id: String(j),
        MessageBody: JSON.stringify(batch),
        ...(delaySeconds ? { DelaySeconds: Math.min(delaySeconds, MAX_QUEUE_DELAY_SECONDS) } : {}),
      }));
      const out = await sqs().send(new SendMessageBatchCommand({ QueueUrl: config.sendQueueUrl, Entries: entries }));
      // A partial failure fails the caller; its retry enqueues again and the claims skip whoever already got theirs.
      if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} send batches`);
    }
  },
};
