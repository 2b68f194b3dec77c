import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { APP_TABLE } from './resources';
import { dynamo } from './aws';
import { config } from './config';
import { updateOf, writeIfCondition } from './dynamo';
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

/** What else must hold for a write to land: a condition with its own attribute names and values. */
export interface DueCondition {
  condition: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** An item's move along its shard of the due index (advanceDue). */
export interface DueAdvance {
  shard: string;
  /** When it was due, as its tick read it. */
  from: string;
  /** When it is next due; absent, it leaves the index. */
  next: string | undefined;
  /** The item's own name for its due time, kept beside dueAt and moved with it (a cyclic parent's nextStartAt): the condition reads it. */
  field?: string;
  when?: DueCondition;
  /** Written whether it moves on or leaves; `ended` too when it leaves. */
  set?: Record<string, unknown>;
  ended?: Record<string, unknown>;
}

/**
 * Moves an item of the due index past the time it was due: on to `next`, or off the index. One
 * conditional write that holds only while it is still due `from` (and `when` holds), so a retried
 * or repeated tick moves it once; false when it did not hold. The repository gives the item's key.
 */
export function advanceDue(key: Record<string, unknown>, move: DueAdvance): Promise<boolean> {
  const names: Record<string, string> = { ...move.when?.names, '#due': move.field ?? 'dueAt' };
  const values: Record<string, unknown> = { ...move.when?.values, ':from': move.from };
  const dueFields = ['dueAt', ...(move.field ? [move.field] : [])];
  const { next } = move;
  const update = next
    ? { set: { ...Object.fromEntries(dueFields.map((name) => [name, next])), dueShard: move.shard, ...move.set } }
    : { set: { ...move.set, ...move.ended }, remove: ['dueShard', ...dueFields] };
  return writeIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: key,
        UpdateExpression: updateOf(update, names, values),
        ConditionExpression: `#due = :from${move.when ? ` AND (${move.when.condition})` : ''}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    ),
  );
}

/**
 * A cyclic parent's move past its run due `from` (a mailing's or an SMS sending's): on to its next
 * run, or `sent` when its range holds none; only while it is planned and still due then.
 */
export const pastRun = (shard: string, from: string, run: number, next: string | undefined, at: string): DueAdvance => ({
  shard,
  from,
  next,
  field: 'nextStartAt',
  when: { condition: '#state = :planned', names: { '#state': 'state' }, values: { ':planned': 'planned' } },
  set: { lastRun: run, updatedAt: at },
  ended: { state: 'sent', finishedAt: at },
});
