import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEvent } from '@shared/schemas/subscriber-records';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';
import { deleteAllMatching } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';
import { ACTIVITY_PREFIX as PREFIX } from '@functions/data/keys/activity';
import { ascendingBy, mergedStream } from '@functions/data/shard-merge';

/**
 * What subscribers did, one item per event: `ACT#<subscriber>#<at>#<type>[#<mailing>]` in the
 * subscriber's shard (keys/activity.ts). Keyed by subscriber first, so one subscriber's events are one range (the
 * activity tab) and all events come in subscriber order, the same order as the subscribers
 * themselves: segment calculation walks both ranges side by side.
 */
const eventSuffix = (e: ActivityEvent) => `${e.at}#${e.type}${e.mailingId ? `#${e.mailingId}` : ''}`;
const table = () => config.appTable;

const toEvent = (item: Record<string, unknown>): ActivityEvent & { subscriberId: string } => ({
  subscriberId: item.subscriberId as string,
  type: item.type as ActivityEvent['type'],
  at: item.at as string,
  ...(item.mailingId ? { mailingId: item.mailingId as string } : {}),
  ...(item.detail ? { detail: item.detail as string } : {}),
});

export const activityRepository = {
  /** The same event recorded twice (a retried worker) lands on the same key: no duplicate. */
  async record(accountId: string, subscriberId: string, event: ActivityEvent): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.activityEvent(subscriberId, eventSuffix(event)), subscriberId, ...event } }),
    );
  },

  /** Newest first; `type` narrows to one kind of event. */
  async list(accountId: string, subscriberId: string, limit: number, cursor?: string, type?: ActivityEvent['type']): Promise<{ items: ActivityEvent[]; cursor?: string }> {
    const pk = (await tenant(accountId)).activityPartition(subscriberId);
    const items: ActivityEvent[] = [];
    let start = decodeCursor(cursor, pk);
    for (let reads = 0; reads < 5 && items.length < limit; reads++) {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': `${PREFIX}${subscriberId}#`, ...(type ? { ':type': type } : {}) },
          ...(type ? { FilterExpression: '#type = :type', ExpressionAttributeNames: { '#type': 'type' } } : {}),
          ScanIndexForward: false,
          Limit: limit - items.length,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(out.Items ?? []).map(toEvent).map(({ subscriberId: _s, ...e }) => e));
      start = out.LastEvaluatedKey as Record<string, unknown> | undefined;
      if (!start) break;
    }
    return { items, cursor: encodeCursor(start) };
  },

  /**
   * The events of the subscribers with ids from `fromId` to `toId`, in subscriber order (the key
   * starts with the subscriber; merged from every shard), page by page: read beside the same range of subscribers.
   */
  async *range(accountId: string, fromId: string, toId: string): AsyncGenerator<(ActivityEvent & { subscriberId: string })[]> {
    const keys = await tenant(accountId);
    // A range of one subscriber is in their shard.
    const partitions = fromId === toId ? [{ pk: keys.activityPartition(fromId) }] : keys.subscriberPartitions();
    const inputs = partitions.map(({ pk }) => ({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // '#' sorts before every id character and '~' after all of them: the whole of each subscriber's events.
      ExpressionAttributeValues: { ':pk': pk, ':from': `${PREFIX}${fromId}#`, ':to': `${PREFIX}${toId}#~` },
    }));
    for await (const page of mergedStream(inputs, ascendingBy('sk'))) yield page.map(toEvent);
  },

  /** Erases a subscriber's events (GDPR forgetting). */
  async removeAll(accountId: string, subscriberId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await deleteAllMatching({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.activityPartition(subscriberId), ':prefix': `${PREFIX}${subscriberId}#` },
    });
  },
};
