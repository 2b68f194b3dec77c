import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PermissionMap } from '@shared/permissions';
import type { VersionAccess } from '@shared/versions';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { writeWithClaims } from '@functions/data/claims';
import { tenant } from '@functions/data/tenant';
import { AdminsChangedError, memberUpdate, writeGuarded } from '@functions/users/members-repository';
import type { MembershipRecord } from '@functions/users/repository';

export interface CustomRoleRecord {
  id: string;
  name: string;
  fullAccess: boolean;
  permissions: PermissionMap;
  /** Absent on roles saved before version access: read through resolveVersions (both granted). */
  versions?: VersionAccess;
  createdAt: string;
  updatedAt?: string;
}

function toRole(item: Record<string, unknown>): CustomRoleRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as CustomRoleRecord;
}

/** Custom roles (keys in data/keys/people.ts), each with the claim of its lower-cased name. */
export const rolesRepository = {
  async list(accountId: string): Promise<CustomRoleRecord[]> {
    const roles = (await tenant(accountId)).roles();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': roles.pk, ':prefix': roles.prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(toRole);
  },

  async get(accountId: string, id: string): Promise<CustomRoleRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.role(id), ConsistentRead: true }));
    return out.Item ? toRole(out.Item) : undefined;
  },

  /** False when the name is taken in this account. */
  async create(accountId: string, role: CustomRoleRecord): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const refused = await writeWithClaims({
      claims: [{ key: keys.roleName(role.name), owner: { roleId: role.id }, refusal: 'refused' }],
      writes: [
        {
          item: {
            Put: { TableName: config.appTable, Item: { ...keys.role(role.id), ...role }, ConditionExpression: 'attribute_not_exists(pk)' },
          },
          refusal: 'refused',
        },
      ],
    });
    return refused === undefined;
  },

  /**
   * Saves a changed role, moving the name claim when the name changed; false when the new name is
   * taken or the role is gone. With `holders`, their new map is written in the same transaction,
   * each only while they still hold the role, under the administrators guard (AdminsChangedError
   * when the account's members changed since they were read).
   */
  async save(
    accountId: string,
    before: CustomRoleRecord,
    after: CustomRoleRecord,
    holders?: {
      adminsVersion: number;
      changes: readonly { userId: string; changes: Pick<MembershipRecord, 'permissions' | 'versions' | 'role'> }[];
    },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
    const put = {
      Put: { TableName: config.appTable, Item: { ...keys.role(after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' },
    };
    const claim = {
      Put: {
        TableName: config.appTable,
        Item: { ...keys.roleName(after.name), roleId: after.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const release = { Delete: { TableName: config.appTable, Key: keys.roleName(before.name) } };
    const items = renamed ? [put, claim, release] : [put];
    if (holders) {
      const updates = holders.changes.map((h) => ({ Update: memberUpdate(keys, h.userId, h.changes, after.id)! }));
      const failed = await writeGuarded([...items, ...updates], keys, holders.adminsVersion);
      if (failed.some((i) => i >= items.length)) throw new AdminsChangedError();
      return failed.length === 0;
    }
    return writeIfCondition(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
  },

  /** False when the role was already gone. */
  async delete(accountId: string, role: CustomRoleRecord): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: keys.role(role.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: config.appTable, Key: keys.roleName(role.name) } },
          ],
        }),
      ),
    );
  },
};
