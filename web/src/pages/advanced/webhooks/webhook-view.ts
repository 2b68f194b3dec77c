import type { TFunction } from 'i18next';
import { WEBHOOK_EVENTS, type Webhook, type WebhookAttempt, type WebhookEventType } from '@shared/schemas/webhooks';

export const EVENT_GROUPS = ['email', 'sms', 'blacklist'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

/** The form's checkboxes: the events under their channel (the part of the type before the dot), in the catalogue's order. */
export function eventGroups(): { group: EventGroup; events: WebhookEventType[] }[] {
  return EVENT_GROUPS.map((group) => ({ group, events: WEBHOOK_EVENTS.filter((e) => e.startsWith(`${group}.`)) }));
}

/** An event type's short label; a type the catalogue does not know (a newer server's) shows as it is. */
export function eventLabel(t: TFunction, type: string): string {
  const key = `webhooks.events.${type}`;
  return t(key, { defaultValue: type });
}

export type StatusView = { type: 'success' | 'stopped' | 'error'; key: 'active' | 'disabled' | 'disabledFailures'; at?: string };

/** Active, switched off by a person, or switched off by the failures' rule (with when). */
export function statusView(webhook: Pick<Webhook, 'active' | 'disabledReason' | 'disabledAt'>): StatusView {
  if (webhook.active) return { type: 'success', key: 'active' };
  if (webhook.disabledReason === 'failures') return { type: 'error', key: 'disabledFailures', at: webhook.disabledAt };
  return { type: 'stopped', key: 'disabled' };
}

export type TestNotice =
  | { type: 'success'; key: 'webhooks.notices.testDelivered'; params: { status: number | string; ms: number } }
  | { type: 'error'; key: 'webhooks.notices.testFailed' | 'webhooks.notices.testRefused'; params: { detail: string } };

/** What the "send test event" notice says of the attempt the server made. */
export function testNotice(attempt: Pick<WebhookAttempt, 'outcome' | 'status' | 'latencyMs' | 'error'>): TestNotice {
  if (attempt.outcome === 'delivered')
    return { type: 'success', key: 'webhooks.notices.testDelivered', params: { status: attempt.status ?? '', ms: attempt.latencyMs } };
  const detail = [attempt.status === undefined ? '' : `HTTP ${attempt.status}`, attempt.error ?? ''].filter(Boolean).join(', ');
  const key = attempt.outcome === 'refused' ? 'webhooks.notices.testRefused' : 'webhooks.notices.testFailed';
  return { type: 'error', key, params: { detail: detail || '—' } };
}
