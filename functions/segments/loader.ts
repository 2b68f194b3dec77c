import { SUBSCRIBER_STATUS } from '@shared/constants';
import { buildBatch, type ColumnNeeds, type SegmentBatch, type SubscriberInput } from '@shared/segments/batch';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { ActivityEvent } from '@shared/schemas/subscriber-records';
import { activityRepository } from '@functions/activity/repository';
import { customEventsRepository, type StoredCustomEvent } from '@functions/custom-events/repository';
import { subscribersRepository } from '@functions/subscribers/repository';

type StoredEvent = ActivityEvent & { subscriberId: string };

const BASE_FIELDS = ['email', 'gsm', 'name', 'emailType', 'source', 'comment', 'createdAt', 'unsubscribedAt'] as const;

export function toInput(s: Subscriber, events: StoredEvent[], customEvents: StoredCustomEvent[] = []): SubscriberInput {
  const fields: Record<string, string | number | undefined> = { score: s.engagement?.score };
  for (const f of BASE_FIELDS) fields[f] = s[f];
  return { id: s.id, status: s.status, fields, props: s.props, events, customEvents };
}

/**
 * A stream of items in subscriber order read alongside the subscribers: `upTo(lastId)` pulls pages
 * until past the id and hands over those of subscribers up to it, by subscriber. No stream: nothing.
 */
function alongside<T extends { subscriberId: string }>(stream: AsyncIterable<T[]> | undefined) {
  const pages = stream?.[Symbol.asyncIterator]();
  let pending: T[] = [];
  let done = !pages;
  return async (lastId: string): Promise<Map<string, T[]>> => {
    while (!done && (pending.length === 0 || pending[pending.length - 1]!.subscriberId <= lastId)) {
      const next = await pages!.next();
      if (next.done) done = true;
      else pending.push(...next.value);
    }
    const cut = pending.findIndex((e) => e.subscriberId > lastId);
    const mine = cut === -1 ? pending : pending.slice(0, cut);
    pending = cut === -1 ? [] : pending.slice(cut);
    const bySubscriber = new Map<string, T[]>();
    for (const e of mine) {
      const list = bySubscriber.get(e.subscriberId);
      if (list) list.push(e);
      else bySubscriber.set(e.subscriberId, [e]);
    }
    return bySubscriber;
  };
}

/** Which of a subscriber's records are read beside them: mailing activity, custom events (issue 19). */
export interface SideReads {
  activity?: boolean;
  customEvents?: boolean;
}

/**
 * The subscribers of an id range page by page (forgotten ones included) with their activity and
 * custom events, each read from the same range side by side: all are in subscriber order. A record
 * not asked for in `reads` is not read (its map is empty).
 */
export async function* rangeWithEvents(
  accountId: string,
  fromId: string,
  toId: string,
  reads: SideReads = { activity: true },
): AsyncGenerator<{ page: Subscriber[]; events: Map<string, StoredEvent[]>; customEvents: Map<string, StoredCustomEvent[]> }> {
  const activityUpTo = alongside(reads.activity ? activityRepository.range(accountId, fromId, toId) : undefined);
  const customUpTo = alongside(reads.customEvents ? customEventsRepository.range(accountId, fromId, toId) : undefined);
  for await (const page of subscribersRepository.range(accountId, fromId, toId)) {
    const lastId = page[page.length - 1]!.id;
    const [events, customEvents] = await Promise.all([activityUpTo(lastId), customUpTo(lastId)]);
    yield { page, events, customEvents };
  }
}

/**
 * Reads the subscribers of an id range page by page with their events (rangeWithEvents), as
 * evaluator batches. Subscribers forgotten under GDPR never belong to a segment, so they are left
 * out here. `subscribers` are the batch's rows as stored, index for index (the estimate's preview
 * shows some of them).
 */
export async function* rangeBatches(
  accountId: string,
  fromId: string,
  toId: string,
  needs: ColumnNeeds,
  timeZone: string,
): AsyncGenerator<{ batch: SegmentBatch; subscribers: Subscriber[]; scanned: number }> {
  const reads = { activity: needs.events, customEvents: needs.customEvents.size > 0 };
  for await (const { page, events, customEvents } of rangeWithEvents(accountId, fromId, toId, reads)) {
    const subscribers = page.filter((s) => s.status !== SUBSCRIBER_STATUS.forgotten);
    const rows = subscribers.map((s) => toInput(s, events.get(s.id) ?? [], customEvents.get(s.id)));
    yield { batch: buildBatch(rows, needs, timeZone), subscribers, scanned: page.length };
  }
}
