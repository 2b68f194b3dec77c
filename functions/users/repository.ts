import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, UserRole } from '@shared/constants';
import type { PermissionMap } from '@shared/permissions';
import type { VersionAccess } from '@shared/versions';
import type { NotificationSettings } from '@shared/schemas/notifications';
import type { Prefs } from '@shared/schemas/user';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { isConditionFailure, writeIfCondition } from '@functions/platform/dynamo';
import { deleteAllMatching } from '@functions/platform/query';
import { CURRENT_LAYOUT, type DataLayout } from '@functions/data/keys';

export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Extract<UserRole, 'SUPER_ADMIN' | 'USER'>;
  activated: boolean;
  onboarded: boolean;
  banned: boolean;
  prefs: Prefs;
  defaultAccountId: string;
  /** Changes whenever the password does, so an old recovery link stops working. */
  passwordVersion: number;
  createdAt: string;
  /** Mirrors the 2FA record (functions/security), so member lists need no extra read. */
  twoFactorEnabled?: boolean;
  /** S3 key of the avatar in the assets bucket. */
  avatarKey?: string;
  /** The last authenticated request or session refresh, recorded at most once a minute (functions/users/presence.ts). */
  lastSeenAt?: string;
  /**
   * Set when a super administrator deleted the user (functions/admin/users-service.ts): what stays of
   * them is this trace; e-mail, name and avatar are erased and the user is off the platform list.
   */
  deletedAt?: string;
  deletedBy?: string;
}

export interface AccountRecord {
  id: string;
  name: string;
  plan: 'trial' | 'standard' | 'advanced' | 'premium';
  ownerId: string;
  createdAt: string;
  trialEndsAt: string;
  /** `gsm_other_prefixes`: subscribers' numbers may be outside +48 (absent on accounts made before it). */
  config: { blacklist_enabled: boolean; gsm_other_prefixes?: boolean };
  /** How the account's items are keyed (functions/data/layout.ts): absent on accounts made before sharding (layout 1). */
  dataLayout?: DataLayout;
  /** Set while a migration moves the account's items; its writes are refused meanwhile. */
  migration?: { to: DataLayout; startedAt: string };
}

export interface MembershipRecord {
  accountId: string;
  userId: string;
  role: Extract<UserRole, 'ADMIN' | 'USER'>;
  permissions: PermissionMap;
  /** Working and ready versions, copied from the role like `permissions`; absent on older memberships (read through resolveVersions: both). */
  versions?: VersionAccess;
  language: Language;
  /** User administration (absent on memberships made before it): the named role, which a hand-edited map turns to 'custom'. */
  roleId?: string;
  /** Blocked in this account (spec: banned); the session middleware refuses them. */
  banned?: boolean;
  /** Locked by an administrator; refused like a blocked member until unlocked. */
  locked?: boolean;
  teamIds?: string[];
  /** Spec section 6: access limited to these segments (validated for shape only until segments exist). */
  segmentIds?: string[];
  addedAt?: string;
  /** The member's own notification choices in this account (functions/notifications); absent: the defaults. */
  notifications?: Partial<NotificationSettings>;
}

// Exported for functions/users/members-repository.ts, which shares these items.
export const userKey = (id: string) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
export const emailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: 'USER' });
export const accountKey = (id: string) => ({ pk: `ACC#${id}`, sk: 'ACCOUNT' });
export const memberKey = (accountId: string, userId: string) => ({ pk: `ACC#${accountId}`, sk: `MEMBER#${userId}` });
/** Every account on gsi1, newest last by creation time: the super administrators' list (functions/admin). */
export const accountListKey = (account: Pick<AccountRecord, 'id' | 'createdAt'>) => ({ gsi1pk: 'ACCOUNTS', gsi1sk: `${account.createdAt}#${account.id}` });
/**
 * Every platform user on gsi1, by e-mail (lower case), so the super administrators' list pages in
 * e-mail order and finds users by the start of the address with a key condition (functions/admin).
 * Written with the user item wherever one is created (registration here, invitations in
 * members-repository.ts). Users made before it are not on the list: a one-off migration would scan
 * the table for `sk = PROFILE` items without `gsi1pk` (and without `deletedAt`) and SET both
 * attributes from this function.
 */
export const userListKey = (user: Pick<UserRecord, 'id' | 'email'>) => ({ gsi1pk: 'USERS', gsi1sk: `${user.email.toLowerCase()}#${user.id}` });

export function strip<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest as T;
}

export const usersRepository = {
  async getUser(id: string): Promise<UserRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: userKey(id) }));
    return strip<UserRecord>(out.Item);
  },

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: emailKey(email) }));
    return out.Item?.userId as string | undefined;
  },

  /** Creates the user, their e-mail claim, a new account and the owner's membership atomically. */
  async createUserWithAccount(user: UserRecord, account: AccountRecord, membership: MembershipRecord): Promise<void> {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: config.appTable, Item: { ...emailKey(user.email), userId: user.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: config.appTable, Item: { ...userKey(user.id), ...userListKey(user), ...user }, ConditionExpression: 'attribute_not_exists(pk)' } },
          // A new account starts in the current layout: nothing of it was ever written in an older one.
          { Put: { TableName: config.appTable, Item: { ...accountKey(account.id), ...accountListKey(account), dataLayout: CURRENT_LAYOUT, ...account }, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: config.appTable,
              Item: { ...memberKey(account.id, user.id), gsi1pk: `USER#${user.id}`, gsi1sk: `ACC#${account.id}`, ...membership },
            },
          },
        ],
      }),
    );
  },

  /** Undoes createUserWithAccount when the identity store refuses the user. */
  async deleteUserWithAccount(user: UserRecord, accountId: string): Promise<void> {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: config.appTable, Key: emailKey(user.email) } },
          { Delete: { TableName: config.appTable, Key: userKey(user.id) } },
          { Delete: { TableName: config.appTable, Key: accountKey(accountId) } },
          { Delete: { TableName: config.appTable, Key: memberKey(accountId, user.id) } },
        ],
      }),
    );
  },

  async updateUser(id: string, changes: Partial<Pick<UserRecord, 'activated' | 'onboarded' | 'prefs' | 'passwordVersion' | 'banned' | 'name' | 'twoFactorEnabled' | 'avatarKey' | 'defaultAccountId'>>): Promise<UserRecord> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const sets = Object.entries(changes).map(([k, v], i) => {
      names[`#f${i}`] = k;
      values[`:v${i}`] = v;
      return `#f${i} = :v${i}`;
    });
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: userKey(id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return strip<UserRecord>(out.Attributes)!;
  },

  /**
   * Records the user's last activity unless it was recorded after `cutoff`: of a burst of requests
   * only the first one's write passes the condition. False when nothing was written.
   */
  async recordLastSeen(id: string, at: string, cutoff: string): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: userKey(id),
          UpdateExpression: 'SET lastSeenAt = :at',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastSeenAt) OR lastSeenAt <= :cutoff)',
          ExpressionAttributeValues: { ':at': at, ':cutoff': cutoff },
        }),
      ),
    );
  },

  /**
   * A deleted user's personal data goes (spec section 6: super administrators delete users): the
   * e-mail claim, so the address may sign up afresh as someone new; e-mail, name and avatar key;
   * the place on the platform list. The item stays as the audit trace (id, deletedAt, deletedBy),
   * banned, so a session that somehow survived is refused. False when the user was already deleted.
   */
  async eraseUser(user: Pick<UserRecord, 'id' | 'email'>, deletedAt: string, deletedBy: string): Promise<boolean> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: emailKey(user.email) } },
            {
              Update: {
                TableName: config.appTable,
                Key: userKey(user.id),
                UpdateExpression: 'SET email = :empty, #name = :empty, banned = :true, activated = :false, deletedAt = :at, deletedBy = :by REMOVE avatarKey, lastSeenAt, twoFactorEnabled, gsi1pk, gsi1sk',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
                ExpressionAttributeNames: { '#name': 'name' },
                ExpressionAttributeValues: { ':empty': '', ':true': true, ':false': false, ':at': deletedAt, ':by': deletedBy },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /**
   * Everything under the user's own partition but the user item: password history, 2FA, timed
   * permissions and their failures, mail throttles, their copies of login history and activity
   * (functions/security and functions/auth keep them there). For a deleted user: only they were
   * concerned. Idempotent.
   */
  async purgeUserItems(id: string): Promise<void> {
    await deleteAllMatching(
      { TableName: config.appTable, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': userKey(id).pk } },
      (key) => key.sk === userKey(id).sk,
    );
  },

  async getAccount(id: string): Promise<AccountRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: accountKey(id) }));
    return strip<AccountRecord>(out.Item);
  },

  async getMembership(accountId: string, userId: string): Promise<MembershipRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: memberKey(accountId, userId) }));
    return strip<MembershipRecord>(out.Item);
  },

  async listMemberships(userId: string): Promise<MembershipRecord[]> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :acc)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':acc': 'ACC#' },
      }),
    );
    return (out.Items ?? []).map((item) => strip<MembershipRecord>(item)!);
  },

  async deleteMembershipForTests(accountId: string, userId: string): Promise<void> {
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: memberKey(accountId, userId) }));
  },
};
