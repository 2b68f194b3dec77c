import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '@functions/platform/logger';
import { observed } from '@functions/platform/middleware/observability';
import { attemptDelivery } from '@functions/webhooks/deliveries';
import { postponeDelivery } from '@functions/webhooks/emit';
import type { WebhookDelivery } from '@functions/webhooks/events';

/**
 * Webhooks queue consumer (issue 20): one attempt of each delivery in the batch, side by side. A
 * failed attempt with another due leaves its message on the queue, made invisible for the wait
 * (so the receive count is the attempt number); everything else is deleted. A message that cannot
 * be read, or whose attempt could not even be logged, is reported failed and comes back after the
 * queue's visibility timeout, then goes to the DLQ.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed: string[] = [];
  await Promise.all(
    event.Records.map(async (record) => {
      try {
        const delivery = JSON.parse(record.body) as WebhookDelivery;
        const attempt = Number(record.attributes.ApproximateReceiveCount) || 1;
        const outcome = await attemptDelivery(delivery, attempt);
        if (outcome.retryInSeconds === undefined) return;
        await postponeDelivery(record.receiptHandle, outcome.retryInSeconds);
        failed.push(record.messageId);
      } catch (error) {
        logger.error('webhook delivery not attempted', { messageId: record.messageId, error: error as Error });
        failed.push(record.messageId);
      }
    }),
  );
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
