import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { APP_TABLE } from '@functions/platform/resources';
import { BadRequestError } from './errors';

/** A cancelled transaction, recognised by name too (an error from another copy of the SDK is not an instance). */
const isCancelledTransaction = (error: unknown): error is TransactionCanceledException =>
  error instanceof TransactionCanceledException || (error as { name?: string })?.name === 'TransactionCanceledException';

export function isConditionFailure(error: unknown): boolean {
  if (error instanceof ConditionalCheckFailedException) return true;
  if (isCancelledTransaction(error)) return (error.CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');
  return (error as { name?: string })?.name === 'ConditionalCheckFailedException';
}

/** Runs a conditional write: true when it was done, false when its condition failed (any other error is thrown). */
export async function writeIfCondition(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Runs a conditional write and answers its output (ReturnValues); undefined when its condition failed. */
export async function outputIfCondition<T>(run: () => Promise<T>): Promise<T | undefined> {
  let output: T | undefined;
  return (await writeIfCondition(async () => (output = await run()))) ? output : undefined;
}

/**
 * Runs a conditional transaction: an empty list when it was done, else the positions of the items
 * whose condition failed (a single conditional write is position 0); any other error is thrown.
 * Callers tell which claim refused by where they put it.
 */
export async function transactIfConditions(run: () => Promise<unknown>): Promise<number[]> {
  try {
    await run();
    return [];
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (!isCancelledTransaction(error)) return [0];
    return (error.CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
  }
}

/** Cancelled only because another transaction was writing one of its items at the same moment. */
const isTransactionConflict = (error: unknown): boolean =>
  isCancelledTransaction(error) && (error.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');

/**
 * transactIfConditions, tried again (up to `attempts` times, after a short random pause) while
 * DynamoDB cancels it as a TransactionConflict: two writes of a shared item (a counter) at the same
 * moment, where the loser's conditions were never judged; tried again, they are, against the
 * winner's write. The SDK does not retry a cancelled transaction itself.
 */
export async function transactRetryingConflicts(run: () => Promise<unknown>, attempts = 5): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactIfConditions(run);
    } catch (error) {
      if (attempt >= attempts || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Pagination cursors carry only the sort key: the partition is always re-derived from the caller's
 * account, so a forged cursor cannot reach another tenant's items.
 */
export function encodeCursor(lastKey: Record<string, unknown> | undefined): string | undefined {
  if (!lastKey) return undefined;
  const { pk: _pk, ...rest } = lastKey;
  return Buffer.from(JSON.stringify(rest)).toString('base64url');
}

/**
 * What a cursor may name: the table's sort key and gsi1's keys (the partition comes from the caller).
 * A start key naming anything else, or no sort key, is refused here as a bad cursor rather than
 * reaching DynamoDB and failing there as a 500.
 */
const CURSOR_KEYS: ReadonlySet<string> = new Set([
  APP_TABLE.sortKey,
  ...APP_TABLE.indexes.filter((i) => i.name === 'gsi1').flatMap((i) => [i.partitionKey, i.sortKey]),
]);

export function decodeCursor(cursor: string | undefined, pk: string): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !(APP_TABLE.sortKey in parsed)) throw new Error('cursor');
    for (const [key, value] of Object.entries(parsed)) if (!CURSOR_KEYS.has(key) || typeof value !== 'string') throw new Error('cursor');
    return { ...parsed, pk };
  } catch {
    throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
  }
}

/**
 * An update's `SET … REMOVE …` from plain attribute names: `fixed` clauses first, then each of `set`
 * and `remove` under a placeholder of its own (`#u0 = :u0`, `#d0`), added to `names` and `values`,
 * which may hold the condition's already.
 */
export function updateOf(
  change: { set?: Record<string, unknown>; remove?: readonly string[]; fixed?: readonly string[] },
  names: Record<string, string>,
  values: Record<string, unknown>,
): string {
  const sets = [...(change.fixed ?? [])];
  Object.entries(change.set ?? {}).forEach(([name, value], i) => {
    names[`#u${i}`] = name;
    values[`:u${i}`] = value;
    sets.push(`#u${i} = :u${i}`);
  });
  const removes = (change.remove ?? []).map((name, i) => {
    names[`#d${i}`] = name;
    return `#d${i}`;
  });
  return [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''].filter(Boolean).join(' ');
}

export const nowIso = () => new Date().toISOString();
export const epochSeconds = (ms = Date.now()) => Math.floor(ms / 1000);

/**
 * An `ADD` expression for a sending's counters: each non-zero delta is added to `stats.<name>`,
 * except those named in `topLevel` (a running total beside the stats, such as `processed`).
 */
export function counterAdds(delta: Record<string, number | undefined>, topLevel: readonly string[] = ['processed']) {
  const names: Record<string, string> = { '#stats': 'stats' };
  const values: Record<string, number> = {};
  const adds = Object.entries(delta)
    .filter((entry): entry is [string, number] => Boolean(entry[1]))
    .map(([k, v], i) => {
      names[`#c${i}`] = k;
      values[`:c${i}`] = v;
      return topLevel.includes(k) ? `#c${i} :c${i}` : `#stats.#c${i} :c${i}`;
    });
  return adds.length
    ? { UpdateExpression: `ADD ${adds.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values }
    : undefined;
}
