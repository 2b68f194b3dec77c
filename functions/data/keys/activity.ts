import { createHash } from 'node:crypto';
import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';
import { platformKeys } from './platform';

/**
 * What hangs off one subscriber besides their record (keys/subscribers.ts), in the subscriber's
 * shard of the subscriber family in layout 2 (in `ACC#<account>` in layout 1):
 *
 * - `ACT#<subscriber>#<at>#<type>[#<mailing>]` one event of the subscriber's activity. Subscriber
 *                               first, so one subscriber's events are one range and every shard's
 *                               events come in subscriber order, like the subscribers themselves
 * - `SMSTO#<subscriber>#<sms>`  the claim of one text to the subscriber, then its line of history;
 *                               once SNS took it, on gsi1 under `SMSMSG#<SNS message id>` (platform.ts)
 *                               with gsi1sk `<account>#<sms>#<subscriber>`, so an operator's delivery
 *                               report (functions/sms/delivery-*.ts), which names only the message id,
 *                               finds its text and account with one Query
 *
 * A mailing's engagement markers (an `ACT#` item per subscriber, mailing and kind: the first open,
 * click, bounce…) are also its report's recipient lists, on gsi1: `RLIST#<account>#<mailing>#<kind>#<nn>`
 * sorted by `<at>#<subscriber>` (first time first), nn the subscriber's hash modulo
 * RECIPIENT_LIST_SHARDS so that a big sending's opens spread over that many index keys. The number is
 * the same in every layout: a migration moves the items, never their index keys.
 */
export const ACTIVITY_PREFIX = 'ACT#';
export const SMS_MESSAGE_PREFIX = 'SMSTO#';
export const RECIPIENT_LIST_PREFIX = 'RLIST#';
export const RECIPIENT_LIST_SHARDS = 16;

const listShard = (subscriberId: string) =>
  String(createHash('sha1').update(subscriberId).digest().readUInt32BE(0) % RECIPIENT_LIST_SHARDS).padStart(2, '0');
const listPk = (accountId: string, mailingId: string, kind: string, shard: string) =>
  `${RECIPIENT_LIST_PREFIX}${accountId}#${mailingId}#${kind}#${shard}`;

/** An engagement marker's place on its mailing's recipient list of its kind (the marker item carries it). */
export const recipientListEntry = (accountId: string, mailingId: string, kind: string, subscriberId: string, at: string) => ({
  gsi1pk: listPk(accountId, mailingId, kind, listShard(subscriberId)),
  gsi1sk: `${at}#${subscriberId}`,
});

/** A sent text's place on gsi1 by its SNS message id (its `SMSTO#` line carries it: written and erased with it). */
export const smsDeliveryEntry = (accountId: string, messageId: string, smsId: string, subscriberId: string) => ({
  gsi1pk: platformKeys.smsByMessageIdPk(messageId),
  gsi1sk: `${accountId}#${smsId}#${subscriberId}`,
});

export function activityKeys(c: AccountKeyContext) {
  return {
    /** The partition of the subscriber's events and texts (their shard's). */
    activityPartition: (subscriberId: string) => c.partitionOf('subscriber', subscriberId),
    activityEvent: (subscriberId: string, suffix: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${ACTIVITY_PREFIX}${subscriberId}#${suffix}`,
    }),
    /** Every index key of a mailing's recipient list of one kind (the list is their merge by sort key). */
    recipientListPks: (mailingId: string, kind: string): string[] =>
      Array.from({ length: RECIPIENT_LIST_SHARDS }, (_, n) => listPk(c.accountId, mailingId, kind, String(n).padStart(2, '0'))),
    recipientListEntry: (mailingId: string, kind: string, subscriberId: string, at: string) =>
      recipientListEntry(c.accountId, mailingId, kind, subscriberId, at),
    /** A sent text's place on gsi1 by its SNS message id (the line carries it: written and erased with it). */
    smsDeliveryEntry: (messageId: string, smsId: string, subscriberId: string) =>
      smsDeliveryEntry(c.accountId, messageId, smsId, subscriberId),
    smsMessage: (subscriberId: string, smsId: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${SMS_MESSAGE_PREFIX}${subscriberId}#${smsId}`,
    }),
  };
}

/** The account, sending and subscriber a delivery-index entry (smsDeliveryEntry's gsi1sk) names. */
export function smsDeliveryTarget(gsi1sk: string): { accountId: string; smsId: string; subscriberId: string } | undefined {
  const [accountId, smsId, subscriberId] = gsi1sk.split('#');
  return accountId && smsId && subscriberId ? { accountId, smsId, subscriberId } : undefined;
}

const subscriberAfter = (prefix: string) => (sk: string) => sk.slice(prefix.length).split('#')[0]!;

export const activityRelocations: Relocation[] = [
  { prefix: ACTIVITY_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', subscriberAfter(ACTIVITY_PREFIX)(item.sk)) }) },
  { prefix: SMS_MESSAGE_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', subscriberAfter(SMS_MESSAGE_PREFIX)(item.sk)) }) },
];
