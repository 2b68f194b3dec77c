import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ForceChangeDays } from '@shared/rules/password-policy';
import type { ActivityEntry, LoginAttempt } from '@shared/schemas/security';
import type { PasswordPolicy } from '@shared/schemas/auth';
import { dynamo } from '@functions/platform/aws';
import { batchDeleteKeys } from '@functions/platform/batch-write';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, epochSeconds, writeIfCondition } from '@functions/platform/dynamo';
import { queryPages } from '@functions/platform/query';
import { platformKeys, type HistoryKind, type KeyRange, type TableKey } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import type { PasswordHash } from './password-hash';

export interface PolicyRecord {
  minLength: PasswordPolicy['minLength'];
  forceChangeDays: ForceChangeDays;
  forbiddenPhrases: string[];
  ipAllowList: string[];
  updatedAt?: string;
  updatedBy?: string;
}

export interface PasswordsRecord {
  /** Newest first; the first is the current password. */
  history: PasswordHash[];
  changedAt: string;
}

export interface TwoFactorRecord {
  enabled: boolean;
  /** Sealed (secret-box) base32 seeds: the active one and one being enrolled. */
  secret?: string;
  pendingSecret?: string;
  pendingUntil?: number;
  /** The last TOTP step accepted: codes of that step or earlier are replays. */
  lastStep?: number;
  enabledAt?: string;
}

/** Whose history: a user's own (every attempt) or an account's (its successful logins, its activity). */
export type HistoryScope = { user: string } | { account: string };

/** Login history and activity are kept for 180 days (DynamoDB TTL removes them). */
export const HISTORY_TTL_SECONDS = 180 * 86_400;

/** A scope's history of one kind: the user's own partition, or the account's (keys in data/keys/platform.ts and account.ts). */
async function historyRange(scope: HistoryScope, kind: HistoryKind): Promise<KeyRange> {
  return 'user' in scope ? platformKeys.userHistory(scope.user, kind) : (await tenant(scope.account)).securityHistory(kind);
}

async function historyEntryKey(scope: HistoryScope, kind: HistoryKind, id: string): Promise<TableKey> {
  return 'user' in scope
    ? platformKeys.userHistoryEntry(scope.user, kind, id)
    : (await tenant(scope.account, 'write')).securityHistoryEntry(kind, id);
}

const table = () => config.appTable;

function without<T>(item: Record<string, unknown> | undefined, ...drop: string[]): T | undefined {
  if (!item) return undefined;
  const rest = { ...item };
  for (const key of ['pk', 'sk', 'ttl', ...drop]) delete rest[key];
  return rest as T;
}

async function listScope<T>(
  scope: HistoryScope,
  kind: HistoryKind,
  limit: number,
  cursor?: string,
): Promise<{ items: T[]; cursor?: string }> {
  const range = await historyRange(scope, kind);
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, range.pk),
    }),
  );
  return { items: (out.Items ?? []).map((item) => without<T>(item)!), cursor: encodeCursor(out.LastEvaluatedKey) };
}

/**
 * Writes one history entry under every scope given, at once. Each copy names the user and the
 * account too (the schemas strip them from answers): the user's copy is how their deletion finds
 * the account's (anonymiseUserHistory). While a migration holds the account its copy is refused,
 * and the entry with it (recording history is best effort: functions/security/history.ts).
 */
async function putHistory(kind: HistoryKind, scopes: HistoryScope[], entry: { id: string } & Record<string, unknown>): Promise<void> {
  const ttl = epochSeconds() + HISTORY_TTL_SECONDS;
  const refs = Object.assign(
    {},
    ...scopes.map((scope) => ('user' in scope ? { userId: scope.user } : { accountId: scope.account })),
  ) as Record<string, string>;
  const keys = await Promise.all(scopes.map((scope) => historyEntryKey(scope, kind, entry.id)));
  await dynamo().send(
    new TransactWriteCommand({
      TransactItems: keys.map((key) => ({ Put: { TableName: table(), Item: { ...key, ttl, ...refs, ...entry } } })),
    }),
  );
}

/** The account's copy of a deleted user's entry keeps when and what, not who or from where. */
async function anonymise(account: string, kind: HistoryKind, id: string, label: string): Promise<void> {
  const key = await historyEntryKey({ account }, kind, id);
  // No such copy (expired, or an older entry looked for in an account it was not written to): nothing to do.
  await writeIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET email = :label, ip = :none, userAgent = :none',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':label': label, ':none': '' },
      }),
    ),
  );
}

export const securityRepository = {
  async getPolicy(accountId: string): Promise<PolicyRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.securityPolicy() }));
    return without<PolicyRecord>(out.Item);
  },

  async putPolicy(accountId: string, policy: PolicyRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...keys.securityPolicy(), ...policy } }));
  },

  async getPasswords(userId: string): Promise<PasswordsRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: platformKeys.passwords(userId), ConsistentRead: true }));
    return without<PasswordsRecord>(out.Item);
  },

  async putPasswords(userId: string, record: PasswordsRecord): Promise<void> {
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...platformKeys.passwords(userId), ...record } }));
  },

  async getTwoFactor(userId: string): Promise<TwoFactorRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: platformKeys.twoFactor(userId), ConsistentRead: true }));
    return without<TwoFactorRecord>(out.Item);
  },

  async putPendingTwoFactor(userId: string, sealed: string, until: number): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: platformKeys.twoFactor(userId),
        UpdateExpression: 'SET pendingSecret = :s, pendingUntil = :u, enabled = if_not_exists(enabled, :off)',
        ExpressionAttributeValues: { ':s': sealed, ':u': until, ':off': false },
      }),
    );
  },

  /** Turns the pending seed into the active one, only if it is still the one the code was checked against. */
  async enableTwoFactor(userId: string, pendingSealed: string, step: number, at: string): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: platformKeys.twoFactor(userId),
          UpdateExpression: 'SET enabled = :on, secret = :s, lastStep = :step, enabledAt = :at REMOVE pendingSecret, pendingUntil',
          ConditionExpression: 'pendingSecret = :s AND enabled <> :on',
          ExpressionAttributeValues: { ':on': true, ':s': pendingSealed, ':step': step, ':at': at },
        }),
      ),
    );
  },

  /** Claims a TOTP step; false when it (or a later one) was already used, even by a racing request. */
  async claimTwoFactorStep(userId: string, step: number): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: platformKeys.twoFactor(userId),
          UpdateExpression: 'SET lastStep = :step',
          ConditionExpression: 'enabled = :on AND (attribute_not_exists(lastStep) OR lastStep < :step)',
          ExpressionAttributeValues: { ':step': step, ':on': true },
        }),
      ),
    );
  },

  async deleteTwoFactor(userId: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: platformKeys.twoFactor(userId) }));
  },

  async putTimedGrant(userId: string, sessionId: string, expiresAt: number): Promise<void> {
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...platformKeys.timedGrant(userId, sessionId), expiresAt, ttl: expiresAt } }),
    );
  },

  /** Epoch seconds the session's timed permission ends at, or undefined when it has none left. */
  async getTimedGrant(userId: string, sessionId: string): Promise<number | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: table(), Key: platformKeys.timedGrant(userId, sessionId), ConsistentRead: true }),
    );
    const expiresAt = out.Item?.expiresAt as number | undefined;
    return expiresAt !== undefined && expiresAt > epochSeconds() ? expiresAt : undefined;
  },

  /**
   * A deleted user's login history and activity (functions/admin/user-erasure.ts). The accounts'
   * copies stay for their administrators (the account's log and security audit), with the e-mail
   * replaced by `label` and IP and browser erased; the user's own copies go. The user's copies are
   * the index of the accounts' (an entry names its account; older entries, written before it did,
   * are looked for in `accountIds`), so each page of them goes only once its accounts' copies are
   * done: an erasure interrupted half-way and run again finds the rest. Bounded by the history's
   * 180 days.
   */
  async anonymiseUserHistory(userId: string, accountIds: readonly string[], label: string): Promise<void> {
    for (const kind of ['login', 'activity'] as const) {
      const range = platformKeys.userHistory(userId, kind);
      const pages = queryPages({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ProjectionExpression: 'sk, accountId',
      });
      for await (const page of pages) {
        const items = (page as { sk: string; accountId?: string }[]).map((item) => ({
          id: item.sk.slice(range.prefix.length),
          accountId: item.accountId,
        }));
        const copies = items.flatMap((item) =>
          (item.accountId ? [item.accountId] : accountIds).map((account) => ({ account, id: item.id })),
        );
        for (let i = 0; i < copies.length; i += 25)
          await Promise.all(copies.slice(i, i + 25).map(({ account, id }) => anonymise(account, kind, id, label)));
        await batchDeleteKeys(items.map((item) => platformKeys.userHistoryEntry(userId, kind, item.id)));
      }
    }
  },

  recordLogin: (scopes: HistoryScope[], attempt: LoginAttempt) => putHistory('login', scopes, attempt),
  recordActivity: (scopes: HistoryScope[], entry: ActivityEntry & { userId: string }) => putHistory('activity', scopes, entry),
  listLogins: (scope: HistoryScope, limit: number, cursor?: string) => listScope<LoginAttempt>(scope, 'login', limit, cursor),
  listActivity: (scope: HistoryScope, limit: number, cursor?: string) => listScope<ActivityEntry>(scope, 'activity', limit, cursor),
};
