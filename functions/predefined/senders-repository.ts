import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { SENDERS_MAX } from '@shared/rules/predefined';
import { writeWithClaims } from '@functions/data/claims';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { limitCounter, type CountRefusal } from './limit-counter';

/** A predefined sender as stored (keys in data/keys/predefined.ts); which one is the default is kept apart, on `SENDERDEFAULT`. */
export interface SenderRecord {
  id: string;
  name: string;
  fromEmail: string;
  replyTo: string;
  createdAt: string;
  updatedAt: string;
  updatedBy?: string;
}

const table = () => config.appTable;
const FIELDS = ['id', 'name', 'fromEmail', 'replyTo', 'createdAt', 'updatedAt', 'updatedBy'] as const;

function toRecord(item: Record<string, unknown>): SenderRecord {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as unknown as SenderRecord;
}

/** The senders' limit, a condition on their counter (limit-counter.ts); its first value is how many senders there are. */
const counter = limitCounter('senders', SENDERS_MAX);
const count = (accountId: string) => async () => (await sendersRepository.list(accountId)).senders.length;

export const sendersRepository = {
  /**
   * The senders, oldest first, and the default's id. The default is one item, so there is never a
   * second; should it name no sender (a deletion raced an addition), the oldest is the default.
   */
  async list(accountId: string): Promise<{ senders: SenderRecord[]; defaultId?: string }> {
    const keys = await tenant(accountId);
    const range = keys.senders();
    const [items, pointer] = await Promise.all([
      queryAll({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ConsistentRead: true,
      }),
      dynamo().send(new GetCommand({ TableName: table(), Key: keys.senderDefault(), ConsistentRead: true })),
    ]);
    const senders = items.map(toRecord).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    const named = pointer.Item?.senderId as string | undefined;
    const defaultId = senders.some((s) => s.id === named) ? named : senders[0]?.id;
    return { senders, ...(defaultId ? { defaultId } : {}) };
  },

  async get(accountId: string, id: string): Promise<SenderRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.sender(id), ConsistentRead: true }));
    return out.Item ? toRecord(out.Item) : undefined;
  },

  /**
   * Stores a new sender, counted ('limit' when the account has SENDERS_MAX already); it becomes the
   * default when asked to, or when the account had none.
   */
  async create(accountId: string, record: SenderRecord, makeDefault: boolean): Promise<'limit' | undefined> {
    const keys = await tenant(accountId, 'write');
    const refused = await counter.counted(accountId, count(accountId), () =>
      writeWithClaims<CountRefusal | 'exists'>({
        writes: [
          counter.up(keys),
          {
            item: {
              Put: { TableName: table(), Item: { ...keys.sender(record.id), ...record }, ConditionExpression: 'attribute_not_exists(pk)' },
            },
            refusal: 'exists',
          },
        ],
      }),
    );
    if (refused === 'exists') throw new Error(`sender ${record.id} exists already`);
    if (refused) return 'limit';
    await writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.senderDefault(), senderId: record.id },
          ...(makeDefault ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
        }),
      ),
    );
    return undefined;
  },

  /** Saves a changed sender (false when it is gone), and makes it the default when asked to. */
  async save(accountId: string, record: SenderRecord, makeDefault: boolean): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const put = { TableName: table(), Item: { ...keys.sender(record.id), ...record }, ConditionExpression: 'attribute_exists(pk)' };
    return writeIfCondition(() =>
      makeDefault
        ? dynamo().send(
            new TransactWriteCommand({
              TransactItems: [{ Put: put }, { Put: { TableName: table(), Item: { ...keys.senderDefault(), senderId: record.id } } }],
            }),
          )
        : dynamo().send(new PutCommand(put)),
    );
  },

  /**
   * Deletes a sender. `wasDefault`: it was the default (and the last one), so the default goes too;
   * otherwise the deletion holds only while it is still not the default (a concurrent "make default"
   * wins). False when the sender was gone or had become the default.
   */
  async remove(accountId: string, id: string, wasDefault: boolean): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const pointer = wasDefault
      ? { Delete: { TableName: table(), Key: keys.senderDefault() } }
      : {
          ConditionCheck: {
            TableName: table(),
            Key: keys.senderDefault(),
            ConditionExpression: 'attribute_not_exists(pk) OR senderId <> :id',
            ExpressionAttributeValues: { ':id': id },
          },
        };
    const refused = await counter.counted(accountId, count(accountId), () =>
      writeWithClaims<CountRefusal | 'refused'>({
        writes: [
          {
            item: { Delete: { TableName: table(), Key: keys.sender(id), ConditionExpression: 'attribute_exists(pk)' } },
            refusal: 'refused',
          },
          { item: pointer, refusal: 'refused' },
          counter.down(keys),
        ],
      }),
    );
    return refused === undefined;
  },
};
