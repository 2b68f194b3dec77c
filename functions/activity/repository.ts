import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivityEvent } from '@shared/schemas/subscriber-records';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';
import { deleteAllMatching, queryPages } from '@functions/platform/query';

/**
 * What subscribers did, one item per event: `ACT#<subscriber>#<at>#<type>[#<mailing>]` in the
 * account's partition. Keyed by subscriber first, so one subscriber's events are one range (the
 * activity tab) and all events come in subscriber order, the same order as the subscribers
 * themselves: segment calculation walks both ranges side by side.
 */
const pk = (accountId: string) => `ACC#${accountId}`;
const PREFIX = 'ACT#';
const eventSk = (subscriberId: string, e: ActivityEvent) => `${PREFIX}${subscriberId}#${e.at}#${e.type}${e.mailingId ? `#${e.mailingId}` : ''}`;
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
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { pk: pk(accountId), sk: eventSk(subscriberId, event), subscriberId, ...event } }),
    );
  },

  /** Newest first; `type` narrows to one kind of event. */
  async list(accountId: string, subscriberId: string, limit: number, cursor?: string, type?: ActivityEvent['type']): Promise<{ items: ActivityEvent[]; cursor?: string }> {
    const items: ActivityEvent[] = [];
    let start = decodeCursor(cursor, pk(accountId));
    for (let reads = 0; reads < 5 && items.length < limit; reads++) {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': `${PREFIX}${subscriberId}#`, ...(type ? { ':type': type } : {}) },
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
   * starts with the subscriber), page by page: read beside the same range of subscribers.
   */
  async *range(accountId: string, fromId: string, toId: string): AsyncGenerator<(ActivityEvent & { subscriberId: string })[]> {
    const pages = queryPages({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // '#' sorts before every id character and '~' after all of them: the whole of each subscriber's events.
      ExpressionAttributeValues: { ':pk': pk(accountId), ':from': `${PREFIX}${fromId}#`, ':to': `${PREFIX}${toId}#~` },
    });
    for await (const page of pages) yield page.map(toEvent);
  },

  /** Erases a subscriber's events (GDPR forgetting). */
  async removeAll(accountId: string, subscriberId: string): Promise<void> {
    await deleteAllMatching({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': `${PREFIX}${subscriberId}#` },
    });
  },
};
