import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscriber } from '@shared/schemas/subscriber';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';

const pk = (accountId: string) => `ACC#${accountId}`;
const subKey = (accountId: string, id: string) => ({ pk: pk(accountId), sk: `SUB#${id}` });
/** Subscriber counts per status, kept beside the subscribers so dashboards need no scan. */
const statsKey = (accountId: string) => ({ pk: pk(accountId), sk: 'STATS#SUBSCRIBERS' });
const statusAttr = (status: number) => `s${status}`;
/** One item per address makes "email unique per account" a condition, not a race. */
const emailKey = (accountId: string, email: string) => ({ pk: pk(accountId), sk: `SUBEMAIL#${email.toLowerCase()}` });

function toSubscriber(item: Record<string, unknown>): Subscriber {
  const { pk: _pk, sk: _sk, accountId: _a, ...rest } = item;
  return rest as Subscriber;
}

export const subscribersRepository = {
  async create(accountId: string, subscriber: Subscriber): Promise<void> {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: config.appTable, Item: { ...emailKey(accountId, subscriber.email), subscriberId: subscriber.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: config.appTable, Item: { ...subKey(accountId, subscriber.id), accountId, ...subscriber }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Update: {
              TableName: config.appTable,
              Key: statsKey(accountId),
              UpdateExpression: 'ADD #total :one, #status :one',
              ExpressionAttributeNames: { '#total': 'total', '#status': statusAttr(subscriber.status) },
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
  },

  async get(accountId: string, id: string): Promise<Subscriber | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: subKey(accountId, id) }));
    return out.Item ? toSubscriber(out.Item) : undefined;
  },

  async getMany(accountId: string, ids: readonly string[]): Promise<Subscriber[]> {
    if (ids.length === 0) return [];
    const found: Subscriber[] = [];
    let keys: Record<string, unknown>[] = ids.map((id) => subKey(accountId, id));
    // BatchGet may return unprocessed keys under load; ask again until all are read.
    for (let attempt = 0; keys.length > 0 && attempt < 5; attempt++) {
      const out = await dynamo().send(new BatchGetCommand({ RequestItems: { [config.appTable]: { Keys: keys } } }));
      found.push(...(out.Responses?.[config.appTable] ?? []).map(toSubscriber));
      keys = (out.UnprocessedKeys?.[config.appTable]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
    if (keys.length > 0) throw new Error('BatchGet left keys unprocessed');
    return found;
  },

  /** Newest first (ids are time-ordered ULIDs). */
  async list(accountId: string, limit: number, cursor?: string): Promise<{ items: Subscriber[]; cursor?: string }> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': 'SUB#' },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, pk(accountId)),
      }),
    );
    return { items: (out.Items ?? []).map(toSubscriber), cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Pages through every subscriber id with one of the statuses (the planner's audience). */
  async *idsWithStatus(accountId: string, statuses: readonly SubscriberStatus[]): AsyncGenerator<string[]> {
    let start: Record<string, unknown> | undefined;
    const values: Record<string, unknown> = { ':pk': pk(accountId), ':prefix': 'SUB#' };
    statuses.forEach((s, i) => (values[`:s${i}`] = s));
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          FilterExpression: `#status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status', '#id': 'id' },
          ExpressionAttributeValues: values,
          ProjectionExpression: '#id',
          ExclusiveStartKey: start,
        }),
      );
      const ids = (out.Items ?? []).map((item) => item.id as string);
      if (ids.length) yield ids;
      start = out.LastEvaluatedKey;
    } while (start);
  },

  /** Unsubscribes only a subscribed address; true if this call changed it. */
  async unsubscribe(accountId: string, id: string, fromStatuses: readonly SubscriberStatus[], at: string): Promise<boolean> {
    const values: Record<string, unknown> = { ':to': 3, ':at': at };
    fromStatuses.forEach((s, i) => (values[`:s${i}`] = s));
    try {
      const out = await dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: subKey(accountId, id),
          UpdateExpression: 'SET #status = :to, unsubscribedAt = :at, updatedAt = :at',
          ConditionExpression: `attribute_exists(pk) AND #status IN (${fromStatuses.map((_, i) => `:s${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_OLD',
        }),
      );
      await this.moveStatusCount(accountId, out.Attributes?.status as number, 3);
      return true;
    } catch (error) {
      if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },

  async moveStatusCount(accountId: string, from: number, to: number): Promise<void> {
    if (from === to) return;
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: statsKey(accountId),
        UpdateExpression: 'ADD #from :minus, #to :one',
        ExpressionAttributeNames: { '#from': statusAttr(from), '#to': statusAttr(to) },
        ExpressionAttributeValues: { ':minus': -1, ':one': 1 },
      }),
    );
  },

  async countsByStatus(accountId: string): Promise<{ total: number; byStatus: Record<string, number> }> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: statsKey(accountId) }));
    const byStatus: Record<string, number> = {};
    for (const status of SUBSCRIBER_STATUSES) byStatus[String(status)] = (out.Item?.[statusAttr(status)] as number | undefined) ?? 0;
    return { total: (out.Item?.total as number | undefined) ?? 0, byStatus };
  },
};
