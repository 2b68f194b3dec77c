import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ConnectorAttempt, ConnectorConsentMode, ConnectorPlatform } from '@shared/schemas/connectors';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, epochSeconds, outputIfCondition, updateOf, writeIfCondition } from '@functions/platform/dynamo';

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

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, ttl: _ttl, ...rest } = item;
  return rest as T;
};

export const connectorsRepository = {
  async list(accountId: string): Promise<ConnectorRecord[]> {
    const range = (await tenant(accountId)).connectors();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map((i) => strip<ConnectorRecord>(i));
  },

  async get(accountId: string, id: string): Promise<ConnectorRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.connector(id), ConsistentRead: true }));
    return out.Item ? strip<ConnectorRecord>(out.Item) : undefined;
  },

  async create(accountId: string, record: ConnectorRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.connector(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Sets attributes of an existing connector; the connector after, or undefined when it is gone. */
  async change(accountId: string, id: string, set: Record<string, unknown>): Promise<ConnectorRecord | undefined> {
    const keys = await tenant(accountId, 'write');
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const expression = updateOf({ set }, names, values);
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.connector(id),
          UpdateExpression: expression,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out?.Attributes ? strip<ConnectorRecord>(out.Attributes) : undefined;
  },

  async remove(accountId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({ TableName: config.appTable, Key: keys.connector(id), ConditionExpression: 'attribute_exists(pk)' }),
      ),
    );
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
    const range = (await tenant(accountId)).connectorAttempts(connectorId);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, range.pk),
      }),
    );
    return { items: (out.Items ?? []).map((i) => strip<ConnectorAttemptRecord>(i)), cursor: encodeCursor(out.LastEvaluatedKey) };
  },
};
