import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BlacklistEntry, BlacklistType } from '@shared/schemas/blacklist';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';
import { batchGetItems } from '@functions/platform/batch-get';
import { batchDeleteKeys, batchWriteItems } from '@functions/platform/batch-write';
import { queryAll } from '@functions/platform/query';

/** `BL#<type>#<value>` in the account's partition: listing and prefix search per type, lookups by key. */
const pk = (accountId: string) => `ACC#${accountId}`;
const entryKey = (accountId: string, type: BlacklistType, value: string) => ({ pk: pk(accountId), sk: `BL#${type}#${value}` });
const table = () => config.appTable;

const toEntry = (item: Record<string, unknown>): BlacklistEntry => ({
  type: item.type as BlacklistType, value: item.value as string, addedAt: item.addedAt as string, ...(item.addedBy ? { addedBy: item.addedBy as string } : {}),
});

export const blacklistRepository = {
  async list(accountId: string, type: BlacklistType, limit: number, search?: string, cursor?: string): Promise<{ items: BlacklistEntry[]; cursor?: string }> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': `BL#${type}#${search ?? ''}` },
        Limit: limit, ExclusiveStartKey: decodeCursor(cursor, pk(accountId)),
      }),
    );
    return { items: (out.Items ?? []).map(toEntry), cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Which of these values are listed. */
  async existing(accountId: string, type: BlacklistType, values: readonly string[]): Promise<Set<string>> {
    const items = await batchGetItems([...new Set(values)].map((v) => entryKey(accountId, type, v)));
    return new Set(items.map((item) => item.value as string));
  },

  /** Every value of a type (an import loads the whole list once). */
  async all(accountId: string, type: BlacklistType): Promise<string[]> {
    const items = await queryAll({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': `BL#${type}#` }, ProjectionExpression: '#v',
      ExpressionAttributeNames: { '#v': 'value' },
    });
    return items.map((item) => item.value as string);
  },

  put: (accountId: string, entries: readonly BlacklistEntry[]) =>
    batchWriteItems(entries.map((e) => ({ PutRequest: { Item: { ...entryKey(accountId, e.type, e.value), ...e } } }))),

  remove: (accountId: string, type: BlacklistType, values: readonly string[]) => batchDeleteKeys(values.map((v) => entryKey(accountId, type, v))),
};
