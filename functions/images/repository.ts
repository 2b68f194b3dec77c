import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ImageType } from '@shared/rules/templates';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { queryFilteredPage } from '@functions/platform/filtered-page';

/** One image of the library: the item `IMG#<ulid>` (functions/data/keys/templates.ts); its file is images/<account>/<ulid>.<ext>. */
export interface ImageRecord {
  id: string;
  name: string;
  /** The name lower-cased: what a search compares (DynamoDB compares with case). */
  nameLower: string;
  type: ImageType;
  extension: string;
  bytes: number;
  width: number;
  height: number;
  createdAt: string;
  createdById: string;
}

const table = () => config.appTable;
const strip = ({ pk: _pk, sk: _sk, ...rest }: Record<string, unknown>) => rest as unknown as ImageRecord;

export const imagesRepository = {
  async create(accountId: string, record: ImageRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.image(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(accountId: string, id: string): Promise<ImageRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.image(id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  /** Newest first (ulids sort by time); `q` keeps names containing it, whatever the case (read on until the page fills). */
  async list(accountId: string, limit: number, cursor?: string, q?: string): Promise<{ items: ImageRecord[]; cursor?: string }> {
    const range = (await tenant(accountId)).images();
    const needle = q?.trim().toLowerCase();
    const page = await queryFilteredPage(
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
        ScanIndexForward: false,
      },
      { pk: range.pk },
      limit,
      cursor,
      needle ? (item) => typeof item.nameLower === 'string' && item.nameLower.includes(needle) : undefined,
    );
    return { items: page.items.map(strip), cursor: page.cursor };
  },

  /** The deleted record, or undefined when there was none (deleted meanwhile, or another account's id). */
  async delete(accountId: string, id: string): Promise<ImageRecord | undefined> {
    const keys = await tenant(accountId, 'write');
    const out = await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.image(id), ReturnValues: 'ALL_OLD' }));
    return out.Attributes ? strip(out.Attributes) : undefined;
  },
};
