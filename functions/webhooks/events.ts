import { createHash } from 'node:crypto';
import type { WebhookEventType } from '@shared/schemas/webhooks';

/**
 * One event as a delivery carries it. `id` is the same whenever the same happening is told again
 * (a redelivered queue message), so a receiver drops a repeat by it; `data` says whom and what.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType | 'webhook.test';
  timestamp: string;
  data: Record<string, unknown>;
}

/** What a queue message asks the webhooks worker to deliver: a webhook's events, up to WEBHOOK_BATCH_MAX. */
export interface WebhookDelivery {
  accountId: string;
  webhookId: string;
  /** Standard Webhooks' `webhook-id`: the same on every attempt of this delivery. */
  deliveryId: string;
  events: WebhookEvent[];
}

/** Events one delivery carries at most: a busy account's thousand opens go as twenty requests, not a thousand. */
export const WEBHOOK_BATCH_MAX = 50;

/** A stable id from what identifies the happening (its source's own id, or the parts that make it). */
export const eventId = (...parts: readonly string[]) =>
  `evt_${createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 27)}`;

/** A delivery's id from its webhook and events: a redelivered batch grouped the same way is the same delivery. */
export const deliveryId = (webhookId: string, events: readonly WebhookEvent[]) =>
  `msg_${createHash('sha256')
    .update([webhookId, ...events.map((e) => e.id)].join('\u0000'))
    .digest('base64url')
    .slice(0, 27)}`;

/** The body POSTed: Standard Webhooks' `type`, `timestamp`, `data`, the events in `data.events` (one shape for one event or fifty). */
export function deliveryBody(delivery: WebhookDelivery, at: Date): string {
  const types = [...new Set(delivery.events.map((e) => e.type))];
  return JSON.stringify({
    type: types.length === 1 ? types[0] : 'batch',
    timestamp: at.toISOString(),
    data: { account: delivery.accountId, events: delivery.events },
  });
}
