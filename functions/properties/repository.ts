import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PropertyDef } from '@shared/properties';
import { writeWithClaims, type Claim } from '@functions/data/claims';
import type { TableKey } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/**
 * Custom property definitions (keys in data/keys/account.ts), with one claim item per lower-cased
 * name and per placeholder so both stay unique per account under concurrent edits.
 */
const table = () => config.appTable;

const strip = (item: Record<string, unknown>): PropertyDef => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as PropertyDef;
};

/** Which claim refused a write. */
export type ClaimConflict = 'name' | 'placeholder' | 'changed';

export const propertiesRepository = {
  async list(accountId: string): Promise<PropertyDef[]> {
    const properties = (await tenant(accountId)).properties();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': properties.pk, ':prefix': properties.prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(strip);
  },

  async get(accountId: string, id: string): Promise<PropertyDef | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.property(id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  async create(accountId: string, def: PropertyDef): Promise<ClaimConflict | undefined> {
    const keys = await tenant(accountId, 'write');
    return writeWithClaims<ClaimConflict>({
      claims: [
        { key: keys.propertyName(def.name), owner: { propertyId: def.id }, refusal: 'name' },
        { key: keys.propertyPlaceholder(def.placeholderName), owner: { propertyId: def.id }, refusal: 'placeholder' },
      ],
      writes: [
        {
          item: {
            Put: { TableName: table(), Item: { ...keys.property(def.id), ...def }, ConditionExpression: 'attribute_not_exists(pk)' },
          },
          refusal: 'changed',
        },
      ],
    });
  },

  /** Replaces the definition; moves the name and placeholder claims when they change. */
  async update(accountId: string, before: PropertyDef, after: PropertyDef): Promise<ClaimConflict | undefined> {
    const keys = await tenant(accountId, 'write');
    const claims: Claim<ClaimConflict>[] = [];
    const released: TableKey[] = [];
    if (before.name.toLowerCase() !== after.name.toLowerCase()) {
      claims.push({ key: keys.propertyName(after.name), owner: { propertyId: after.id }, refusal: 'name' });
      released.push(keys.propertyName(before.name));
    }
    if (before.placeholderName !== after.placeholderName) {
      claims.push({ key: keys.propertyPlaceholder(after.placeholderName), owner: { propertyId: after.id }, refusal: 'placeholder' });
      released.push(keys.propertyPlaceholder(before.placeholderName));
    }
    return writeWithClaims<ClaimConflict>({
      claims,
      released,
      writes: [
        {
          item: {
            Put: { TableName: table(), Item: { ...keys.property(after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' },
          },
          refusal: 'changed',
        },
      ],
    });
  },

  async delete(accountId: string, def: PropertyDef): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table(), Key: keys.property(def.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: table(), Key: keys.propertyName(def.name) } },
            { Delete: { TableName: table(), Key: keys.propertyPlaceholder(def.placeholderName) } },
          ],
        }),
      ),
    );
  },

  /** The account's switch for GSM numbers outside +48 (spec section 5), kept in the account's config. */
  async setAllowOtherGsmPrefixes(accountId: string, allow: boolean): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.account(),
        UpdateExpression: 'SET #config.#flag = :allow',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#config': 'config', '#flag': 'gsm_other_prefixes' },
        ExpressionAttributeValues: { ':allow': allow },
      }),
    );
  },
};
