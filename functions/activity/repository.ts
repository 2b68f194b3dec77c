import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { RAW_ACTIVITY_RETENTION_DAYS } from '@shared/constants';
import type { ActivityEvent } from '@shared/schemas/subscriber-records';
import type { TableKey } from '@functions/data/keys/context';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';
import { deleteAllMatching } from '@functions/platform/query';
import { batchGetItems } from '@functions/platform/batch-get';
import { batchDeleteKeys, batchWriteItems } from '@functions/platform/batch-write';
import { tenant } from '@functions/data/tenant';
import { ACTIVITY_PREFIX as PREFIX, ENGAGEMENT_MARKER_PREFIX } from '@functions/data/keys/activity';
import { ascendingBy, mergedStream } from '@functions/data/shard-merge';

/**
 * What subscribers did, one item per event: `ACT#<subscriber>#<at>#<type>[#<mailing>]` in the
 * subscriber's shard (keys/activity.ts). Keyed by subscriber first, so one subscriber's events are one range (the
 * activity tab) and all events come in subscriber order, the same order as the subscribers
 * themselves: segment calculation walks both ranges side by side.
 */
const eventSuffix = (e: ActivityEvent) => `${e.at}#${e.type}${e.mailingId ? `#${e.mailingId}` : ''}`;
const table = () => config.appTable;
/** A key as one string (to match what BatchGet found with what was asked). */
export const keyId = (key: TableKey) => `${key.pk}\u0000${key.sk}`;

/** DynamoDB's TTL (epoch seconds): an event is kept RAW_ACTIVITY_RETENTION_DAYS after it happened. */
export function activityTtl(at: string): number {
  const ms = Date.parse(at);
  return Math.floor((Number.isNaN(ms) ? Date.now() : ms) / 1000) + RAW_ACTIVITY_RETENTION_DAYS * 86_400;
}

const toEvent = (item: Record<string, unknown>): ActivityEvent & { subscriberId: string } => ({
  subscriberId: item.subscriberId as string,
  type: item.type as ActivityEvent['type'],
  at: item.at as string,
  ...(item.mailingId ? { mailingId: item.mailingId as string } : {}),
  ...(item.detail ? { detail: item.detail as string } : {}),
});

/** An engagement that counts once per (mailing, subscriber, type). */
export interface Engagement {
  subscriberId: string;
  mailingId: string;
  type: Exclude<ActivityEvent['type'], 'sent'>;
  at: string;
  detail?: string;
}

/**
 * The items of one engagement: `check` is the key whose presence says it was counted before, `items`
 * what its first time writes. A delivery is its activity event alone (SES reports it once; a repeat of
 * the same event has the same time, so the same key). Everything else that may come again (a second
 * open, a reloaded link) also writes a marker keyed by mailing and type alone. Both are small (well
 * under 1 KB: one write unit) and expire with the raw activity.
 */
export interface EngagementWrite {
  check: TableKey;
  items: Record<string, unknown>[];
}

export const activityRepository = {
  /** The same event recorded twice (a retried worker) lands on the same key: no duplicate. */
  async record(accountId: string, subscriberId: string, event: ActivityEvent): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.activityEvent(subscriberId, eventSuffix(event)), subscriberId, ...event, ttl: activityTtl(event.at) } }),
    );
  },

  async engagementWrites(accountId: string, engagements: readonly Engagement[], access: 'read' | 'write' = 'write'): Promise<EngagementWrite[]> {
    const keys = await tenant(accountId, access);
    return engagements.map((e) => {
      const { subscriberId, mailingId, type, at } = e;
      const ttl = activityTtl(at);
      const event = { ...keys.activityEvent(subscriberId, eventSuffix(e)), subscriberId, type, at, mailingId, ...(e.detail ? { detail: e.detail } : {}), ttl };
      if (type === 'delivered') return { check: { pk: event.pk, sk: event.sk }, items: [event] };
      const marker = { ...keys.engagementMarker(subscriberId, mailingId, type), at, ttl };
      return { check: { pk: marker.pk, sk: marker.sk }, items: [marker, event] };
    });
  },

  /** Which of these keys exist (only the keys are read). */
  async existing(keys: readonly TableKey[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    return new Set((await batchGetItems(keys, ['pk', 'sk'])).map((item) => keyId(item as TableKey)));
  },

  /** Writes items 25 a request (BatchWrite: one request each, not atomic). */
  async putAll(items: readonly Record<string, unknown>[]): Promise<void> {
    await batchWriteItems(items.map((Item) => ({ PutRequest: { Item } })));
  },

  /** Takes back what putAll wrote when the counting that follows failed, so the redelivered events count. */
  async takeBack(keys: readonly TableKey[]): Promise<void> {
    await batchDeleteKeys(keys);
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

  /** One subscriber's events from `fromAt` on, oldest first (the contact tab: what became of the mailings on a page). */
  async since(accountId: string, subscriberId: string, fromAt: string): Promise<ActivityEvent[]> {
    const pk = (await tenant(accountId)).activityPartition(subscriberId);
    const events: ActivityEvent[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(new QueryCommand({
        TableName: table(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExclusiveStartKey: start,
        ExpressionAttributeValues: { ':pk': pk, ':from': `${PREFIX}${subscriberId}#${fromAt}`, ':to': `${PREFIX}${subscriberId}#~` },
      }));
      events.push(...(out.Items ?? []).map(toEvent).map(({ subscriberId: _s, ...e }) => e));
      start = out.LastEvaluatedKey as Record<string, unknown> | undefined;
    } while (start);
    return events;
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
    for (const prefix of [PREFIX, ENGAGEMENT_MARKER_PREFIX]) {
      await deleteAllMatching({
        TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.activityPartition(subscriberId), ':prefix': `${prefix}${subscriberId}#` },
      });
    }
  },
};
