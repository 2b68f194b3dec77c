import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BlacklistEntry, BlacklistType } from '@shared/schemas/blacklist';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';
import { batchGetItems } from '@functions/platform/batch-get';
import { batchDeleteKeys, batchWriteItems } from '@functions/platform/batch-write';
import { queryAll } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';

/** One item an entry (keys in data/keys/account.ts): listing and prefix search per type, lookups by key. */
const table = () => config.appTable;

const toEntry = (item: Record<string, unknown>): BlacklistEntry => ({
  type: item.type as BlacklistType,
  value: item.value as string,
  addedAt: item.addedAt as string,
  ...(item.addedBy ? { addedBy: item.addedBy as string } : {}),
});

export const blacklistRepository = {
  async list(
    accountId: string,
    type: BlacklistType,
    limit: number,
    search?: string,
    cursor?: string,
  ): Promise<{ items: BlacklistEntry[]; cursor?: string }> {
    const entries = (await tenant(accountId)).blacklist(type, search);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': entries.pk, ':prefix': entries.prefix },
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, entries.pk),
      }),
    );
    return { items: (out.Items ?? []).map(toEntry), cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Which of these values are listed. */
  async existing(accountId: string, type: BlacklistType, values: readonly string[]): Promise<Set<string>> {
    const keys = await tenant(accountId);
    const items = await batchGetItems([...new Set(values)].map((v) => keys.blacklistEntry(type, v)));
    return new Set(items.map((item) => item.value as string));
  },

  /** Every value of a type (an import loads the whole list once). */
  async all(accountId: string, type: BlacklistType): Promise<string[]> {
    const entries = (await tenant(accountId)).blacklist(type);
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': entries.pk, ':prefix': entries.prefix },
      ProjectionExpression: '#v',
      ExpressionAttributeNames: { '#v': 'value' },
    });
    return items.map((item) => item.value as string);
  },

  async put(accountId: string, entries: readonly BlacklistEntry[]): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await batchWriteItems(entries.map((e) => ({ PutRequest: { Item: { ...keys.blacklistEntry(e.type, e.value), ...e } } })));
  },

  async remove(accountId: string, type: BlacklistType, values: readonly string[]): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await batchDeleteKeys(values.map((v) => keys.blacklistEntry(type, v)));
  },
};
