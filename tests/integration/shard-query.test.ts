import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { mergedPage, readShards } = await import('@functions/data/shard-query');

const SHARDS = 8;

/** Items spread over SHARDS partitions of a fresh account, as a sharded family stores them. */
async function spread(n: number) {
  const accountId = ulid();
  const pk = (shard: number) => `ACC#${accountId}#T#${String(shard).padStart(2, '0')}`;
  const items = Array.from({ length: n }, (_, i) => ({ pk: pk(i % 3 === 0 ? 0 : i % SHARDS), sk: `ITEM#${ulid()}`, n: i }));
  for (let i = 0; i < items.length; i += 25) {
    await dynamo().send(
      new BatchWriteCommand({ RequestItems: { [config.appTable]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }),
    );
  }
  const shards = Array.from({ length: SHARDS }, (_, s) => ({
    TableName: config.appTable,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': pk(s), ':p': 'ITEM#' },
    ScanIndexForward: false,
  }));
  return { accountId, items, shards };
}

const newestFirst = (a: Record<string, unknown>, b: Record<string, unknown>) => String(b.sk).localeCompare(String(a.sk));

describe('reading a sharded family', () => {
  it('pages through every shard in one global order, each item once, whatever the page size', async () => {
    const { accountId, items, shards } = await spread(61);
    const expected = [...items].sort(newestFirst).map((i) => i.n);
    for (const limit of [1, 7, 25, 100]) {
      const seen: unknown[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await mergedPage({ accountId, shards, compare: newestFirst, limit, cursor });
        expect(page.items.length).toBeLessThanOrEqual(limit);
        seen.push(...page.items.map((i) => i.n));
        cursor = page.cursor;
        pages++;
      } while (cursor && pages < 100);
      expect(seen).toEqual(expected);
    }
  });

  it('fills pages through a filter, and hands out cursors nobody can read, alter or move to another account', async () => {
    const { accountId, items, shards } = await spread(40);
    const keep = (item: Record<string, unknown>) => (item.n as number) % 5 === 0;
    const first = await mergedPage({ accountId, shards, compare: newestFirst, limit: 3, keep });
    expect(first.items.map((i) => i.n)).toEqual(
      [...items]
        .sort(newestFirst)
        .filter(keep)
        .slice(0, 3)
        .map((i) => i.n),
    );
    const cursor = first.cursor!;
    expect(cursor).not.toMatch(/ITEM#|ACC#/);
    expect(Buffer.from(cursor, 'base64url').toString('utf8')).not.toContain(accountId);
    const altered = `${cursor.slice(0, -2)}${cursor.endsWith('A') ? 'B' : 'A'}A`;
    await expect(mergedPage({ accountId, shards, compare: newestFirst, limit: 3, cursor: altered })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(mergedPage({ accountId: ulid(), shards, compare: newestFirst, limit: 3, cursor })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(mergedPage({ accountId, shards: shards.slice(1), compare: newestFirst, limit: 3, cursor })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('reads a whole family, several shards at a time', async () => {
    const { items, shards } = await spread(53);
    const seen: number[] = [];
    for await (const page of readShards(shards, 3)) seen.push(...page.map((i) => i.n as number));
    expect(seen.sort((a, b) => a - b)).toEqual(items.map((i) => i.n));
  });
});
