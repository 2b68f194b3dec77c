import { SendMessageBatchCommand, SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import type { PlanJob, SendBatch, SmsPlanJob, SmsSendBatch } from './messages';

const SQS_BATCH_LIMIT = 10;

/** The sending path's queues: what goes on them is typed by ./messages. */
export const sendingQueues = {
  async plan(job: PlanJob | SmsPlanJob): Promise<void> {
    await sqs().send(new SendMessageCommand({ QueueUrl: config.planQueueUrl, MessageBody: JSON.stringify(job) }));
  },

  async send(batches: readonly (SendBatch | SmsSendBatch)[]): Promise<void> {
    for (let i = 0; i < batches.length; i += SQS_BATCH_LIMIT) {
      const entries = batches.slice(i, i + SQS_BATCH_LIMIT).map((batch, j) => ({ Id: String(j), MessageBody: JSON.stringify(batch) }));
      const out = await sqs().send(new SendMessageBatchCommand({ QueueUrl: config.sendQueueUrl, Entries: entries }));
      // A partial failure fails the job; the retry re-plans and the send claims skip who already got it.
      if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} send batches`);
    }
  },
};
