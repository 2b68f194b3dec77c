import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { platformKeys } from '@functions/data/keys';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { outputIfCondition, transactIfConditions, writeIfCondition } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { strip, type AccountRecord, type MembershipRecord, type UserRecord } from './repository';

/**
 * User administration's storage: an account's memberships, and a member counter on the account
 * item that makes the plan's user limit a condition rather than a race. Accounts made before the
 * counter existed have exactly their owner, so a missing counter counts as 1.
 */
export const memberItem = (keys: TenantKeys, m: MembershipRecord) => ({ ...keys.member(m.userId), ...keys.memberIndex(m.userId), ...m });

/** Pending invitations (functions/invitations) count too, so they move it as members do. */
export const countUp = (keys: TenantKeys, limit: number) => ({
  Update: {
    TableName: config.appTable,
    Key: keys.account(),
    UpdateExpression: 'SET memberCount = if_not_exists(memberCount, :one) + :one',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(memberCount) OR memberCount < :limit)',
    ExpressionAttributeValues: { ':one': 1, ':limit': limit },
  },
});
export const countDown = (keys: TenantKeys) => ({
  Update: {
    TableName: config.appTable,
    Key: keys.account(),
    UpdateExpression: 'SET memberCount = if_not_exists(memberCount, :one) - :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/**
 * The account's administrators guard (`adminsVersion` on the account item). A write that takes away
 * an administrator who can sign in moves it on, on condition that it is still the version read
 * before the members the rule was judged on: two such writes judged on the same members cannot both
 * succeed, so the account always keeps one (spec section 6). The loser is judged again.
 */
const adminsGuard = (keys: TenantKeys, read: number, memberLeaves: boolean) => ({
  Update: {
    TableName: config.appTable,
    Key: keys.account(),
    // A transaction touches an item once, so a removal's member counter moves here too.
    UpdateExpression: memberLeaves
      ? 'SET adminsVersion = :next, memberCount = if_not_exists(memberCount, :one) - :one'
      : 'SET adminsVersion = :next',
    ConditionExpression:
      read === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(adminsVersion) OR adminsVersion = :read)' : 'adminsVersion = :read',
    ExpressionAttributeValues: memberLeaves ? { ':read': read, ':next': read + 1, ':one': 1 } : { ':read': read, ':next': read + 1 },
  },
});

/** A guarded write found the account's administrators changed since its rule read them. */
export class AdminsChangedError extends Error {
  constructor() {
    super('the account’s members changed since the rule read them');
    this.name = 'AdminsChangedError';
  }
}

/** What a membership write may be conditioned on. */
export interface MemberWriteGuard {
  /** Only while the member still holds this role (a role's change must not overwrite a member whose role changed meanwhile). */
  onlyIfRoleId?: string;
  /** The account's adminsVersion read before the members: set when the write takes an administrator away. */
  adminsVersion?: number;
}

export type AddOutcome = 'ok' | 'exists' | 'limit';

/** The Update of one membership, for a single write or a transaction; SETs only the defined changes. */
export function memberUpdate(keys: TenantKeys, userId: string, changes: Record<string, unknown>, onlyIfRoleId?: string) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:v${i}`] = v;
      return `#f${i} = :v${i}`;
    });
  if (sets.length === 0) return undefined;
  if (onlyIfRoleId !== undefined) {
    names['#roleId'] = 'roleId';
    values[':onlyRoleId'] = onlyIfRoleId;
  }
  return {
    TableName: config.appTable,
    Key: keys.member(userId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: onlyIfRoleId === undefined ? 'attribute_exists(pk)' : 'attribute_exists(pk) AND #roleId = :onlyRoleId',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Runs `items` in one transaction with the administrators guard; answers the indexes of the items
 * whose condition failed, or throws AdminsChangedError when the guard's did ("judge again").
 */
export async function writeGuarded(
  items: readonly object[],
  keys: TenantKeys,
  adminsVersion: number,
  memberLeaves = false,
): Promise<number[]> {
  // DynamoDB takes 100 items a transaction; plan limits keep an account's members (and a role's holders) under that.
  if (items.length + 1 > 100) throw new Error(`${items.length} guarded writes do not fit one transaction`);
  const failed = await transactIfConditions(() =>
    dynamo().send(new TransactWriteCommand({ TransactItems: [...items, adminsGuard(keys, adminsVersion, memberLeaves)] as never })),
  );
  if (failed.includes(items.length)) throw new AdminsChangedError();
  return failed;
}

/** A refused addition: which of its items' conditions failed, by position (`limitAt`: the member counter's). */
const addOutcome = (failed: readonly number[], limitAt: number): AddOutcome =>
  failed.length === 0 ? 'ok' : failed.includes(limitAt) ? 'limit' : 'exists';

export const membersRepository = {
  /** The account with its administrators guard, read consistently: read it BEFORE the members a rule is judged on. */
  async getAccountForRules(accountId: string): Promise<{ account: AccountRecord; adminsVersion: number } | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.account(), ConsistentRead: true }));
    const item = strip<AccountRecord & { adminsVersion?: number; memberCount?: number }>(out.Item);
    if (!item) return undefined;
    const { adminsVersion, memberCount: _count, ...account } = item;
    return { account, adminsVersion: adminsVersion ?? 0 };
  },

  async listMembers(accountId: string): Promise<MembershipRecord[]> {
    const members = (await tenant(accountId)).members();
    const items = await queryAll({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': members.pk, ':prefix': members.prefix },
      ConsistentRead: true,
    });
    return items.map((item) => strip<MembershipRecord>(item)!);
  },

  async getUsers(ids: readonly string[]): Promise<UserRecord[]> {
    return (await batchGetItems(ids.map(platformKeys.user))).map((item) => strip<UserRecord>(item)!);
  },

  /** A user new to Goniec: the e-mail claim, the user, the membership and the counter, at once. */
  async addNewUser(user: UserRecord, membership: MembershipRecord, limit: number): Promise<AddOutcome> {
    const keys = await tenant(membership.accountId, 'write');
    const failed = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: config.appTable,
                Item: { ...platformKeys.emailClaim(user.email), userId: user.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: config.appTable,
                Item: { ...platformKeys.user(user.id), ...platformKeys.userListEntry(user), ...user },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: config.appTable, Item: memberItem(keys, membership), ConditionExpression: 'attribute_not_exists(pk)' } },
            countUp(keys, limit),
          ],
        }),
      ),
    );
    return addOutcome(failed, 3);
  },

  /** Undoes addNewUser when the identity store refuses the user. */
  async removeNewUser(user: UserRecord, accountId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: config.appTable, Key: platformKeys.emailClaim(user.email) } },
          { Delete: { TableName: config.appTable, Key: platformKeys.user(user.id) } },
          { Delete: { TableName: config.appTable, Key: keys.member(user.id) } },
          countDown(keys),
        ],
      }),
    );
  },

  /** An existing Goniec user joins another account (a user can belong to several). */
  async addMember(membership: MembershipRecord, limit: number): Promise<AddOutcome> {
    const keys = await tenant(membership.accountId, 'write');
    const failed = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: config.appTable, Item: memberItem(keys, membership), ConditionExpression: 'attribute_not_exists(pk)' } },
            countUp(keys, limit),
          ],
        }),
      ),
    );
    return addOutcome(failed, 1);
  },

  /** False when the membership was already gone. With `adminsVersion` it may throw AdminsChangedError. */
  async removeMember(accountId: string, userId: string, guard: Pick<MemberWriteGuard, 'adminsVersion'> = {}): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const remove = { Delete: { TableName: config.appTable, Key: keys.member(userId), ConditionExpression: 'attribute_exists(pk)' } };
    if (guard.adminsVersion !== undefined) return (await writeGuarded([remove], keys, guard.adminsVersion, true)).length === 0;
    return writeIfCondition(() => dynamo().send(new TransactWriteCommand({ TransactItems: [remove, countDown(keys)] })));
  },

  /**
   * Changes an existing membership; undefined when it does not exist (never creates one) or no
   * longer holds `guard.onlyIfRoleId`. With `guard.adminsVersion` it may throw AdminsChangedError.
   */
  async updateMember(
    accountId: string,
    userId: string,
    changes: Partial<
      Pick<MembershipRecord, 'role' | 'roleId' | 'permissions' | 'versions' | 'banned' | 'locked' | 'teamIds' | 'segmentIds'>
    >,
    guard: MemberWriteGuard = {},
  ): Promise<MembershipRecord | undefined> {
    const keys = await tenant(accountId, 'write');
    const update = memberUpdate(keys, userId, changes, guard.onlyIfRoleId);
    if (!update) return membersRepository.getMember(accountId, userId);
    if (guard.adminsVersion !== undefined) {
      if ((await writeGuarded([{ Update: update }], keys, guard.adminsVersion)).length > 0) return undefined;
      return membersRepository.getMember(accountId, userId);
    }
    const out = await outputIfCondition(() => dynamo().send(new UpdateCommand({ ...update, ReturnValues: 'ALL_NEW' })));
    return strip<MembershipRecord>(out?.Attributes);
  },

  /**
   * Puts a member in a team or takes them out without losing a concurrent change to their other
   * teams: the list is rewritten only while it is still the one read, and read again otherwise.
   * Undefined when the membership is gone.
   */
  async setTeamMembership(accountId: string, userId: string, teamId: string, inTeam: boolean): Promise<MembershipRecord | undefined> {
    const keys = await tenant(accountId, 'write');
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await membersRepository.getMember(accountId, userId);
      if (!current) return undefined;
      const before = current.teamIds;
      if ((before ?? []).includes(teamId) === inTeam) return current;
      const after = inTeam ? [...(before ?? []), teamId] : (before ?? []).filter((id) => id !== teamId);
      const out = await outputIfCondition(() =>
        dynamo().send(
          new UpdateCommand({
            TableName: config.appTable,
            Key: keys.member(userId),
            UpdateExpression: 'SET #teams = :after',
            ConditionExpression:
              before === undefined ? 'attribute_exists(pk) AND attribute_not_exists(#teams)' : 'attribute_exists(pk) AND #teams = :before',
            ExpressionAttributeNames: { '#teams': 'teamIds' },
            ExpressionAttributeValues: before === undefined ? { ':after': after } : { ':after': after, ':before': before },
            ReturnValues: 'ALL_NEW',
          }),
        ),
      );
      if (out) return strip<MembershipRecord>(out.Attributes);
    }
    throw new Error(`the teams of member ${userId} kept changing`);
  },

  async getMember(accountId: string, userId: string): Promise<MembershipRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.member(userId), ConsistentRead: true }));
    return strip<MembershipRecord>(out.Item);
  },
};
