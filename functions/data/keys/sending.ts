import { createHash } from 'node:crypto';
import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';

/**
 * The sending path (functions/sending, functions/sms/repository.ts). In layout 2:
 *
 * - `SEND#<mailing>#<subscriber>` the claim that makes a recipient's e-mail go at most once, then its
 *                               outcome; in the recipient's shard of the mailing's sending family,
 *                               `ACC#<account>#M#<mailing>#<nn>` (nn: SHA-1 of `<mailing>#<subscriber>`
 *                               modulo 32); kept as long as raw activity (a TTL). SES events find
 *                               their recipient by the message's tags, so no index of message ids
 * - `ROLLUP#<mailing>`          engagement counters (delivered, opened, clicked, bounced, complained,
 *                               unsubscribed) of the recipients of one shard, beside their claims; the
 *                               mailing's counts are the sum over its shards
 * - `ROLLUP#<mailing>#<kind>#<name>` the report's roll-ups (issue 18, functions/reports), each one item
 *                               per shard written to (a batch picks one at random), summed when read:
 *                               `#t` event totals (opens, clicks, machines' first ones, soft bounces),
 *                               `#h#<yyyy-mm-ddThh>` an hour of the first 48 after the sending started,
 *                               `#d#<yyyy-mm-dd>` a day after those, `#l#<hash of the url>` a link
 *                               (the item keeps the url), `#dom#<domain name>` (shared/rules/mail-domains.ts),
 *                               `#dev#<device kind>`, `#cl#<client family>` (shared/rules/user-agents.ts),
 *                               `#bc#<smtp code>#<hard|soft>`. Bounded: a report reads the same number
 *                               of items for 100 recipients and for a million. An SMS sending's
 *                               (issue 18, functions/sms/report-*.ts): `#st#<text status>` (texts,
 *                               parts, cost), `#px#<prefix>` (shared/rules/sms-prices.ts: texts,
 *                               sent, parts, cost, delivered, failed), `#t` (unique clickers), each in
 *                               the recipient's shard, written with the text's `SMSTO#` line
 * - `SEEN#<mailing>#<subscriber>#<event id>` an open, click or soft bounce already counted in the
 *                               report's totals (a redelivered event finds it), beside the recipient's
 *                               claim; expires after EVENT_SEEN_DAYS, when no queue can hand it over again
 * - `CLICKED#<mailing>#<subscriber>#<hash of the url>` the recipient's first click of one link (the
 *                               link's unique clicks), like the engagement markers (keys/activity.ts)
 * - `USAGE#<month>`, `TRIALUSAGE`, `TRIALRCPT#<subscriber>`, `TESTSENDS#<day>`: the account's ledger
 *                               of e-mails and test messages, written once per batch (a trial's
 *                               recipients are few), in the base partition
 * (SMS sendings themselves are campaign records: keys/campaigns.ts; their per-recipient items are
 * the subscriber family's `SMSTO#`.)
 *
 * Layout 1 had the same sort keys, all in `ACC#<account>` (and no roll-ups: engagement counted in the
 * mailing item, which is why a report adds the two).
 */
export const SEND_PREFIX = 'SEND#';
export const ROLLUP_PREFIX = 'ROLLUP#';
export const PROGRESS_PREFIX = 'PROGRESS#';
export const USAGE_PREFIX = 'USAGE#';
export const TRIAL_USAGE_SK = 'TRIALUSAGE';
export const TRIAL_RECIPIENT_PREFIX = 'TRIALRCPT#';
export const TEST_SENDS_PREFIX = 'TESTSENDS#';
export const EVENT_SEEN_PREFIX = 'SEEN#';
export const LINK_CLICKED_PREFIX = 'CLICKED#';
/** Longer than any queue keeps a message (SQS: 14 days at most, with its DLQ's redrive). */
export const EVENT_SEEN_DAYS = 15;

/** A link's name in the roll-ups' and markers' keys: short, whatever the url's length. */
export const linkHash = (url: string) => createHash('sha1').update(url).digest('base64url').slice(0, 16);

/**
 * A recipient's shard in a mailing's sending family: a hash of the mailing and the recipient
 * together, by SHA-1 rather than the families' FNV-1a (shards.ts). FNV-1a modulo a power of two
 * keeps only its low bits, which depend on nothing but the low bits of the text: the recipients of
 * one subscriber shard (64) would share one sending shard (32) whatever the mailing, and an audience,
 * which is read shard by shard, would send its batches to one claims key at a time.
 */
function recipientShard(c: AccountKeyContext, mailingId: string, subscriberId: string): number {
  const shards = c.shards('sending');
  return shards === 1 ? 0 : createHash('sha1').update(`${mailingId}#${subscriberId}`).digest().readUInt32BE(0) % shards;
}

export function sendingKeys(c: AccountKeyContext) {
  const recipientPk = (mailingId: string, subscriberId: string) =>
    c.partition('sending', recipientShard(c, mailingId, subscriberId), mailingId);
  return {
    /** The shard of a mailing's recipient: their claim and the roll-up their engagement counts in. */
    sendingShardOf: (mailingId: string, subscriberId: string) => recipientShard(c, mailingId, subscriberId),
    sendClaim: (mailingId: string, subscriberId: string): TableKey => ({
      pk: recipientPk(mailingId, subscriberId),
      sk: `${SEND_PREFIX}${mailingId}#${subscriberId}`,
    }),
    /** The roll-up a recipient's engagement is counted in (their shard's). */
    engagementRollup: (mailingId: string, subscriberId: string): TableKey => ({
      pk: recipientPk(mailingId, subscriberId),
      sk: `${ROLLUP_PREFIX}${mailingId}`,
    }),
    /** Every roll-up of a mailing, one per shard: their sum is the mailing's engagement. */
    engagementRollups: (mailingId: string): TableKey[] =>
      c.partitions('sending', mailingId).map(({ pk }) => ({ pk, sk: `${ROLLUP_PREFIX}${mailingId}` })),
    /** Every report roll-up of a mailing starts with this, in each of its sending partitions. */
    reportRollupPrefix: (mailingId: string) => `${ROLLUP_PREFIX}${mailingId}#`,
    /** The partitions of a mailing's sending family (a report reads each). */
    sendingPartitions: (mailingId: string): string[] => c.partitions('sending', mailingId).map(({ pk }) => pk),
    /** One of the report's roll-ups (`name`: `t`, `h#<hour>`, `l#<hash>`… above) in the shard `shard` of the mailing's family. */
    reportRollupInShard: (shard: number, mailingId: string, name: string): TableKey => ({
      pk: c.partition('sending', shard % c.shards('sending'), mailingId),
      sk: `${ROLLUP_PREFIX}${mailingId}#${name}`,
    }),
    eventSeen: (mailingId: string, subscriberId: string, eventId: string): TableKey => ({
      pk: recipientPk(mailingId, subscriberId),
      sk: `${EVENT_SEEN_PREFIX}${mailingId}#${subscriberId}#${eventId}`,
    }),
    linkClicked: (mailingId: string, subscriberId: string, url: string): TableKey => ({
      pk: recipientPk(mailingId, subscriberId),
      sk: `${LINK_CLICKED_PREFIX}${mailingId}#${subscriberId}#${linkHash(url)}`,
    }),
    /**
     * The progress counters (processed, and each outcome) of one shard of a sending (a mailing or an
     * SMS sending: both are ULIDs), counted in the same transaction that settles a recipient's claim;
     * the sending's progress is their sum.
     */
    sendingProgress: (sendingId: string, subscriberId: string): TableKey => ({
      pk: recipientPk(sendingId, subscriberId),
      sk: `${PROGRESS_PREFIX}${sendingId}`,
    }),
    sendingProgresses: (sendingId: string): TableKey[] =>
      c.partitions('sending', sendingId).map(({ pk }) => ({ pk, sk: `${PROGRESS_PREFIX}${sendingId}` })),
    emailUsage: (month: string): TableKey => c.base(`${USAGE_PREFIX}${month}`),
    trialUsage: (): TableKey => c.base(TRIAL_USAGE_SK),
    trialRecipient: (subscriberId: string): TableKey => c.base(`${TRIAL_RECIPIENT_PREFIX}${subscriberId}`),
    testSends: (day: string): TableKey => c.base(`${TEST_SENDS_PREFIX}${day}`),
  };
}

export const sendingRelocations: Relocation[] = [
  {
    prefix: SEND_PREFIX,
    to: (item, c) => {
      const [mailingId, subscriberId] = item.sk.slice(SEND_PREFIX.length).split('#');
      return { pk: sendingKeys(c).sendClaim(mailingId!, subscriberId!).pk };
    },
  },
  { prefix: PROGRESS_PREFIX, to: (item, c) => ({ pk: c.partition('sending', 0, item.sk.slice(PROGRESS_PREFIX.length)) }) },
  // A roll-up of layout 1 is the whole mailing's: it becomes shard 0's, so the sum stays the same (the report's too).
  { prefix: ROLLUP_PREFIX, to: (item, c) => ({ pk: c.partition('sending', 0, item.sk.slice(ROLLUP_PREFIX.length).split('#')[0]!) }) },
  ...[EVENT_SEEN_PREFIX, LINK_CLICKED_PREFIX].map((prefix): Relocation => ({
    prefix,
    to: (item, c) => {
      const [mailingId, subscriberId] = item.sk.slice(prefix.length).split('#');
      return { pk: sendingKeys(c).sendClaim(mailingId!, subscriberId!).pk };
    },
  })),
];
