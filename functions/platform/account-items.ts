import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { config } from './config';
import { decodeCursor, encodeCursor, outputIfCondition, updateOf, writeIfCondition } from './dynamo';
import { queryAll } from './query';

type ItemKey = { pk: string; sk: string };
type ItemRange = { pk: string; prefix: string };
type Condition = { expression: string; values: Record<string, unknown> };

/** An item as the domain sees it: without its table key and expiry. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, ttl: _ttl, ...rest } = item;
  return rest as T;
}

const EXISTS: Condition = { expression: 'attribute_exists(pk)', values: {} };

/**
 * The access patterns a small collection of an account's settings shares (webhooks, shop
 * connectors, SFTP servers, SMTP users): every item of a key range, one by its key, created only
 * when new, changed or removed only while it exists. The repositories keep their keys; this keeps
 * the DynamoDB commands in one place.
 */
export const accountItems = {
  /** Every item of the range (all its pages), read consistently: a page shows what was just saved. */
  async list<T>(range: ItemRange): Promise<T[]> {
    const items = await queryAll({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
      ConsistentRead: true,
    });
    return items.map((i) => withoutKeys<T>(i));
  },

  async get<T>(key: ItemKey): Promise<T | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: key, ConsistentRead: true }));
    return out.Item ? withoutKeys<T>(out.Item) : undefined;
  },

  /** Puts the item; fails (ConditionalCheckFailed) when one is at its key already. */
  async create(key: ItemKey, record: object): Promise<void> {
    await dynamo().send(
      new PutCommand({ TableName: config.appTable, Item: { ...record, ...key }, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
  },

  /** Sets and removes attributes while `when` holds (by default: the item exists); the item after, or undefined. */
  async change<T>(
    key: ItemKey,
    change: { set?: Record<string, unknown>; remove?: readonly string[]; fixed?: readonly string[] },
    when: Condition = EXISTS,
  ): Promise<T | undefined> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ...when.values };
    const expression = updateOf(change, names, values);
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: key,
          UpdateExpression: expression,
          ConditionExpression: when.expression,
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out?.Attributes ? withoutKeys<T>(out.Attributes) : undefined;
  },

  /** Deletes the item; false when there was none. */
  async remove(key: ItemKey): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: key, ConditionExpression: 'attribute_exists(pk)' })),
    );
  },

  /** One page of the range, newest (highest sort key) first, with the cursor of the next: a log's page. */
  async newestFirst<T>(range: ItemRange, limit: number, cursor?: string): Promise<{ items: T[]; cursor?: string }> {
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
    return { items: (out.Items ?? []).map((i) => withoutKeys<T>(i)), cursor: encodeCursor(out.LastEvaluatedKey) };
  },
};
