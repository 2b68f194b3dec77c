import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { RecipientListKind } from '@shared/schemas/reports';
import { tenant } from '@functions/data/tenant';
import { ascendingBy, mergedStream } from '@functions/data/shard-merge';
import { config } from '@functions/platform/config';

/** One entry of a recipient list: who, when first, and the marker's detail (a click's link, a bounce's diagnostic). */
export interface RecipientEntry {
  subscriberId: string;
  at: string;
  detail?: string;
  /** The entry's place in the list (its index sort key): where a page continues. */
  position: string;
}

/**
 * A mailing's recipient lists (keys/activity.ts): the engagement markers on gsi1, one index key per
 * shard, merged into one list in order of first time. Reads only the entries after `after`.
 */
export const recipientListsRepository = {
  async *entries(
    accountId: string,
    mailingId: string,
    kind: RecipientListKind,
    after?: string,
    pageSize = 100,
  ): AsyncGenerator<RecipientEntry[]> {
    const keys = await tenant(accountId);
    const inputs: QueryCommandInput[] = keys.recipientListPks(mailingId, kind).map((pk) => ({
      TableName: config.appTable,
      IndexName: 'gsi1',
      KeyConditionExpression: after ? 'gsi1pk = :pk AND gsi1sk > :after' : 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(after ? { ':after': after } : {}) },
      ProjectionExpression: 'subscriberId, #at, detail, gsi1sk',
      ExpressionAttributeNames: { '#at': 'at' },
      Limit: pageSize,
    }));
    for await (const page of mergedStream(inputs, ascendingBy('gsi1sk'), pageSize))
      yield page.map((item) => ({
        subscriberId: String(item.subscriberId),
        at: String(item.at),
        ...(item.detail ? { detail: String(item.detail) } : {}),
        position: String(item.gsi1sk),
      }));
  },
};
