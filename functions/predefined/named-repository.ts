import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { KeyRange, TableKey } from '@functions/data/keys';
import { writeWithClaims, type Claim } from '@functions/data/claims';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { queryAll } from '@functions/platform/query';
import type { CountRefusal, limitCounter } from './limit-counter';

type LimitCounter = ReturnType<typeof limitCounter>;

/** What every named predefined item has: its name is unique per account, case ignored. */
export interface NamedRecord {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
}

/** Where one kind lives in the key registry (data/keys/predefined.ts). */
interface NamedKeys {
  item: (keys: TenantKeys, id: string) => TableKey;
  range: (keys: TenantKeys) => KeyRange;
  name: (keys: TenantKeys, name: string) => TableKey;
}

/** Why a write was refused: the name is another's, the item is gone, or the kind is at its limit. */
export type NamedRefusal = 'name' | 'missing' | 'limit';

const table = () => config.appTable;

/**
 * A repository of items with a unique name (test groups, tags): the claim of the lower-cased name
 * makes the uniqueness a condition, not a race, as team and property names do.
 */
export function namedRepository<R extends NamedRecord>(k: NamedKeys, fields: readonly (keyof R & string)[], counter: LimitCounter) {
  const toRecord = (item: Record<string, unknown>): R => {
    const out: Record<string, unknown> = {};
    for (const field of fields) if (item[field] !== undefined) out[field] = item[field];
    return out as R;
  };
  const claim = (keys: TenantKeys, record: R): Claim<NamedRefusal> => ({
    key: k.name(keys, record.name),
    owner: { ownerId: record.id },
    refusal: 'name',
  });

  /** How many items the account has now, read consistently: the counter's first value (limit-counter.ts). */
  const count = (accountId: string) => async () => (await repository.list(accountId)).length;

  const repository = {
    /** Every item, by name. */
    async list(accountId: string): Promise<R[]> {
      const range = k.range(await tenant(accountId));
      const items = await queryAll({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ConsistentRead: true,
      });
      return items.map(toRecord).sort((a, b) => a.name.localeCompare(b.name));
    },

    async get(accountId: string, id: string): Promise<R | undefined> {
      const keys = await tenant(accountId);
      const out = await dynamo().send(new GetCommand({ TableName: table(), Key: k.item(keys, id), ConsistentRead: true }));
      return out.Item ? toRecord(out.Item) : undefined;
    },

    /** Stores a new item with its name claim, counted; 'name' when the name is taken, 'limit' when the kind is full. */
    async create(accountId: string, record: R): Promise<NamedRefusal | undefined> {
      const keys = await tenant(accountId, 'write');
      const refused = await counter.counted(accountId, count(accountId), () =>
        writeWithClaims<NamedRefusal | CountRefusal>({
          claims: [claim(keys, record)],
          // A full kind is said before a taken name, as when the limit was checked first by listing.
          precedence: ['limit'],
          writes: [
            counter.up(keys),
            {
              item: {
                Put: {
                  TableName: table(),
                  Item: { ...k.item(keys, record.id), ...record },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              refusal: 'missing',
            },
          ],
        }),
      );
      return refused === 'uncounted' ? 'limit' : refused;
    },

    /** Saves a changed item, moving the claim when the name changed (not its case alone). */
    async save(accountId: string, before: R, after: R): Promise<NamedRefusal | undefined> {
      const keys = await tenant(accountId, 'write');
      const renamed = before.name.toLowerCase() !== after.name.toLowerCase();
      return writeWithClaims<NamedRefusal>({
        claims: renamed ? [claim(keys, after)] : [],
        released: renamed ? [k.name(keys, before.name)] : [],
        writes: [
          {
            item: {
              Put: { TableName: table(), Item: { ...k.item(keys, after.id), ...after }, ConditionExpression: 'attribute_exists(pk)' },
            },
            refusal: 'missing',
          },
        ],
      });
    },

    /** False when it was already gone. */
    async remove(accountId: string, record: R): Promise<boolean> {
      const keys = await tenant(accountId, 'write');
      const refused = await counter.counted(accountId, count(accountId), () =>
        writeWithClaims<'missing' | CountRefusal>({
          released: [k.name(keys, record.name)],
          writes: [
            {
              item: { Delete: { TableName: table(), Key: k.item(keys, record.id), ConditionExpression: 'attribute_exists(pk)' } },
              refusal: 'missing',
            },
            counter.down(keys),
          ],
        }),
      );
      return refused === undefined;
    },
  };
  return repository;
}
