import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PropertyDef } from '@shared/properties';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/dynamo';

/**
 * Custom property definitions: `PROP#<id>`, with one claim item per lower-cased name and per
 * placeholder so both stay unique per account under concurrent edits.
 */
const pk = (accountId: string) => `ACC#${accountId}`;
const propKey = (accountId: string, id: string) => ({ pk: pk(accountId), sk: `PROP#${id}` });
const nameKey = (accountId: string, name: string) => ({ pk: pk(accountId), sk: `PROPNAME#${name.toLowerCase()}` });
const placeholderKey = (accountId: string, placeholder: string) => ({ pk: pk(accountId), sk: `PROPPH#${placeholder}` });
const accountKey = (accountId: string) => ({ pk: pk(accountId), sk: 'ACCOUNT' });
const table = () => config.appTable;

const strip = (item: Record<string, unknown>): PropertyDef => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as PropertyDef;
};

/** Which claim refused a write. */
export type ClaimConflict = 'name' | 'placeholder' | 'changed';

function conflictOf(error: unknown, roles: ClaimConflict[]): ClaimConflict | undefined {
  if (!isConditionFailure(error)) return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const index = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
  return roles[index] ?? 'changed';
}

export const propertiesRepository = {
  async list(accountId: string): Promise<PropertyDef[]> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': 'PROP#' }, ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(strip);
  },

  async get(accountId: string, id: string): Promise<PropertyDef | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: propKey(accountId, id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  async create(accountId: string, def: PropertyDef): Promise<ClaimConflict | undefined> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table(), Item: { ...nameKey(accountId, def.name), propertyId: def.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: table(), Item: { ...placeholderKey(accountId, def.placeholderName), propertyId: def.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: table(), Item: { ...propKey(accountId, def.id), ...def }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      );
      return undefined;
    } catch (error) {
      const conflict = conflictOf(error, ['name', 'placeholder', 'changed']);
      if (conflict) return conflict;
      throw error;
    }
  },

  /** Replaces the definition; moves the name and placeholder claims when they change. */
  async update(accountId: string, before: PropertyDef, after: PropertyDef): Promise<ClaimConflict | undefined> {
    const items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> = [];
    const roles: ClaimConflict[] = [];
    if (before.name.toLowerCase() !== after.name.toLowerCase()) {
      items.push({ Delete: { TableName: table(), Key: nameKey(accountId, before.name) } });
      roles.push('changed');
      items.push({ Put: { TableName: table(), Item: { ...nameKey(accountId, after.name), propertyId: after.id }, ConditionExpression: 'attribute_not_exists(pk)' } });
      roles.push('name');
    }
    if (before.placeholderName !== after.placeholderName) {
      items.push({ Delete: { TableName: table(), Key: placeholderKey(accountId, before.placeholderName) } });
      roles.push('changed');
      items.push({ Put: { TableName: table(), Item: { ...placeholderKey(accountId, after.placeholderName), propertyId: after.id }, ConditionExpression: 'attribute_not_exists(pk)' } });
      roles.push('placeholder');
    }
    items.push({ Put: { TableName: table(), Item: { ...propKey(accountId, after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' } });
    roles.push('changed');
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return undefined;
    } catch (error) {
      const conflict = conflictOf(error, roles);
      if (conflict) return conflict;
      throw error;
    }
  },

  async delete(accountId: string, def: PropertyDef): Promise<boolean> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table(), Key: propKey(accountId, def.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: table(), Key: nameKey(accountId, def.name) } },
            { Delete: { TableName: table(), Key: placeholderKey(accountId, def.placeholderName) } },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  /** The account's switch for GSM numbers outside +48 (spec section 5), kept in the account's config. */
  async setAllowOtherGsmPrefixes(accountId: string, allow: boolean): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(), Key: accountKey(accountId),
        UpdateExpression: 'SET #config.#flag = :allow', ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#config': 'config', '#flag': 'gsm_other_prefixes' }, ExpressionAttributeValues: { ':allow': allow },
      }),
    );
  },
};
