import type { BlacklistType } from '@shared/schemas/blacklist';
import type { WebhookEventType } from '@shared/schemas/webhooks';
import type { BatchItem } from '@functions/engagement/ingest';
import { logger } from '@functions/platform/logger';
import { subscribersRepository } from '@functions/subscribers/repository';
import { isTransactionalMessageId } from '@functions/transactional/events';
import { emitWebhookEvents } from './emit';
import { eventId, type WebhookEvent } from './events';

/** An engagement's marker type → the webhook event it is; a soft bounce (no marker) tells nothing. */
const EMAIL_TYPES: Record<string, WebhookEventType> = {
  delivered: 'email.delivered',
  opened: 'email.opened',
  clicked: 'email.clicked',
  bounced: 'email.bounced',
  complained: 'email.complained',
  unsubscribed: 'email.unsubscribed',
};

/** The e-mail events of counted SES and tracking events (each says what happened first: a click, not the open it implies). */
export function emailEvents(items: readonly BatchItem[]): Map<string, WebhookEvent[]> {
  const byAccount = new Map<string, WebhookEvent[]>();
  for (const { event } of items) {
    const marker = event.counted[0]?.marker;
    const type = marker && EMAIL_TYPES[marker.type];
    if (!marker || !type) continue;
    const { accountId, mailingId, subscriberId } = event.target;
    const source = isTransactionalMessageId(mailingId) ? { transactionalId: mailingId } : { mailingId };
    const url = type === 'email.clicked' ? event.occurrence?.url : undefined;
    const detail = type === 'email.bounced' ? marker.detail : undefined;
    const told: WebhookEvent = {
      id: eventId(accountId, mailingId, subscriberId, type, marker.at, event.occurrence?.id ?? ''),
      type,
      timestamp: marker.at,
      data: { ...source, subscriberId, ...(url ? { url } : {}), ...(detail ? { diagnostic: detail } : {}) },
    };
    const list = byAccount.get(accountId);
    if (list) list.push(told);
    else byAccount.set(accountId, [told]);
  }
  return byAccount;
}

/** Adds each event's subscriber's address and phone (a forgotten subscriber has neither). */
async function withContacts(accountId: string, events: WebhookEvent[]): Promise<WebhookEvent[]> {
  const ids = [...new Set(events.map((e) => e.data.subscriberId).filter((id): id is string => typeof id === 'string'))];
  const found = new Map((await subscribersRepository.getMany(accountId, ids)).map((s) => [s.id, s]));
  return events.map((e) => {
    const person = found.get(e.data.subscriberId as string);
    return person
      ? { ...e, data: { ...e.data, ...(person.email ? { email: person.email } : {}), ...(person.gsm ? { gsm: person.gsm } : {}) } }
      : e;
  });
}

/**
 * Tells the webhooks of each account its e-mail events; answers the accounts whose telling failed
 * (their events' messages are redelivered and told again under the same event ids).
 */
export async function tellEmailEvents(items: readonly BatchItem[]): Promise<Set<string>> {
  const failed = new Set<string>();
  await Promise.all(
    [...emailEvents(items)].map(async ([accountId, events]) => {
      try {
        await emitWebhookEvents(accountId, events, (told) => withContacts(accountId, told));
      } catch (error) {
        logger.error('webhook events not queued', { accountId, error: error as Error });
        failed.add(accountId);
      }
    }),
  );
  return failed;
}

/** An SMS delivered or clicked (the first time it counts). Throws when the queue refused it. */
export async function tellSmsEvent(
  accountId: string,
  type: 'sms.delivered' | 'sms.clicked',
  sms: { smsId?: string; transactionalId?: string; subscriberId?: string; at: string; url?: string },
): Promise<void> {
  const { at, ...data } = sms;
  const event: WebhookEvent = {
    id: eventId(accountId, type, sms.smsId ?? sms.transactionalId ?? '', sms.subscriberId ?? ''),
    type,
    timestamp: at,
    data: Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined)),
  };
  await emitWebhookEvents(accountId, [event], (told) => withContacts(accountId, told));
}

/** Entries added to or removed from the blacklist, one event each. */
export async function tellBlacklist(
  accountId: string,
  change: 'added' | 'removed',
  type: BlacklistType,
  values: readonly string[],
  at: string,
  by?: string,
): Promise<void> {
  const events = values.map((value): WebhookEvent => ({
    id: eventId(accountId, 'blacklist', change, type, value, at),
    type: change === 'added' ? 'blacklist.added' : 'blacklist.removed',
    timestamp: at,
    data: { type, value, ...(by ? { by } : {}) },
  }));
  await emitWebhookEvents(accountId, events);
}
