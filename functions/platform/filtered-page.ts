import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { decodeCursor, encodeCursor } from './dynamo';

/** Items a query reads at a time when a filter is decided here (`keep`). */
const KEPT_READ = 200;
/** Reads one page may take before it answers short (with a cursor to read on from). */
const READS = 5;

/** The key that resumes a query right after `item`: the table's, plus the index's when reading one. */
const resumeKey = (item: Record<string, unknown>, onIndex: boolean): Record<string, unknown> =>
  onIndex ? { pk: item.pk, sk: item.sk, gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk } : { pk: item.pk, sk: item.sk };

/**
 * One page of a sparse (filtered) query: reads on until `limit` items or a few reads, whichever
 * first, so a filter that keeps few items still fills pages. `keep` filters what DynamoDB cannot (a
 * user's reach, text compared without case); a page it fills mid-read resumes after its last item.
 * The cursor's partition keys are always replaced by the caller's (`partition`), so a forged one
 * stays in the account. A cursor can name an item the filter left out: a list filtered for a
 * restricted user seals it (sealed-cursor.ts).
 */
export async function queryFilteredPage(
  input: QueryCommandInput,
  partition: { pk: string; gsi1pk?: string },
  limit: number,
  cursor?: string,
  keep?: (item: Record<string, unknown>) => boolean,
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> {
  const items: Record<string, unknown>[] = [];
  const decoded = decodeCursor(cursor, partition.pk);
  let start = decoded && partition.gsi1pk ? { ...decoded, gsi1pk: partition.gsi1pk } : decoded;
  for (let reads = 0; reads < READS; reads++) {
    const out = await dynamo().send(
      new QueryCommand({ ...input, Limit: keep ? KEPT_READ : limit - items.length, ExclusiveStartKey: start }),
    );
    start = out.LastEvaluatedKey as Record<string, unknown> | undefined;
    const read = out.Items ?? [];
    for (const [at, item] of read.entries()) {
      if (keep && !keep(item)) continue;
      items.push(item);
      if (items.length === limit) {
        if (at < read.length - 1) start = resumeKey(item, partition.gsi1pk !== undefined);
        return { items, cursor: start ? encodeCursor(start) : undefined };
      }
    }
    if (!start) break;
  }
  return { items, cursor: start ? encodeCursor(start) : undefined };
}
