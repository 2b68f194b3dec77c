import { ChangeMessageVisibilityCommand, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { WebhookEventType } from '@shared/schemas/webhooks';
import { sqs } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { deliveryId, WEBHOOK_BATCH_MAX, type WebhookDelivery, type WebhookEvent } from './events';
import { webhooksRepository } from './repository';

const SQS_BATCH_LIMIT = 10;
/** SQS's longest visibility timeout: a wait longer than this (none in the schedule) would be cut to it. */
const MAX_VISIBILITY_SECONDS = 43_200;

/**
 * Hands the account's events to every active webhook that counts their type: one queue message a
 * webhook and up to WEBHOOK_BATCH_MAX events. `detail` adds what only the receivers need (the
 * subscriber's address), read only when some webhook takes the events. Throws when the queue
 * refused any: the caller's work is redelivered and the events told again under the same ids.
 */
export async function emitWebhookEvents(
  accountId: string,
  events: readonly WebhookEvent[],
  detail?: (events: WebhookEvent[]) => Promise<WebhookEvent[]>,
): Promise<number> {
  if (events.length === 0) return 0;
  const hooks = (await webhooksRepository.list(accountId)).filter((h) => h.active);
  const wanted = new Set(hooks.flatMap((h) => h.events));
  let told = events.filter((e) => wanted.has(e.type as WebhookEventType));
  if (told.length === 0) return 0;
  if (detail) told = await detail(told);
  const deliveries: WebhookDelivery[] = [];
  for (const hook of hooks) {
    const mine = told.filter((e) => hook.events.includes(e.type as WebhookEventType));
    for (let i = 0; i < mine.length; i += WEBHOOK_BATCH_MAX) {
      const part = mine.slice(i, i + WEBHOOK_BATCH_MAX);
      deliveries.push({ accountId, webhookId: hook.id, deliveryId: deliveryId(hook.id, part), events: part });
    }
  }
  await enqueueDeliveries(deliveries);
  return deliveries.length;
}

export async function enqueueDeliveries(deliveries: readonly WebhookDelivery[]): Promise<void> {
  for (let i = 0; i < deliveries.length; i += SQS_BATCH_LIMIT) {
    const entries = deliveries.slice(i, i + SQS_BATCH_LIMIT).map((d, j) => ({ Id: String(j), MessageBody: JSON.stringify(d) }));
    const out = await sqs().send(new SendMessageBatchCommand({ QueueUrl: config.webhooksQueueUrl, Entries: entries }));
    if (out.Failed?.length) throw new Error(`SQS refused ${out.Failed.length} webhook deliveries`);
  }
}

/**
 * Holds a received delivery back for its retry's wait: its message stays on the queue (the worker
 * reports it failed) and comes back when the wait is over, its receive count the next attempt's number.
 */
export async function postponeDelivery(receiptHandle: string, seconds: number): Promise<void> {
  await sqs().send(
    new ChangeMessageVisibilityCommand({
      QueueUrl: config.webhooksQueueUrl,
      ReceiptHandle: receiptHandle,
      VisibilityTimeout: Math.min(seconds, MAX_VISIBILITY_SECONDS),
    }),
  );
}
