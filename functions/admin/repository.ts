import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedbackRecord } from '@functions/profile/repository';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { outputIfCondition } from '@functions/platform/dynamo';
import { BadRequestError } from '@functions/platform/errors';
import { strip, usersRepository, type AccountRecord, type UserRecord } from '@functions/users/repository';
import { PLATFORM_LISTS, platformKeys } from '@functions/data/keys';
import { accountRecordKey } from '@functions/data/layout';
import { tenant } from '@functions/data/tenant';
import { decodeIndexCursor, encodeIndexCursor, type IndexKey } from './rules';

/** gsi1 partitions the admin zone lists: accounts and users (functions/users writes them), feedback (functions/profile). */
const { accounts: ACCOUNTS, users: USERS, feedback: FEEDBACK } = PLATFORM_LISTS;

export type StoredAccount = AccountRecord & { memberCount?: number };

/** Index items read per query while searching by name: a search page costs at most MAX_SEARCH_READS of them. */
const SEARCH_PAGE = 100;
const MAX_SEARCH_READS = 10;

function startKey(cursor: string | undefined, gsi1pk: string): IndexKey | undefined {
  const key = decodeIndexCursor(cursor, gsi1pk);
  if (key === 'invalid') throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
  return key;
}

const keyOf = (item: Record<string, unknown>) => encodeIndexCursor(item);

/** An update of an existing account, answering the account after it; undefined when there is none. */
async function updateAccount(
  accountId: string,
  expression: string,
  names: Record<string, string>,
  values: Record<string, unknown>,
): Promise<StoredAccount | undefined> {
  const keys = await tenant(accountId, 'write');
  const out = await outputIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.account(),
        UpdateExpression: expression,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return strip<StoredAccount>(out?.Attributes);
}

/** Newest first from one gsi1 partition. */
const newestFirst = (gsi1pk: string, limit: number, start: IndexKey | undefined) =>
  new QueryCommand({
    TableName: config.appTable,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': gsi1pk },
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: start,
  });

/**
 * The super administrators' storage: platform-wide lists read from gsi1 and the few writes an
 * operator makes (an account's plan, a user's platform role). Accounts, members and sessions are
 * otherwise read through their own domains' repositories.
 */
export const adminRepository = {
  /**
   * Accounts newest first. With `matches`, items are read in larger pages and filtered here (the
   * name search ignores case and accents, which a key condition cannot); the cursor then points at
   * the last item examined, so a page may hold fewer than `limit` and still have a next one.
   */
  async listAccounts(
    limit: number,
    cursor: string | undefined,
    matches?: (account: StoredAccount) => boolean,
  ): Promise<{ items: StoredAccount[]; cursor?: string }> {
    let start = startKey(cursor, ACCOUNTS);
    if (!matches) {
      const out = await dynamo().send(newestFirst(ACCOUNTS, limit, start));
      return { items: (out.Items ?? []).map((item) => strip<StoredAccount>(item)!), cursor: encodeIndexCursor(out.LastEvaluatedKey) };
    }
    const items: StoredAccount[] = [];
    for (let reads = 0; reads < MAX_SEARCH_READS; reads++) {
      const out = await dynamo().send(newestFirst(ACCOUNTS, SEARCH_PAGE, start));
      const page = out.Items ?? [];
      for (const [i, item] of page.entries()) {
        const account = strip<StoredAccount>(item)!;
        if (!matches(account)) continue;
        items.push(account);
        if (items.length === limit) {
          const more = i < page.length - 1 || out.LastEvaluatedKey !== undefined;
          return { items, cursor: more ? keyOf(item) : undefined };
        }
      }
      if (!out.LastEvaluatedKey) return { items };
      start = out.LastEvaluatedKey as IndexKey;
    }
    return { items, cursor: encodeIndexCursor(start) };
  },

  /**
   * Platform users in e-mail order (data/keys/platform.ts userListEntry); with `emailStart` only those
   * whose address starts with it, by a key condition, so every page is full. Deleted users are off it.
   */
  async listUsers(limit: number, cursor: string | undefined, emailStart?: string): Promise<{ items: UserRecord[]; cursor?: string }> {
    const prefix = emailStart?.toLowerCase();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        IndexName: 'gsi1',
        KeyConditionExpression: prefix ? 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)' : 'gsi1pk = :pk',
        ExpressionAttributeValues: prefix ? { ':pk': USERS, ':prefix': prefix } : { ':pk': USERS },
        Limit: limit,
        ExclusiveStartKey: startKey(cursor, USERS),
      }),
    );
    return { items: (out.Items ?? []).map((item) => strip<UserRecord>(item)!), cursor: encodeIndexCursor(out.LastEvaluatedKey) };
  },

  /** Accounts by id, in no particular order; missing ones are left out. */
  async getAccounts(ids: readonly string[]): Promise<Pick<AccountRecord, 'id' | 'name' | 'ownerId'>[]> {
    // Only what the feedback and user lists show: the name, and who created the account. The record's
    // key is the same in every layout (the layout is read from it), so many accounts are one batch read.
    return (await batchGetItems([...new Set(ids)].map(accountRecordKey), ['id', 'name', 'ownerId'])) as unknown as AccountRecord[];
  },

  /** The new plan; undefined when the account does not exist. */
  async setPlan(accountId: string, plan: AccountRecord['plan']): Promise<StoredAccount | undefined> {
    return updateAccount(accountId, 'SET #plan = :plan', { '#plan': 'plan' }, { ':plan': plan });
  },

  /** The account's configuration switches; undefined when the account does not exist. */
  async setConfig(accountId: string, switches: Pick<AccountRecord['config'], 'blacklist_enabled'>): Promise<StoredAccount | undefined> {
    return updateAccount(
      accountId,
      'SET #config.#blacklist = :blacklist',
      { '#config': 'config', '#blacklist': 'blacklist_enabled' },
      { ':blacklist': switches.blacklist_enabled },
    );
  },

  /** The users' feedback, newest first (ulid ids sort by time). */
  async listFeedback(limit: number, cursor: string | undefined): Promise<{ items: FeedbackRecord[]; cursor?: string }> {
    const out = await dynamo().send(newestFirst(FEEDBACK, limit, startKey(cursor, FEEDBACK)));
    return { items: (out.Items ?? []).map((item) => strip<FeedbackRecord>(item)!), cursor: encodeIndexCursor(out.LastEvaluatedKey) };
  },

  /**
   * Makes a user a platform super administrator or takes it back (scripts/grant-super-admin.mjs).
   * Undefined when no user has that e-mail.
   */
  async setPlatformRole(email: string, role: UserRecord['role']): Promise<UserRecord | undefined> {
    const userId = await usersRepository.findUserIdByEmail(email);
    if (!userId) return undefined;
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: platformKeys.user(userId),
          UpdateExpression: 'SET #role = :role',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: { ':role': role },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return strip<UserRecord>(out?.Attributes);
  },
};
