import { QueryCommand, TransactWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { IMPORT_SCHEMAS_MAX, type ImportSchema } from '@shared/schemas/imports';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { writeWithClaims } from '@functions/data/claims';
import { tenant } from '@functions/data/tenant';

/**
 * Import schemas (spec section 3: name and field mapping; keys in data/keys/jobs.ts): the schema,
 * the claim of its lower-cased name (unique per account), and their count (at most 10, checked in
 * the same transaction).
 */
const table = () => config.appTable;

export type SchemaWriteResult = 'ok' | 'name' | 'limit' | 'missing';

const strip = ({ pk: _pk, sk: _sk, ...rest }: Record<string, unknown>) => rest as unknown as ImportSchema;

export const importSchemasRepository = {
  async list(accountId: string): Promise<ImportSchema[]> {
    const schemas = (await tenant(accountId)).importSchemas();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': schemas.pk, ':p': schemas.prefix },
      }),
    );
    return (out.Items ?? []).map(strip);
  },

  async get(accountId: string, id: string): Promise<ImportSchema | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.importSchema(id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  async create(accountId: string, schema: ImportSchema): Promise<SchemaWriteResult> {
    const keys = await tenant(accountId, 'write');
    const refused = await writeWithClaims<SchemaWriteResult>({
      claims: [{ key: keys.importSchemaName(schema.name), owner: { schemaId: schema.id }, refusal: 'name' }],
      writes: [
        {
          item: {
            Update: {
              TableName: table(),
              Key: keys.importSchemaCount(),
              UpdateExpression: 'ADD #n :one',
              ConditionExpression: 'attribute_not_exists(#n) OR #n < :max',
              ExpressionAttributeNames: { '#n': 'count' },
              ExpressionAttributeValues: { ':one': 1, ':max': IMPORT_SCHEMAS_MAX },
            },
          },
          refusal: 'limit',
        },
        { item: { Put: { TableName: table(), Item: { ...keys.importSchema(schema.id), ...schema } } } },
      ],
    });
    return refused ?? 'ok';
  },

  async update(accountId: string, before: ImportSchema, after: ImportSchema): Promise<SchemaWriteResult> {
    const keys = await tenant(accountId, 'write');
    const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
    const refused = await writeWithClaims<SchemaWriteResult>({
      claims: renamed ? [{ key: keys.importSchemaName(after.name), owner: { schemaId: after.id }, refusal: 'name' }] : [],
      released: renamed ? [keys.importSchemaName(before.name)] : [],
      writes: [
        {
          item: {
            Put: {
              TableName: table(),
              Item: { ...keys.importSchema(after.id), ...after },
              ConditionExpression: 'updatedAt = :seen',
              ExpressionAttributeValues: { ':seen': before.updatedAt },
            },
          },
          refusal: 'missing',
        },
      ],
    });
    return refused ?? 'ok';
  },

  async delete(accountId: string, schema: ImportSchema): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table(), Key: keys.importSchema(schema.id), ConditionExpression: 'attribute_exists(pk)' } },
            { Delete: { TableName: table(), Key: keys.importSchemaName(schema.name) } },
            {
              Update: {
                TableName: table(),
                Key: keys.importSchemaCount(),
                UpdateExpression: 'ADD #n :minus',
                ExpressionAttributeNames: { '#n': 'count' },
                ExpressionAttributeValues: { ':minus': -1 },
              },
            },
          ],
        }),
      ),
    );
  },
};
