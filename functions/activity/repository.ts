import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime } from 'ulid';
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
import { ACTIVITY_PREFIX as PREFIX, recipientListEntry } from '@functions/data/keys/activity';
import { RECIPIENT_LIST_KINDS } from '@shared/schemas/reports';
import { ascendingBy, mergedStream } from '@functions/data/shard-merge';

/**
 * What subscribers did, one item per event: `ACT#<subscriber>#<at>#<type>[#<mailing>]` in the
 * subscriber's shard (keys/activity.ts). Keyed by subscriber first, so one subscriber's events are one range (the
 * activity tab) and all events come in subscriber order, the same order as the subscribers
 * themselves: segment calculation walks both ranges side by side.
 */
const eventSuffix = (e: ActivityEvent) => `${e.at}#${e.type}${e.mailingId ? `#${e.mailingId}` : ''}`;
const table = () => config.appTable;
/** Between the `at` and the key of an activity cursor's position. */
const POSITION_SEPARATOR = '\u0001';
/**
 * What tells activity items apart: their sort key alone, which names the subscriber (a ULID, unique
 * across accounts) and so, through the registry, the partition too. Cheaper than joining pk and sk
 * for the hundreds of lookups of a batch.
 */
export const keyId = (key: TableKey) => key.sk;

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
 * The moment in an engagement's key: the mailing's creation, read from its ULID, so that the key
 * depends on (subscriber, mailing, type) alone. The event is then its own marker: a repeat of it (a
 * redelivered SES event, a second open, a reloaded link) finds it by key with BatchGet, and nothing
 * else is written for it. Its `at` is the moment it happened: lists sort by that (list). An id that
 * is not a ULID sorts first.
 */
export function markerMoment(mailingId: string): string {
  let moment = moments.get(mailingId);
  if (moment === undefined) {
    try {
      moment = new Date(decodeTime(mailingId)).toISOString();
    } catch {
      moment = '0000-00-00T00:00:00.000Z';
    }
    if (moments.size > 10_000) moments.clear();
    moments.set(mailingId, moment);
  }
  return moment;
}
const moments = new Map<string, string>();

/** Engagement kinds with a recipient list on the mailing's report. */
const LISTED: ReadonlySet<string> = new Set(RECIPIENT_LIST_KINDS);

export const activityRepository = {
  /** The same event recorded twice (a retried worker) lands on the same key: no duplicate. */
  async record(accountId: string, subscriberId: string, event: ActivityEvent): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.activityEvent(subscriberId, eventSuffix(event)), subscriberId, ...event, ttl: activityTtl(event.at) },
      }),
    );
  },

  /** The keys of these engagements (see markerMoment). */
  async engagementKeys(
    accountId: string,
    engagements: readonly Pick<Engagement, 'subscriberId' | 'mailingId' | 'type'>[],
    access: 'read' | 'write' = 'read',
  ): Promise<TableKey[]> {
    const keys = await tenant(accountId, access);
    return engagements.map((e) => keys.activityEvent(e.subscriberId, `${markerMoment(e.mailingId)}#${e.type}#${e.mailingId}`));
  },

  /** An engagement's item: small (~250 bytes with a 100-character link; one write unit), expiring with the raw activity. */
  /**
   * An engagement's marker item. The kinds a report lists (opened, clicked, bounced, complained,
   * unsubscribed) carry their place on the mailing's recipient list (keys/activity.ts): the list is
   * an index of the markers, written and taken back with them, never apart.
   */
  engagementItem: (accountId: string, key: TableKey, e: Engagement): Record<string, unknown> => {
    const item: Record<string, unknown> = {
      pk: key.pk,
      sk: key.sk,
      subscriberId: e.subscriberId,
      mailingId: e.mailingId,
      type: e.type,
      at: e.at,
      ttl: activityTtl(e.at),
      ...(LISTED.has(e.type) ? recipientListEntry(accountId, e.mailingId, e.type, e.subscriberId, e.at) : {}),
    };
    if (e.detail) item.detail = e.detail;
    return item;
  },

  /** These engagements' moments, by key (keyId): the first delivery, open... of a mailing (the contact tab). */
  async engagementMoments(keys: readonly TableKey[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    return new Map((await batchGetItems(keys, ['pk', 'sk', 'at'])).map((item) => [keyId(item as TableKey), String(item.at)]));
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

  /**
   * Newest first by `at`; `type` narrows to one kind of event. Engagements are keyed by their mailing
   * (markerMoment), not their moment, so the subscriber's events are read whole and sorted here: the
   * retention bounds them (a subscriber mailed daily has ~1,500 small items, ~50 read units), and
   * only a person opening the tab pays it. The cursor names the last event given (its `at` and key).
   */
  async list(
    accountId: string,
    subscriberId: string,
    limit: number,
    cursor?: string,
    type?: ActivityEvent['type'],
  ): Promise<{ items: ActivityEvent[]; cursor?: string }> {
    const pk = (await tenant(accountId)).activityPartition(subscriberId);
    const after = cursor ? String(decodeCursor(cursor, pk)!.sk).split(POSITION_SEPARATOR) : undefined;
    const all: { at: string; sk: string; event: ActivityEvent }[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExclusiveStartKey: start,
          ExpressionAttributeValues: { ':pk': pk, ':prefix': `${PREFIX}${subscriberId}#`, ...(type ? { ':type': type } : {}) },
          ...(type ? { FilterExpression: '#type = :type', ExpressionAttributeNames: { '#type': 'type' } } : {}),
        }),
      );
      for (const item of out.Items ?? []) {
        const { subscriberId: _s, ...event } = toEvent(item);
        all.push({ at: event.at, sk: String(item.sk), event });
      }
      start = out.LastEvaluatedKey as Record<string, unknown> | undefined;
    } while (start);
    const newestFirst = (a: { at: string; sk: string }, b: { at: string; sk: string }) =>
      a.at === b.at ? (a.sk < b.sk ? 1 : a.sk > b.sk ? -1 : 0) : a.at < b.at ? 1 : -1;
    all.sort(newestFirst);
    const from = after ? all.findIndex((e) => newestFirst(e, { at: after[0]!, sk: after[1]! }) > 0) : 0;
    const page = from === -1 ? [] : all.slice(from, from + limit);
    const last = page[page.length - 1];
    const more = from !== -1 && from + limit < all.length;
    return {
      items: page.map((e) => e.event),
      cursor: more && last ? encodeCursor({ pk, sk: `${last.at}${POSITION_SEPARATOR}${last.sk}` }) : undefined,
    };
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
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // '#' sorts before every id character and '~' after all of them: the whole of each subscriber's events.
      ExpressionAttributeValues: { ':pk': pk, ':from': `${PREFIX}${fromId}#`, ':to': `${PREFIX}${toId}#~` },
    }));
    for await (const page of mergedStream(inputs, ascendingBy('sk'))) yield page.map(toEvent);
  },

  /** Erases a subscriber's events (GDPR forgetting). */
  async removeAll(accountId: string, subscriberId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await deleteAllMatching({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.activityPartition(subscriberId), ':prefix': `${PREFIX}${subscriberId}#` },
    });
  },
};
