import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ConnectorAttempt, ConnectorConsentMode, ConnectorPlatform } from '@shared/schemas/connectors';
import { tenant } from '@functions/data/tenant';
import { accountItems } from '@functions/platform/account-items';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';

/** How long an inbound attempt stays in the connector's log, and a delivery id is remembered. */
export const CONNECTOR_ATTEMPTS_RETENTION_DAYS = 30;
const RETENTION_MS = CONNECTOR_ATTEMPTS_RETENTION_DAYS * 86_400_000;

/** A connector as stored (keys in data/keys/connectors.ts). */
export interface ConnectorRecord {
  id: string;
  name: string;
  platform: ConnectorPlatform;
  active: boolean;
  withoutConsent: ConnectorConsentMode;
  trackOrders: boolean;
  trackCarts: boolean;
  /** Empty for a Shopify connector until its signing secret is pasted in. */
  secret: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  lastDeliveryAt?: string;
  lastOutcome?: string;
}

export type ConnectorAttemptRecord = ConnectorAttempt & { connectorId: string };

export const connectorsRepository = {
  async list(accountId: string): Promise<ConnectorRecord[]> {
    return accountItems.list<ConnectorRecord>((await tenant(accountId)).connectors());
  },

  async get(accountId: string, id: string): Promise<ConnectorRecord | undefined> {
    return accountItems.get<ConnectorRecord>((await tenant(accountId)).connector(id));
  },

  async create(accountId: string, record: ConnectorRecord): Promise<void> {
    await accountItems.create((await tenant(accountId, 'write')).connector(record.id), record);
  },

  /** Sets attributes of an existing connector; the connector after, or undefined when it is gone. */
  async change(accountId: string, id: string, set: Record<string, unknown>): Promise<ConnectorRecord | undefined> {
    return accountItems.change<ConnectorRecord>((await tenant(accountId, 'write')).connector(id), { set });
  },

  async remove(accountId: string, id: string): Promise<boolean> {
    return accountItems.remove((await tenant(accountId, 'write')).connector(id));
  },

  /** Claims a shop's delivery id before applying it: false when it was applied (or is being applied) already. */
  async claimDelivery(accountId: string, connectorId: string, deliveryId: string, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: config.appTable,
          Item: { ...keys.connectorDelivery(connectorId, deliveryId), at, ttl: epochSeconds(Date.parse(at) + RETENTION_MS) },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  },

  /** A delivery that failed to apply is released, so the shop's retry is applied. */
  async releaseDelivery(accountId: string, connectorId: string, deliveryId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: keys.connectorDelivery(connectorId, deliveryId) }));
  },

  async addAttempt(accountId: string, attempt: ConnectorAttemptRecord): Promise<void> {
    const keys = await tenant(accountId);
    const ttl = epochSeconds(Date.parse(attempt.at) + RETENTION_MS);
    await dynamo().send(
      new PutCommand({ TableName: config.appTable, Item: { ...keys.connectorAttempt(attempt.connectorId, attempt.id), ...attempt, ttl } }),
    );
  },

  /** The connector's attempts, newest first. */
  async attempts(
    accountId: string,
    connectorId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: ConnectorAttemptRecord[]; cursor?: string }> {
    return accountItems.newestFirst<ConnectorAttemptRecord>((await tenant(accountId)).connectorAttempts(connectorId), limit, cursor);
  },
};
