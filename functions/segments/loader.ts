import { SUBSCRIBER_STATUS } from '@shared/constants';
import { buildBatch, type ColumnNeeds, type SegmentBatch, type SubscriberInput } from '@shared/segments/batch';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { ActivityEvent } from '@shared/schemas/subscriber-records';
import { activityRepository } from '@functions/activity/repository';
import { subscribersRepository } from '@functions/subscribers/repository';

type StoredEvent = ActivityEvent & { subscriberId: string };

const BASE_FIELDS = ['email', 'gsm', 'name', 'emailType', 'source', 'comment', 'createdAt', 'unsubscribedAt'] as const;

export function toInput(s: Subscriber, events: StoredEvent[]): SubscriberInput {
  const fields: Record<string, string | number | undefined> = { score: s.engagement?.score };
  for (const f of BASE_FIELDS) fields[f] = s[f];
  return { id: s.id, status: s.status, fields, props: s.props, events };
}

/**
 * The subscribers of an id range page by page (forgotten ones included) with their events, read
 * from the same range of the activity side by side: both are in subscriber order. `withEvents`
 * false reads no activity (every map is empty).
 */
export async function* rangeWithEvents(
  accountId: string,
  fromId: string,
  toId: string,
  withEvents = true,
): AsyncGenerator<{ page: Subscriber[]; events: Map<string, StoredEvent[]> }> {
  const events = withEvents ? activityRepository.range(accountId, fromId, toId)[Symbol.asyncIterator]() : undefined;
  let pending: StoredEvent[] = [];
  let eventsDone = !events;
  /** Pulls events until past `lastId`; returns those of subscribers up to it. */
  const eventsUpTo = async (lastId: string): Promise<Map<string, StoredEvent[]>> => {
    while (!eventsDone && (pending.length === 0 || pending[pending.length - 1]!.subscriberId <= lastId)) {
      const next = await events!.next();
      if (next.done) eventsDone = true;
      else pending.push(...next.value);
    }
    const cut = pending.findIndex((e) => e.subscriberId > lastId);
    const mine = cut === -1 ? pending : pending.slice(0, cut);
    pending = cut === -1 ? [] : pending.slice(cut);
    const bySubscriber = new Map<string, StoredEvent[]>();
    for (const e of mine) {
      const list = bySubscriber.get(e.subscriberId);
      if (list) list.push(e);
      else bySubscriber.set(e.subscriberId, [e]);
    }
    return bySubscriber;
  };
  for await (const page of subscribersRepository.range(accountId, fromId, toId))
    yield { page, events: withEvents ? await eventsUpTo(page[page.length - 1]!.id) : new Map<string, StoredEvent[]>() };
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
  for await (const { page, events } of rangeWithEvents(accountId, fromId, toId, needs.events)) {
    const subscribers = page.filter((s) => s.status !== SUBSCRIBER_STATUS.forgotten);
    const rows = subscribers.map((s) => toInput(s, events.get(s.id) ?? []));
    yield { batch: buildBatch(rows, needs, timeZone), subscribers, scanned: page.length };
  }
}
