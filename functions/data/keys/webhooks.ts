import type { AccountKeyContext, TableKey } from './context';
import { baseRange, type KeyRange } from './range';

/**
 * Webhooks (issue 20, functions/webhooks/), in the account's base partition in every layout:
 *
 * - `WEBHOOK#<id>`               a webhook: URL, events, active, its signing secret(s) and failures' run
 * - `WHATT#<webhook>#<ulid>`     one delivery attempt (outcome, status, latency), newest last by its
 *                                ULID; a TTL ends it after WEBHOOK_ATTEMPTS_RETENTION_DAYS. At most one
 *                                write a delivery attempt, and deliveries carry up to 50 events each,
 *                                so the log stays far below a partition's write rate
 */
export function webhookKeys(c: AccountKeyContext) {
  return {
    webhook: (id: string): TableKey => c.base(`WEBHOOK#${id}`),
    webhooks: () => baseRange(c, 'WEBHOOK#'),
    webhookAttempt: (webhookId: string, id: string): TableKey => c.base(`WHATT#${webhookId}#${id}`),
    webhookAttempts: (webhookId: string): KeyRange => baseRange(c, `WHATT#${webhookId}#`),
  };
}
