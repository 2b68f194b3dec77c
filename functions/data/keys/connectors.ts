import type { AccountKeyContext, TableKey } from './context';
import { baseRange, type KeyRange } from './range';

/**
 * Shop connectors (issue 20, functions/connectors/), in the account's base partition in every layout:
 *
 * - `CONNECTOR#<id>`               a connector: platform, switches, its secret
 * - `CNATT#<connector>#<ulid>`     one inbound attempt (topic, outcome, code), newest last by its ULID;
 *                                  a TTL ends it after CONNECTOR_ATTEMPTS_RETENTION_DAYS
 * - `CNDLV#<connector>#<delivery>` a delivery applied (the shop's delivery id): a retry of it is
 *                                  answered as a duplicate and changes nothing; same TTL
 */
export function connectorKeys(c: AccountKeyContext) {
  return {
    connector: (id: string): TableKey => c.base(`CONNECTOR#${id}`),
    connectors: () => baseRange(c, 'CONNECTOR#'),
    connectorAttempt: (connectorId: string, id: string): TableKey => c.base(`CNATT#${connectorId}#${id}`),
    connectorAttempts: (connectorId: string): KeyRange => baseRange(c, `CNATT#${connectorId}#`),
    connectorDelivery: (connectorId: string, deliveryId: string): TableKey => c.base(`CNDLV#${connectorId}#${deliveryId}`),
  };
}
