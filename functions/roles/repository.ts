import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { PermissionMap } from '@shared/permissions';
import type { VersionAccess } from '@shared/versions';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/dynamo';
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

const pk = (accountId: string) => `ACC#${accountId}`;
const roleKey = (accountId: string, id: string) => ({ pk: pk(accountId), sk: `ROLE#${id}` });
/** One item per lower-cased name makes "role names are unique per account" a condition, not a race. */
const nameKey = (accountId: string, name: string) => ({ pk: pk(accountId), sk: `ROLENAME#${name.toLowerCase()}` });

function toRole(item: Record<string, unknown>): CustomRoleRecord {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as CustomRoleRecord;
}

export const rolesRepository = {
  async list(accountId: string): Promise<CustomRoleRecord[]> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': 'ROLE#' },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(toRole);
  },

  async get(accountId: string, id: string): Promise<CustomRoleRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: roleKey(accountId, id), ConsistentRead: true }));
    return out.Item ? toRole(out.Item) : undefined;
  },

  /** False when the name is taken in this account. */
  async create(accountId: string, role: CustomRoleRecord): Promise<boolean> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: config.appTable, Item: { ...nameKey(accountId, role.name), roleId: role.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: config.appTable, Item: { ...roleKey(accountId, role.id), ...role }, ConditionExpression: 'attribute_not_exists(pk)' } },
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
   * Saves a changed role, moving the name claim when the name changed; false when the new name is
   * taken or the role is gone. With `holders`, their new map is written in the same transaction,
   * each only while they still hold the role, under the administrators guard (AdminsChangedError
   * when the account's members changed since they were read).
   */
  async save(
    accountId: string,
    before: CustomRoleRecord,
    after: CustomRoleRecord,
    holders?: { adminsVersion: number; changes: readonly { userId: string; changes: Pick<MembershipRecord, 'permissions' | 'versions' | 'role'> }[] },
  ): Promise<boolean> {
    const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
    const put = { Put: { TableName: config.appTable, Item: { ...roleKey(accountId, after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' } };
    const claim = { Put: { TableName: config.appTable, Item: { ...nameKey(accountId, after.name), roleId: after.id }, ConditionExpression: 'attribute_not_exists(pk)' } };
    const release = { Delete: { TableName: config.appTable, Key: nameKey(accountId, before.name) } };
    const items = renamed ? [put, claim, release] : [put];
    if (holders) {
      const updates = holders.changes.map((h) => ({ Update: memberUpdate(accountId, h.userId, h.changes, after.id)! }));
      const failed = await writeGuarded([...items, ...updates], accountId, holders.adminsVersion);
      if (failed.some((i) => i >= items.length)) throw new AdminsChangedError();
      return failed.length === 0;
    }
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** False when the role was already gone. */
  async delete(accountId: string, role: CustomRoleRecord): Promise<boolean> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: roleKey(accountId, role.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: config.appTable, Key: nameKey(accountId, role.name) } },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
