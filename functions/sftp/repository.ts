import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SftpAuthKind, SftpTestResult } from '@shared/schemas/sftp';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { outputIfCondition, updateOf, writeIfCondition } from '@functions/platform/dynamo';

/** A server as stored (keys in data/keys/sftp.ts); its secret lives in Secrets Manager under `secretName`. */
export interface SftpServerRecord {
  id: string;
  name: string;
  host: string;
  port: number;
  folder: string;
  username: string;
  auth: SftpAuthKind;
  secretName: string;
  /** SHA256 of the host key seen at the first successful connection (trust on first use). */
  hostKeyFingerprint?: string;
  lastTest?: SftpTestResult;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
}

const strip = (item: Record<string, unknown>): SftpServerRecord => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as SftpServerRecord;
};

export const sftpRepository = {
  async list(accountId: string): Promise<SftpServerRecord[]> {
    const range = (await tenant(accountId)).sftpServers();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).map(strip);
  },

  async get(accountId: string, id: string): Promise<SftpServerRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.sftpServer(id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  async create(accountId: string, record: SftpServerRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.sftpServer(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** Sets and removes attributes of an existing server; the server after, or undefined when it is gone (or `when` failed). */
  async change(
    accountId: string,
    id: string,
    change: { set?: Record<string, unknown>; remove?: readonly string[] },
    when: { expression: string; values: Record<string, unknown> } = { expression: 'attribute_exists(pk)', values: {} },
  ): Promise<SftpServerRecord | undefined> {
    const keys = await tenant(accountId, 'write');
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ...when.values };
    const expression = updateOf(change, names, values);
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.sftpServer(id),
          UpdateExpression: expression,
          ConditionExpression: when.expression,
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out?.Attributes ? strip(out.Attributes) : undefined;
  },

  async remove(accountId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({ TableName: config.appTable, Key: keys.sftpServer(id), ConditionExpression: 'attribute_exists(pk)' }),
      ),
    );
  },
};
