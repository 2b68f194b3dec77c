import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';

/**
 * What hangs off one subscriber besides their record (keys/subscribers.ts), in the subscriber's
 * shard of the subscriber family in layout 2 (in `ACC#<account>` in layout 1):
 *
 * - `ACT#<subscriber>#<at>#<type>[#<mailing>]` one event of the subscriber's activity. Subscriber
 *                               first, so one subscriber's events are one range and every shard's
 *                               events come in subscriber order, like the subscribers themselves
 * - `SMSTO#<subscriber>#<sms>`  the claim of one text to the subscriber, then its line of history
 */
export const ACTIVITY_PREFIX = 'ACT#';
export const SMS_MESSAGE_PREFIX = 'SMSTO#';

export function activityKeys(c: AccountKeyContext) {
  return {
    /** The partition of the subscriber's events and texts (their shard's). */
    activityPartition: (subscriberId: string) => c.partitionOf('subscriber', subscriberId),
    activityEvent: (subscriberId: string, suffix: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${ACTIVITY_PREFIX}${subscriberId}#${suffix}`,
    }),
    smsMessage: (subscriberId: string, smsId: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${SMS_MESSAGE_PREFIX}${subscriberId}#${smsId}`,
    }),
  };
}

const subscriberAfter = (prefix: string) => (sk: string) => sk.slice(prefix.length).split('#')[0]!;

export const activityRelocations: Relocation[] = [
  { prefix: ACTIVITY_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', subscriberAfter(ACTIVITY_PREFIX)(item.sk)) }) },
  { prefix: SMS_MESSAGE_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', subscriberAfter(SMS_MESSAGE_PREFIX)(item.sk)) }) },
];
