import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ClaimedWrite } from '@functions/data/claims';
import type { TenantKeys } from '@functions/data/tenant';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

export type CountedKind = 'senders' | 'testGroups' | 'tags';

/** Why a counted write was refused: the kind is at its limit, or the account's counter item is not made yet. */
export type CountRefusal = 'limit' | 'uncounted';

const table = () => config.appTable;

/**
 * The limit of a predefined kind (senders, test groups, tags) as a condition, not a listing: one
 * counter item per account and kind (`PREDEFCOUNT#<kind>`), raised in the transaction that adds an
 * item only while it is below the limit, lowered in the one that deletes an item. Two adds at the
 * same moment are then judged one after the other, so the limit holds under concurrency (a listing
 * read before the write let both through, one over).
 */
export function limitCounter(kind: CountedKind, max: number) {
  const key = (keys: TenantKeys) => keys.predefinedCount(kind);

  /**
   * Accounts from before the counter have items but no counter item. It is made on the first
   * counted write that finds it missing (its condition fails: 'limit' for an add, 'uncounted' for a
   * delete), from a consistent listing, put only where no counter is yet. That count is exact: every
   * add and delete needs the counter to exist when it commits, and the counter did not exist until
   * this put (were it made meanwhile, the put fails and the other writer's count stands), so no
   * add or delete landed between the listing and the put. Making it lazily, not in a migration,
   * keeps accounts that never touch the tab free of it.
   */
  async function initialise(accountId: string, count: () => Promise<number>): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const current = await dynamo().send(new GetCommand({ TableName: table(), Key: key(keys), ConsistentRead: true }));
    if (current.Item) return;
    const n = await count();
    await writeIfCondition(() =>
      dynamo().send(
        new PutCommand({ TableName: table(), Item: { ...key(keys), count: n }, ConditionExpression: 'attribute_not_exists(pk)' }),
      ),
    );
  }

  return {
    /** The counter raised, in an add's transaction: refused ('limit') at the limit, or while the counter is not made yet. */
    up: (keys: TenantKeys): ClaimedWrite<CountRefusal> => ({
      item: {
        Update: {
          TableName: table(),
          Key: key(keys),
          UpdateExpression: 'ADD #n :one',
          ConditionExpression: '#n < :max',
          ExpressionAttributeNames: { '#n': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':max': max },
        },
      },
      refusal: 'limit',
    }),

    /** The counter lowered, in a delete's transaction; refused ('uncounted') while the counter is not made (ADD alone would start it at -1). */
    down: (keys: TenantKeys): ClaimedWrite<CountRefusal> => ({
      item: {
        Update: {
          TableName: table(),
          Key: key(keys),
          UpdateExpression: 'ADD #n :minus',
          ConditionExpression: 'attribute_exists(#n)',
          ExpressionAttributeNames: { '#n': 'count' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      refusal: 'uncounted',
    }),

    /**
     * Runs a counted write; when the counter refused it, makes sure the counter exists (`count`: how
     * many items there are now, read consistently) and runs it once more, since the refusal may have
     * been the missing counter's (made meanwhile by another writer, perhaps). The second answer is
     * the write's ('limit': the kind is full). Only a refused write pays the extra reads.
     */
    async counted<R extends string>(
      accountId: string,
      count: () => Promise<number>,
      write: () => Promise<R | CountRefusal | undefined>,
    ): Promise<R | CountRefusal | undefined> {
      const first = await write();
      if (first !== 'limit' && first !== 'uncounted') return first;
      await initialise(accountId, count);
      return write();
    },
  };
}
