import { QueryCommand, TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_SCHEMAS_MAX, type ImportSchema } from '@shared/schemas/imports';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/dynamo';

/**
 * Import schemas (spec section 3: name and field mapping), in the account's partition:
 * `IMPSCHEMA#<id>` the schema, `IMPSCHEMANAME#<lower-case name>` claims its name (unique per
 * account), `IMPSCHEMAS` counts them (at most 10, checked in the same transaction).
 */
const pk = (accountId: string) => `ACC#${accountId}`;
const table = () => config.appTable;
const schemaKey = (accountId: string, id: string) => ({ pk: pk(accountId), sk: `IMPSCHEMA#${id}` });
const nameKey = (accountId: string, name: string) => ({ pk: pk(accountId), sk: `IMPSCHEMANAME#${name.toLowerCase()}` });
const counterKey = (accountId: string) => ({ pk: pk(accountId), sk: 'IMPSCHEMAS' });

export type SchemaWriteResult = 'ok' | 'name' | 'limit' | 'missing';

const strip = ({ pk: _pk, sk: _sk, ...rest }: Record<string, unknown>) => rest as unknown as ImportSchema;

/** Which condition refused a transaction, by the position of its items. */
function refusedBy(error: unknown, roles: SchemaWriteResult[]): SchemaWriteResult {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  const index = reasons.findIndex((r) => r.Code === 'ConditionalCheckFailed');
  return roles[index] ?? 'missing';
}

export const importSchemasRepository = {
  async list(accountId: string): Promise<ImportSchema[]> {
    const out = await dynamo().send(
      new QueryCommand({ TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)', ExpressionAttributeValues: { ':pk': pk(accountId), ':p': 'IMPSCHEMA#' } }),
    );
    return (out.Items ?? []).map(strip);
  },

  async get(accountId: string, id: string): Promise<ImportSchema | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: schemaKey(accountId, id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  async create(accountId: string, schema: ImportSchema): Promise<SchemaWriteResult> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table(), Item: { ...nameKey(accountId, schema.name), schemaId: schema.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Update: {
                TableName: table(), Key: counterKey(accountId), UpdateExpression: 'ADD #n :one',
                ConditionExpression: 'attribute_not_exists(#n) OR #n < :max', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':one': 1, ':max': IMPORT_SCHEMAS_MAX },
              },
            },
            { Put: { TableName: table(), Item: { ...schemaKey(accountId, schema.id), ...schema } } },
          ],
        }),
      );
      return 'ok';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return refusedBy(error, ['name', 'limit']);
    }
  },

  async update(accountId: string, before: ImportSchema, after: ImportSchema): Promise<SchemaWriteResult> {
    const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            ...(renamed
              ? [
                  { Put: { TableName: table(), Item: { ...nameKey(accountId, after.name), schemaId: after.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
                  { Delete: { TableName: table(), Key: nameKey(accountId, before.name) } },
                ]
              : []),
            { Put: { TableName: table(), Item: { ...schemaKey(accountId, after.id), ...after }, ConditionExpression: 'updatedAt = :seen', ExpressionAttributeValues: { ':seen': before.updatedAt } } },
          ],
        }),
      );
      return 'ok';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return refusedBy(error, renamed ? ['name', 'missing', 'missing'] : ['missing']);
    }
  },

  async delete(accountId: string, schema: ImportSchema): Promise<boolean> {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table(), Key: schemaKey(accountId, schema.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: table(), Key: nameKey(accountId, schema.name) } },
            { Update: { TableName: table(), Key: counterKey(accountId), UpdateExpression: 'ADD #n :minus', ExpressionAttributeNames: { '#n': 'count' }, ExpressionAttributeValues: { ':minus': -1 } } },
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
