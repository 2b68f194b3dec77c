import { describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import './helpers';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { deleteAllMatching, queryAll, queryPages } from '@functions/platform/query';

/** Five items in a partition of their own, `keep` on the odd ones. */
async function fivePartition() {
  const pk = `TEST#${ulid()}`;
  for (let i = 0; i < 5; i++)
    await dynamo().send(new PutCommand({ TableName: config.appTable, Item: { pk, sk: `ITEM#${i}`, n: i, keep: i % 2 === 1 } }));
  return pk;
}
const inPartition = (pk: string) => ({
  TableName: config.appTable,
  KeyConditionExpression: 'pk = :pk',
  ExpressionAttributeValues: { ':pk': pk },
});

describe('whole-range queries (functions/platform/query.ts)', () => {
  it('follow every page to the end, each item once, and skip the pages a filter left empty', async () => {
    const pk = await fivePartition();
    const pages: number[][] = [];
    for await (const page of queryPages({ ...inPartition(pk), Limit: 2 })) pages.push(page.map((item) => item.n as number));
    expect(pages).toEqual([[0, 1], [2, 3], [4]]);

    // Limit counts items read before the filter: the page holding only 4 (not kept) is read and left out.
    const filtered: number[][] = [];
    const keptOnly = {
      ...inPartition(pk),
      FilterExpression: '#k = :t',
      ExpressionAttributeNames: { '#k': 'keep' },
      ExpressionAttributeValues: { ':pk': pk, ':t': true },
      Limit: 2,
    };
    for await (const page of queryPages(keptOnly)) filtered.push(page.map((item) => item.n as number));
    expect(filtered).toEqual([[1], [3]]);
    expect((await queryAll({ ...inPartition(pk), Limit: 2 })).map((item) => item.n)).toEqual([0, 1, 2, 3, 4]);
  });

  it('delete every matching item across pages, sparing the ones asked for', async () => {
    const pk = await fivePartition();
    await deleteAllMatching({ ...inPartition(pk), Limit: 2 }, (key) => key.sk === 'ITEM#3');
    expect((await queryAll(inPartition(pk))).map((item) => item.sk)).toEqual(['ITEM#3']);
  });
});
