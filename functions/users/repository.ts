import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { Language, UserRole } from '@shared/constants';
import type { PermissionMap } from '@shared/permissions';
import type { VersionAccess } from '@shared/versions';
import type { NotificationSettings } from '@shared/schemas/notifications';
import type { Prefs } from '@shared/schemas/user';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { deleteAllMatching } from '@functions/platform/query';
import { CURRENT_LAYOUT, keysFor, platformKeys, type DataLayout } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';

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
  /** 4-eye verification of sendings (company settings, global; accountSettings.fourEye). */
  fourEye?: boolean;
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

export function strip<T>(item: Record<string, unknown> | undefined): T | undefined {
  if (!item) return undefined;
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest as T;
}

/**
 * Users are the platform's (their keys are platformKeys); accounts and memberships are account data,
 * reached through tenant(). A user's place on the super administrators' list (platformKeys
 * userListEntry) is written with the user item wherever one is created (registration here,
 * invitations in members-repository.ts); users made before it are not on the list: a one-off
 * migration would scan the table for `sk = PROFILE` items without `gsi1pk` (and without
 * `deletedAt`) and SET both attributes from that function.
 */
export const usersRepository = {
  async getUser(id: string): Promise<UserRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: platformKeys.user(id) }));
    return strip<UserRecord>(out.Item);
  },

  async findUserIdByEmail(email: string): Promise<string | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: platformKeys.emailClaim(email) }));
    return out.Item?.userId as string | undefined;
  },

  /**
   * Creates the user, their e-mail claim, a new account and the owner's membership atomically; false
   * when the address was taken meanwhile (two sign-ups at once).
   */
  async createUserWithAccount(user: UserRecord, account: AccountRecord, membership: MembershipRecord): Promise<boolean> {
    // A new account starts in the current layout (nothing of it was ever written in an older one), so
    // its keys come from that layout rather than from tenant(), which would read a record not yet there.
    const keys = keysFor(account.id, CURRENT_LAYOUT);
    return writeIfCondition(() =>
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
            {
              Put: {
                TableName: config.appTable,
                Item: { ...keys.account(), ...keys.accountListEntry(account.createdAt), dataLayout: CURRENT_LAYOUT, ...account },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            { Put: { TableName: config.appTable, Item: { ...keys.member(user.id), ...keys.memberIndex(user.id), ...membership } } },
          ],
        }),
      ),
    );
  },

  /** Undoes createUserWithAccount when the identity store refuses the user. */
  async deleteUserWithAccount(user: UserRecord, accountId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Delete: { TableName: config.appTable, Key: platformKeys.emailClaim(user.email) } },
          { Delete: { TableName: config.appTable, Key: platformKeys.user(user.id) } },
          { Delete: { TableName: config.appTable, Key: keys.account() } },
          { Delete: { TableName: config.appTable, Key: keys.member(user.id) } },
        ],
      }),
    );
  },

  async updateUser(
    id: string,
    changes: Partial<
      Pick<
        UserRecord,
        'activated' | 'onboarded' | 'prefs' | 'passwordVersion' | 'banned' | 'name' | 'twoFactorEnabled' | 'avatarKey' | 'defaultAccountId'
      >
    >,
  ): Promise<UserRecord> {
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
        Key: platformKeys.user(id),
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
          Key: platformKeys.user(id),
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
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: platformKeys.emailClaim(user.email) } },
            {
              Update: {
                TableName: config.appTable,
                Key: platformKeys.user(user.id),
                UpdateExpression:
                  'SET email = :empty, #name = :empty, banned = :true, activated = :false, deletedAt = :at, deletedBy = :by REMOVE avatarKey, lastSeenAt, twoFactorEnabled, gsi1pk, gsi1sk',
                ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
                ExpressionAttributeNames: { '#name': 'name' },
                ExpressionAttributeValues: { ':empty': '', ':true': true, ':false': false, ':at': deletedAt, ':by': deletedBy },
              },
            },
          ],
        }),
      ),
    );
  },

  /**
   * Everything under the user's own partition but the user item: password history, 2FA, timed
   * permissions and their failures, mail throttles, their copies of login history and activity
   * (functions/security and functions/auth keep them there). For a deleted user: only they were
   * concerned. Idempotent.
   */
  async purgeUserItems(id: string): Promise<void> {
    const userItem = platformKeys.user(id);
    await deleteAllMatching(
      {
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': platformKeys.userPartition(id) },
      },
      (key) => key.pk === userItem.pk && key.sk === userItem.sk,
    );
  },

  async getAccount(id: string): Promise<AccountRecord | undefined> {
    const keys = await tenant(id);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.account() }));
    return strip<AccountRecord>(out.Item);
  },

  async getMembership(accountId: string, userId: string): Promise<MembershipRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.member(userId) }));
    return strip<MembershipRecord>(out.Item);
  },

  async listMemberships(userId: string): Promise<MembershipRecord[]> {
    const index = platformKeys.userMemberships(userId);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :acc)',
        ExpressionAttributeValues: { ':pk': index.gsi1pk, ':acc': index.prefix },
      }),
    );
    return (out.Items ?? []).map((item) => strip<MembershipRecord>(item)!);
  },

  async deleteMembershipForTests(accountId: string, userId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: keys.member(userId) }));
  },
};
