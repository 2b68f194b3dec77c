import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';
import { baseRange, type KeyRange } from './range';

/**
 * Custom events (issue 19, functions/custom-events/). In layout 2:
 *
 * - `EVT#<subscriber>#<id>`  one event, in its subscriber's shard of the subscriber family (beside the
 *                            subscriber, its history and activity), so a subscriber's events are one
 *                            Query on the prefix; the id is a ULID of the event's time, so that Query
 *                            reads them in time order and a time window is a range of ids. A TTL ends
 *                            it after the events' retention (shared/rules/custom-events.ts)
 * - `EVTNAME#<name>`         the account's catalogue of the names seen (count, last seen), in the base
 *                            partition: the segment editor's suggestions, read with one Query
 *
 * Layout 1 had the same sort keys in `ACC#<account>`.
 */
export const EVENT_PREFIX = 'EVT#';
export const EVENT_NAME_PREFIX = 'EVTNAME#';

export function customEventKeys(c: AccountKeyContext) {
  return {
    customEvent: (subscriberId: string, id: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${EVENT_PREFIX}${subscriberId}#${id}`,
    }),
    /** The partition and sort-key prefix of one subscriber's events. */
    customEventsOf: (subscriberId: string): KeyRange => ({
      pk: c.partitionOf('subscriber', subscriberId),
      prefix: `${EVENT_PREFIX}${subscriberId}#`,
    }),
    customEventName: (name: string): TableKey => c.base(`${EVENT_NAME_PREFIX}${name}`),
    customEventNames: () => baseRange(c, EVENT_NAME_PREFIX),
  };
}

export const customEventRelocations: Relocation[] = [
  { prefix: EVENT_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', item.sk.slice(EVENT_PREFIX.length).split('#')[0]!) }) },
];
