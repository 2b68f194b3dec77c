import { APP_TABLE } from './resources';
import { config } from './config';
import { queryPages } from './query';

const DUE = APP_TABLE.indexes.find((index) => index.name === 'due')!;

/**
 * How one tick reads one shard of the `due` index. `max` bounds the work of a tick (the ticker has
 * 50 s and runs every minute): past it, the rest waits for the next tick, which reaches it because
 * the work read moves off the index or later on it (a planned mailing starts sending, a sending is
 * looked at again RECHECK_MS later, a segment's refresh moves on once it is calculated).
 * `pageSize` is the query's Limit (`max` unless given); tests make it small to prove that the
 * reads follow every page.
 */
export interface DueRead {
  pageSize?: number;
  max?: number;
}

/**
 * A tick's budget, shard by shard (all four run one after the other in the ticker's 50 s): queuing
 * a mailing's planning is one SQS message; a segment's refresh, a resume and a sending's look are a
 * few sequential requests each (~10 ms apiece in AWS), so a few hundred of those fit with room.
 */
export const MAILINGS_DUE_PER_TICK = 1000;
export const SEGMENTS_DUE_PER_TICK = 300;
export const RESUMES_DUE_PER_TICK = 300;
export const SENDINGS_DUE_PER_TICK = 500;

/**
 * Items of one due-index shard whose time has come (`dueAt <= untilIso`), oldest first, across
 * accounts, following LastEvaluatedKey page after page up to `max` items.
 */
export async function readDue(shard: string, untilIso: string, read: DueRead & { max: number }): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const pages = queryPages({
    TableName: config.appTable,
    IndexName: DUE.name,
    KeyConditionExpression: `${DUE.partitionKey} = :shard AND ${DUE.sortKey} <= :until`,
    ExpressionAttributeValues: { ':shard': shard, ':until': untilIso },
    Limit: Math.min(read.pageSize ?? read.max, read.max),
  });
  for await (const page of pages) {
    items.push(...page.slice(0, read.max - items.length));
    if (items.length >= read.max) break;
  }
  return items;
}
