import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';

/**
 * SMTP users (issue 20, functions/smtp/), in the account's base partition in every layout:
 *
 * - `SMTPUSER#<id>`        an SMTP user: username, its code's scrypt hash, language, interface, segment, active
 * - `SMTPCOUNT#<yyyy-mm>`  the month's SMTP counter: `total` and one `u_<user>` per user, raised by an
 *                          atomic ADD in the transaction that queues a message's recipients
 *
 * The username's claim across accounts is the platform's `SMTPUSER#<username>` (keys/platform.ts).
 */
export function smtpKeys(c: AccountKeyContext) {
  return {
    smtpUser: (id: string): TableKey => c.base(`SMTPUSER#${id}`),
    smtpUsers: () => baseRange(c, 'SMTPUSER#'),
    smtpCounter: (month: string): TableKey => c.base(`SMTPCOUNT#${month}`),
  };
}
