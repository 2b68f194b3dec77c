import { createHash } from 'node:crypto';
import type { AccountKeyContext, TableKey } from './context';
import type { Relocation } from './relocation';

/**
 * Transactional e-mail and SMS (issue 19, functions/transactional/). In layout 2, spread over the
 * sending family's 32 partitions of the scope `TX` by the message's id (or the key's digest), so
 * an integrator's burst of messages is no one partition's load:
 *
 * - `TXMSG#<id>`      the request as accepted: channel, recipient, template or text, merge data,
 *                     the month's sending it counts in (below), when; and, once the events path
 *                     saw them, the delivery events' times (delivered, opened, bounced…)
 * - `TXSEND#<id>`     a transactional e-mail's claim (the engine's: at most one send), then its
 *                     outcome, beside its record. A text's claim is its `SMSTO#<id>#<sending>` line
 *                     (keys/activity.ts smsMessage, the message id standing for the subscriber), so
 *                     operators' delivery reports find and move it as they do a sending's texts
 * - `TXIDEM#<digest>` an `Idempotency-Key` (SHA-256 of the key, never the key): the body's digest
 *                     and the first answer, for 24 hours (a TTL; read as expired after that too)
 *
 * A transactional text's record also stands on the index (gsi1) `TXSMS#<account>#<yyyy-mm>` under its
 * id (a ULID: newest first by the id), the transactional SMS report's list of the month's texts.
 *
 * A message is sent as a recipient of its channel's sending of the month, `TXE-<yyyy-mm>` or
 * `TXS-<yyyy-mm>` (the account's months): that sending's progress counters (keys/sending.ts) are
 * the monthly transactional counters, and an SMS's roll-ups (`ROLLUP#TXS-<month>#…`) are the
 * transactional SMS report's, written in the transaction that settles the claim.
 */
export const TX_MESSAGE_PREFIX = 'TXMSG#';
export const TX_CLAIM_PREFIX = 'TXSEND#';
export const TX_IDEMPOTENCY_PREFIX = 'TXIDEM#';
const SCOPE = 'TX';

export const idempotencyDigest = (key: string) => createHash('sha256').update(key).digest('base64url');

export function transactionalKeys(c: AccountKeyContext) {
  return {
    /** A month's transactional texts, by id (the report's list). */
    transactionalSmsPk: (month: string) => c.index('TXSMS', [month]),
    transactionalSmsEntry: (month: string, id: string) => ({ gsi1pk: c.index('TXSMS', [month]), gsi1sk: id }),
    transactionalMessage: (id: string): TableKey => ({ pk: c.partitionOf('sending', id, SCOPE), sk: `${TX_MESSAGE_PREFIX}${id}` }),
    transactionalClaim: (id: string): TableKey => ({ pk: c.partitionOf('sending', id, SCOPE), sk: `${TX_CLAIM_PREFIX}${id}` }),
    idempotencyKey: (key: string): TableKey => {
      const digest = idempotencyDigest(key);
      return { pk: c.partitionOf('sending', digest, SCOPE), sk: `${TX_IDEMPOTENCY_PREFIX}${digest}` };
    },
  };
}

/** The sending a transactional message counts in: its channel's of the month. */
export const transactionalSendingId = (channel: 'email' | 'sms', month: string) => `${channel === 'email' ? 'TXE' : 'TXS'}-${month}`;
export const isTransactionalSending = (id: string) => /^TX[ES]-\d{4}-\d{2}$/.test(id);

/** Layout 1 kept them in the base partition: they move to their scope's shard by the id (or digest) in the sort key. */
export const transactionalRelocations: Relocation[] = [TX_MESSAGE_PREFIX, TX_CLAIM_PREFIX, TX_IDEMPOTENCY_PREFIX].map((prefix) => ({
  prefix,
  to: (item, c) => ({ pk: c.partitionOf('sending', item.sk.slice(prefix.length), SCOPE) }),
}));
