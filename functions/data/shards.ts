/**
 * How high-volume items spread over partition keys. One DynamoDB partition key serves at most
 * 1,000 write units a second; the counts here are what the busiest key must stay under at the
 * product's target rates (`npm run bench:partitions`, README "Data model"):
 *
 * - SUBSCRIBER_SHARDS (64): subscribers and everything keyed by one (history, notes, activity, SMS
 *   contact history, status counters), their status index, and the e-mail and GSM claims. An import
 *   row writes about six units in its transaction (subscriber, claim, history, each counted twice in
 *   a transaction); 64 keys keep the busiest under 0.1 unit per row: over 10,000 rows a second.
 * - SENDING_SHARDS (32): per-recipient claims of one sending and its engagement roll-ups. A recipient
 *   costs about two units on its claim's key (claim, mark sent) and one per event on a roll-up key.
 * - DAY_SHARDS (8): below.
 *
 * Fixed counts rather than counts that grow with an account: a key's shard never changes, so nothing
 * moves when an account grows; a small account pays a few more (parallel, cheap) queries per read.
 */
export const SUBSCRIBER_SHARDS = 64;
export const SENDING_SHARDS = 32;
/**
 * DAY_SHARDS (8): an account's report days (keys/report-days.ts). Every events batch and every sent
 * batch of the account adds to one day's items in one shard at random, about 20 updates (totals, the
 * domains and bounce codes it touched): 8 keys take some 400 batches a second, and a period report
 * reads 8 partitions, not 32 per sending.
 */
export const DAY_SHARDS = 8;

/** FNV-1a, 32 bits: fast, stable across runtimes, and spreads ULIDs and addresses evenly. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The shard of `value` among `count` (0 … count-1); the same value always lands in the same one. */
export const shardOf = (value: string, count: number): number => (count <= 1 ? 0 : fnv1a(value) % count);

/** 0 … count-1. */
export const shardNumbers = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

/** Shards as they appear in keys: two digits, so keys of one family sort in shard order. */
export const shardLabel = (shard: number): string => String(shard).padStart(2, '0');
