import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TemplateFolder } from '@shared/schemas/templates';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { transactRetryingConflicts } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';

/**
 * Template folders: `TPLDIR#` with the claim of its name `TPLDIRNAME#<lower-case>` (unique per
 * account whatever the case) and `templates`, the count every template write moving a template in
 * or out keeps (./repository.ts), which a delete requires to be 0.
 */
const T = () => config.appTable;

/** Folders: a handful per account, read whole. */
export const templateFoldersRepository = {
  async list(accountId: string): Promise<TemplateFolder[]> {
    const range = (await tenant(accountId)).templateFolders();
    const items = await queryAll({
      TableName: T(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
    });
    return items.map(folderOf);
  },

  async get(accountId: string, id: string): Promise<TemplateFolder | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: T(), Key: keys.templateFolder(id), ConsistentRead: true }));
    return out.Item ? folderOf(out.Item) : undefined;
  },

  /** False when another folder of the account has the name (case-insensitive). */
  async create(accountId: string, folder: TemplateFolder): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: T(),
                Item: { ...keys.templateFolderName(folder.name), folderId: folder.id },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: T(),
                Item: { ...keys.templateFolder(folder.id), ...folder },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    return failed.length === 0;
  },

  /** 'exists' when the new name is another folder's, 'gone' when the folder is. */
  async rename(accountId: string, before: TemplateFolder, name: string): Promise<'ok' | 'exists' | 'gone'> {
    const keys = await tenant(accountId, 'write');
    const sameClaim = before.name.toLowerCase() === name.toLowerCase();
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: T(),
                Key: keys.templateFolder(before.id),
                UpdateExpression: 'SET #n = :n',
                ConditionExpression: 'attribute_exists(pk) AND #n = :old',
                ExpressionAttributeNames: { '#n': 'name' },
                ExpressionAttributeValues: { ':n': name, ':old': before.name },
              },
            },
            ...(sameClaim
              ? []
              : [
                  {
                    Put: {
                      TableName: T(),
                      Item: { ...keys.templateFolderName(name), folderId: before.id },
                      ConditionExpression: 'attribute_not_exists(pk)',
                    },
                  },
                  { Delete: { TableName: T(), Key: keys.templateFolderName(before.name) } },
                ]),
          ],
        }),
      ),
    );
    if (!failed.length) return 'ok';
    return failed.includes(0) ? 'gone' : 'exists';
  },

  /** Deleted only while it holds no template (the count is checked by the write). */
  async delete(accountId: string, folder: TemplateFolder): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: T(),
                Key: keys.templateFolder(folder.id),
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(templates) OR templates <= :zero)',
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
            { Delete: { TableName: T(), Key: keys.templateFolderName(folder.name) } },
          ],
        }),
      ),
    );
    return failed.length === 0;
  },
};

function folderOf(item: Record<string, unknown>): TemplateFolder {
  return { id: String(item.id), name: String(item.name), templates: Number(item.templates ?? 0), createdAt: String(item.createdAt) };
}
