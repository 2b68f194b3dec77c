import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from './aws';
import { config } from './config';

/**
 * Reads every key of the app table, 100 at a time, retrying what BatchGet leaves unprocessed under
 * load; missing items are left out, in no particular order. `attributes` reads only those;
 * `consistent` reads what every write before the call left (counters a completion is decided on).
 */
export async function batchGetItems(
  keys: readonly Record<string, string>[],
  attributes?: readonly string[],
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const table = config.appTable;
  const projection = attributes?.length
    ? {
        ProjectionExpression: attributes.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((a, i) => [`#a${i}`, a])),
      }
    : {};
  const found: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] = keys.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > 8) throw new Error('BatchGet left keys unprocessed');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 10));
      const out = await dynamo().send(
        new BatchGetCommand({
          RequestItems: { [table]: { Keys: pending, ...projection, ...(options.consistent ? { ConsistentRead: true } : {}) } },
        }),
      );
      found.push(...(out.Responses?.[table] ?? []));
      pending = (out.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return found;
}
