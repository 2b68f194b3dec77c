import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { ServiceUnavailableError } from '@functions/platform/errors';
import { AccountKeyContext, type DataLayout } from './keys/context';

/**
 * Which layout an account's items are in, read from its record (`dataLayout`; absent: layout 1, the
 * accounts written before sharding) and whether a migration is moving it. Cached per warm container
 * for LAYOUT_CACHE_MS: a migration marks the account, then waits at least that long before it moves
 * anything, so by then every container refuses the account's writes (and keeps reading the old
 * layout until the migration switches it).
 */
export const LAYOUT_CACHE_MS = 10_000;
/** How long a refused writer is told to wait: a migration of a large account takes minutes. */
const MIGRATION_RETRY_SECONDS = 60;

export interface AccountLayout {
  layout: DataLayout;
  /** A migration holds the account: reads go on in `layout`, writes are refused until it is done. */
  migrating: boolean;
}

const cache = new Map<string, { value: AccountLayout; until: number }>();

/** The account record's key, built as every key is (keys/context.ts); its own shape is the same in every layout. */
export const accountRecordKey = (accountId: string) => new AccountKeyContext(accountId, 1).base('ACCOUNT');

export async function accountLayout(accountId: string): Promise<AccountLayout> {
  const hit = cache.get(accountId);
  if (hit && hit.until > Date.now()) return hit.value;
  const out = await dynamo().send(
    new GetCommand({
      TableName: config.appTable,
      Key: accountRecordKey(accountId),
      ConsistentRead: true,
      ProjectionExpression: 'dataLayout, migration',
    }),
  );
  const value: AccountLayout = { layout: out.Item?.dataLayout === 2 ? 2 : 1, migrating: Boolean(out.Item?.migration) };
  if (cache.size > 10_000) cache.clear();
  cache.set(accountId, { value, until: Date.now() + LAYOUT_CACHE_MS });
  return value;
}

/** Drops this container's copy (the migration, after it changes an account; tests). */
export function forgetLayout(accountId?: string): void {
  if (accountId) cache.delete(accountId);
  else cache.clear();
}

/** Refuses a write while a migration holds the account: 503, to be tried again (a queue message is retried). */
export function assertWritable(accountId: string, state: AccountLayout): void {
  if (state.migrating) throw new ServiceUnavailableError('DATA_MIGRATION_IN_PROGRESS', { accountId }, MIGRATION_RETRY_SECONDS);
}
