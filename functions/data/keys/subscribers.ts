import type { SubscriberStatus } from '@shared/constants';
import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';

/**
 * The subscriber database (functions/subscribers). In layout 2:
 *
 * - `SUB#<id>`                 the subscriber, in its shard of the subscriber family; on gsi1 under the
 *                              status index of its shard, `SUBST#<account>#<status>#<shard>` (gsi1sk: the id)
 * - `SUBEMAIL#<email>`         claims the address (unique per account), in the address's shard of the
 *                              e-mail family; also the prefix search (a range read in every shard)
 * - `SUBGSM#<digits>`          claims the number, in the number's shard of the GSM family
 * - `FORGOTTEN#<hmac>`         a forgotten address or number's fingerprint, in the fingerprint's e-mail shard
 * - `STATS#SUBSCRIBERS`        counts by status, one item per subscriber shard (the shard's own
 *                              subscribers; the account's counts are their sum)
 * - `STATSDAY#<yyyy-mm-dd>`    the day's changes, likewise one item per shard and day
 * - `HIST#<ulid>`              one change, in its subscriber's shard; on gsi1 under `SUBHIST#<account>#<subscriber>`
 * - `NOTE#<subscriber>#<ulid>` a note, in its subscriber's shard
 *
 * Layout 1 had the same sort keys, all in `ACC#<account>`, and one status index key per status.
 */
export const SUB_PREFIX = 'SUB#';
export const EMAIL_CLAIM_PREFIX = 'SUBEMAIL#';
export const GSM_CLAIM_PREFIX = 'SUBGSM#';
export const FORGOTTEN_PREFIX = 'FORGOTTEN#';
export const STATS_SK = 'STATS#SUBSCRIBERS';
export const STATSDAY_PREFIX = 'STATSDAY#';
export const HIST_PREFIX = 'HIST#';
export const NOTE_PREFIX = 'NOTE#';

export function subscriberKeys(c: AccountKeyContext) {
  const subscriberShard = (id: string) => c.shardOf('subscriber', id);
  return {
    /** The shard of a subscriber: their item, history, notes, activity and counters live in it. */
    subscriberShard,
    /** Every partition of the subscriber family, for reads of the whole database. */
    subscriberPartitions: () => c.partitions('subscriber'),
    subscriber: (id: string): TableKey => ({ pk: c.partitionOf('subscriber', id), sk: `${SUB_PREFIX}${id}` }),
    /** The subscriber's place on the status index. */
    statusIndex: (status: SubscriberStatus, id: string) => ({
      gsi1pk: c.index('SUBST', [status], { family: 'subscriber', shard: subscriberShard(id) }),
      gsi1sk: id,
    }),
    /** The status index keys of one status, one per shard. */
    statusIndexPks: (status: SubscriberStatus) =>
      c.partitions('subscriber').map(({ shard }) => ({ shard, gsi1pk: c.index('SUBST', [status], { family: 'subscriber', shard }) })),
    emailClaim: (email: string): TableKey => ({ pk: c.partitionOf('email', email), sk: `${EMAIL_CLAIM_PREFIX}${email}` }),
    emailClaimPartitions: () => c.partitions('email'),
    gsmClaim: (gsm: string): TableKey => ({ pk: c.partitionOf('gsm', gsm), sk: `${GSM_CLAIM_PREFIX}${gsm}` }),
    forgotten: (fingerprint: string): TableKey => ({ pk: c.partitionOf('email', fingerprint), sk: `${FORGOTTEN_PREFIX}${fingerprint}` }),
    /** The counters of one shard; `subscriberStatsKeys` all of them, whose sum is the account's. */
    subscriberStats: (shard: number): TableKey => ({ pk: c.partition('subscriber', shard), sk: STATS_SK }),
    subscriberStatsKeys: (): TableKey[] => c.partitions('subscriber').map(({ pk }) => ({ pk, sk: STATS_SK })),
    statsDay: (shard: number, day: string): TableKey => ({ pk: c.partition('subscriber', shard), sk: `${STATSDAY_PREFIX}${day}` }),
    history: (subscriberId: string, id: string): TableKey => ({ pk: c.partitionOf('subscriber', subscriberId), sk: `${HIST_PREFIX}${id}` }),
    /** The subscriber's history on gsi1 (one key per subscriber: not a hot key). */
    subscriberHistoryIndexPk: (subscriberId: string) => c.index('SUBHIST', [subscriberId]),
    note: (subscriberId: string, id: string): TableKey => ({
      pk: c.partitionOf('subscriber', subscriberId),
      sk: `${NOTE_PREFIX}${subscriberId}#${id}`,
    }),
  };
}

const idAfter = (prefix: string) => (sk: string) => sk.slice(prefix.length).split('#')[0]!;

export const subscriberRelocations: Relocation[] = [
  {
    prefix: SUB_PREFIX,
    to: (item, c) => {
      const id = idAfter(SUB_PREFIX)(item.sk);
      const keys = subscriberKeys(c);
      return { pk: keys.subscriber(id).pk, gsi1pk: keys.statusIndex(item.status as SubscriberStatus, id).gsi1pk };
    },
  },
  { prefix: EMAIL_CLAIM_PREFIX, to: (item, c) => ({ pk: subscriberKeys(c).emailClaim(item.sk.slice(EMAIL_CLAIM_PREFIX.length)).pk }) },
  { prefix: GSM_CLAIM_PREFIX, to: (item, c) => ({ pk: subscriberKeys(c).gsmClaim(item.sk.slice(GSM_CLAIM_PREFIX.length)).pk }) },
  { prefix: FORGOTTEN_PREFIX, to: (item, c) => ({ pk: subscriberKeys(c).forgotten(item.sk.slice(FORGOTTEN_PREFIX.length)).pk }) },
  // Layout 1 had one counters item and one item a day: they become shard 0's, so the sums stay the same.
  { prefix: STATS_SK, to: (_item, c) => ({ pk: c.partition('subscriber', 0) }) },
  { prefix: STATSDAY_PREFIX, to: (_item, c) => ({ pk: c.partition('subscriber', 0) }) },
  { prefix: HIST_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', String(item.subscriberId)) }) },
  { prefix: NOTE_PREFIX, to: (item, c) => ({ pk: c.partitionOf('subscriber', idAfter(NOTE_PREFIX)(item.sk)) }) },
];
