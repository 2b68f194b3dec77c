import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';
import type { Relocation } from './relocation';

export const SMTP_COUNTER_PREFIX = 'SMTPCOUNT#';

/**
 * SMTP users (issue 20, functions/smtp/):
 *
 * - `SMTPUSER#<id>`        in the account's base partition: an SMTP user (username, its code's scrypt
 *                          hash, language, interface, active)
 * - `SMTPCOUNT#<yyyy-mm>`  the month's SMTP counter: `total` and one `u_<user>` per user, raised by an
 *                          atomic ADD in the transaction that writes a message's recipients. Every
 *                          relayed message of the account adds to it, so, like the report days
 *                          (keys/report-days.ts), it spreads over the day family's shards: a message
 *                          adds to one shard at random and a read sums them. One item would be every
 *                          message's write, and concurrent messages' transactions would conflict on it.
 *
 * The username's claim across accounts is the platform's `SMTPUSER#<username>` (keys/platform.ts).
 */
export function smtpKeys(c: AccountKeyContext) {
  return {
    smtpUser: (id: string): TableKey => c.base(`SMTPUSER#${id}`),
    smtpUsers: () => baseRange(c, 'SMTPUSER#'),
    /** The month's counter in each shard of the day family (one, the base partition, in layout 1): their sum is the month's. */
    smtpCounterShards: (month: string): TableKey[] => c.partitions('day').map(({ pk }) => ({ pk, sk: `${SMTP_COUNTER_PREFIX}${month}` })),
  };
}

/** Layout 1 kept the counter in the base partition: it becomes shard 0's, so the sum stays the same. */
export const smtpRelocations: Relocation[] = [{ prefix: SMTP_COUNTER_PREFIX, to: (_item, c) => ({ pk: c.partition('day', 0) }) }];
