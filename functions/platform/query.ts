import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { batchDeleteKeys } from './batch-write';

/**
 * A query's items page by page, following LastEvaluatedKey to the end (from `ExclusiveStartKey`
 * when given). Pages a filter left empty are skipped. Not for user-facing pages with a limit and a
 * cursor: this reads the whole range.
 */
export async function* queryPages(input: QueryCommandInput): AsyncGenerator<Record<string, unknown>[]> {
  let start = input.ExclusiveStartKey;
  do {
    const out = await dynamo().send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    if (out.Items?.length) yield out.Items;
    start = out.LastEvaluatedKey;
  } while (start);
}

/** Every item of a query, collected (queryPages): for ranges small enough to hold in memory. */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
}

type TableKey = { pk: string; sk: string };

/**
 * Deletes every app-table item a query finds, a page at a time as it reads (the query projects the
 * table key, `pk, sk`, whatever index it reads), but those `spare` keeps. Not atomic; idempotent.
 */
export async function deleteAllMatching(
  input: Omit<QueryCommandInput, 'ProjectionExpression'>,
  spare?: (key: TableKey) => boolean,
): Promise<void> {
  for await (const page of queryPages({ ...input, ProjectionExpression: 'pk, sk' })) {
    const keys = page as TableKey[];
    await batchDeleteKeys(spare ? keys.filter((key) => !spare(key)) : keys);
  }
}
