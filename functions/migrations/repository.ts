import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { nowIso, writeIfCondition } from '@functions/platform/dynamo';
import { PLATFORM_LISTS, platformKeys, type TableKey } from '@functions/data/keys';
import { accountRecordKey, forgetLayout } from '@functions/data/layout';

/** Counts per family (a relocation's sort-key prefix): found in the source, copied, found at the target, deleted. */
export interface FamilyCounts {
  source: number;
  copied: number;
  found: number;
  deleted: number;
}
export type Counts = Record<string, FamilyCounts>;

export type AccountPhase = 'hold' | 'copy' | 'compare' | 'switch' | 'delete' | 'undo' | 'done' | 'waiting' | 'failed';

/** One account's place in a migration: its phase, where the phase's scan stopped, its counts. */
export interface AccountCheckpoint {
  accountId: string;
  phase: AccountPhase;
  cursor?: Record<string, unknown>;
  counts: Counts;
  /** When the hold or the switch was written: the cache wait is measured from it. */
  markedAt?: string;
  reason?: string;
  updatedAt?: string;
}

export type RunStatus = 'pending' | 'started' | 'finished' | 'failed';

export interface RunRecord {
  id: string;
  status: RunStatus;
  startedAt?: string;
  finishedAt?: string;
  startedBy?: string;
  /** Items to move, from the last dry run or counted as the run finds them. */
  toMove: number;
  moved: number;
  accounts: { total: number; done: number; waiting: number; failed: number };
  /** The last dry run: per account and family, how many items would move. */
  dryRun?: { at: string; toMove: number; complete: boolean; accounts: { accountId: string; families: Record<string, number> }[] };
  error?: string;
}

const table = () => config.appTable;
const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

export const migrationsRepository = {
  async run(id: string): Promise<RunRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: platformKeys.migrationRun(id), ConsistentRead: true }));
    return strip<RunRecord>(out.Item);
  },

  async saveRun(run: RunRecord): Promise<void> {
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...platformKeys.migrationRun(run.id), ...run } }));
  },

  /**
   * Takes (or renews) the lease: only one runner works on a migration at a time. A runner that died
   * leaves a lease that expires, and the next one takes it over.
   */
  async takeLease(id: string, owner: string, ttlMs: number): Promise<boolean> {
    const now = Date.now();
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...platformKeys.migrationLease(id), owner, expiresAt: now + ttlMs },
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now OR #owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':now': now, ':owner': owner },
        }),
      ),
    );
  },

  async releaseLease(id: string, owner: string): Promise<void> {
    await writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({
          TableName: table(),
          Key: platformKeys.migrationLease(id),
          ConditionExpression: '#owner = :owner',
          ExpressionAttributeNames: { '#owner': 'owner' },
          ExpressionAttributeValues: { ':owner': owner },
        }),
      ),
    );
  },

  async lease(id: string): Promise<{ owner: string; expiresAt: number } | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: platformKeys.migrationLease(id), ConsistentRead: true }));
    return strip(out.Item);
  },

  async checkpoint(id: string, accountId: string): Promise<AccountCheckpoint | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: table(), Key: platformKeys.migrationAccount(id, accountId), ConsistentRead: true }),
    );
    return strip<AccountCheckpoint>(out.Item);
  },

  async saveCheckpoint(id: string, checkpoint: AccountCheckpoint): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...platformKeys.migrationAccount(id, checkpoint.accountId), ...checkpoint, updatedAt: nowIso() },
      }),
    );
  },

  async checkpoints(id: string): Promise<AccountCheckpoint[]> {
    const range = platformKeys.migrationAccounts(id);
    const found: AccountCheckpoint[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
          ExclusiveStartKey: start,
        }),
      );
      found.push(...(out.Items ?? []).map((i) => strip<AccountCheckpoint>(i)!));
      start = out.LastEvaluatedKey;
    } while (start);
    return found;
  },

  /** One page of the platform's accounts (the `ACCOUNTS` list on gsi1): their ids and layouts. */
  async accountsPage(
    start?: Record<string, unknown>,
  ): Promise<{ accounts: { id: string; layout: 1 | 2; migrating: boolean }[]; next?: Record<string, unknown> }> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': PLATFORM_LISTS.accounts },
        ProjectionExpression: 'id, dataLayout, migration',
        Limit: 100,
        ExclusiveStartKey: start,
      }),
    );
    const accounts = (out.Items ?? []).map((i) => ({
      id: String(i.id),
      layout: (i.dataLayout === 2 ? 2 : 1) as 1 | 2,
      migrating: Boolean(i.migration),
    }));
    return { accounts, next: out.LastEvaluatedKey };
  },

  /** Marks the account held by the migration (writes refused: layout.ts), or lifts the hold. */
  async setHold(accountId: string, migrationId: string | undefined): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountRecordKey(accountId),
        ...(migrationId
          ? { UpdateExpression: 'SET migration = :m', ExpressionAttributeValues: { ':m': { id: migrationId, startedAt: nowIso() } } }
          : { UpdateExpression: 'REMOVE migration' }),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    forgetLayout(accountId);
  },

  async setLayout(accountId: string, layout: 1 | 2): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: accountRecordKey(accountId),
        UpdateExpression: 'SET dataLayout = :l',
        ExpressionAttributeValues: { ':l': layout },
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
    forgetLayout(accountId);
  },

  /** One page of a partition, from `start`. */
  async partitionPage(pk: string, start: Record<string, unknown> | undefined, limit: number, prefix?: string) {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: prefix ? 'pk = :pk AND begins_with(sk, :p)' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk, ...(prefix ? { ':p': prefix } : {}) },
        ExclusiveStartKey: start,
        Limit: limit,
        ConsistentRead: true,
      }),
    );
    return { items: (out.Items ?? []) as (Record<string, unknown> & TableKey)[], next: out.LastEvaluatedKey };
  },
};
