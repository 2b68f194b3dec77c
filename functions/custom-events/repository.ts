import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { batchWriteItems } from '@functions/platform/batch-write';
import type { CustomEvent, EventNameEntry } from '@shared/schemas/custom-events';
import { eventExpiry } from '@shared/rules/custom-events';
import { idempotencyPut, type IdempotencyEntry } from '@functions/transactional/repository';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, transactRetryingConflicts } from '@functions/platform/dynamo';
import { BadRequestError } from '@functions/platform/errors';
import { ascendingBy, mergedStream } from '@functions/data/shard-merge';
import { EVENT_PREFIX } from '@functions/data/keys/custom-events';
import { deleteAllMatching } from '@functions/platform/query';

/** An event as segments read it. */
export type StoredCustomEvent = Pick<CustomEvent, 'subscriberId' | 'name' | 'time' | 'properties'>;

function eventOf(item: Record<string, unknown>): CustomEvent {
  return {
    id: String(item.id),
    subscriberId: String(item.subscriberId),
    name: String(item.name),
    time: String(item.time),
    properties: (item.properties as CustomEvent['properties'] | undefined) ?? {},
  };
}

type EventKeys = Awaited<ReturnType<typeof tenant>>;

/** An event as stored: in its subscriber's partition, ending with its retention (TTL). */
const eventItem = (keys: EventKeys, event: CustomEvent) => ({
  ...keys.customEvent(event.subscriberId, event.id),
  ...event,
  ttl: eventExpiry(event.time),
});

/** The catalogue's update for `count` more events of a name, the last told `now`. */
const nameCounted = (keys: EventKeys, name: string, count: number, now: string) => ({
  TableName: config.appTable,
  Key: keys.customEventName(name),
  UpdateExpression: 'SET #n = :name, lastSeen = :now ADD #c :count',
  ExpressionAttributeNames: { '#n': 'name', '#c': 'count' },
  ExpressionAttributeValues: { ':name': name, ':now': now, ':count': count },
});

export const customEventsRepository = {
  /**
   * The event, its name's count in the catalogue, and its `Idempotency-Key` when given, in one
   * transaction: of two requests with one key exactly one is written (the key is conditional, as
   * the transactional messages' are; an expired key may be taken again). False when the key is held.
   */
  async create(accountId: string, event: CustomEvent, idempotency?: { key: string; entry: IdempotencyEntry }): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: config.appTable, Item: eventItem(keys, event) } },
            { Update: nameCounted(keys, event.name, 1, new Date().toISOString()) },
            ...(idempotency ? [idempotencyPut(keys, idempotency)] : []),
          ],
        }),
      ),
    );
    return failed.length === 0;
  },

  /**
   * A batch's events (no idempotency keys): written 25 at a time, then each name's count raised once
   * by how many it got. The catalogue only suggests names, so a count a crash left behind is harmless.
   */
  async createMany(accountId: string, events: readonly CustomEvent[]): Promise<void> {
    if (events.length === 0) return;
    const keys = await tenant(accountId, 'write');
    await batchWriteItems(events.map((event) => ({ PutRequest: { Item: eventItem(keys, event) } })));
    const byName = new Map<string, number>();
    for (const e of events) byName.set(e.name, (byName.get(e.name) ?? 0) + 1);
    const now = new Date().toISOString();
    await Promise.all([...byName].map(([name, count]) => dynamo().send(new UpdateCommand(nameCounted(keys, name, count, now)))));
  },

  /** One event by its subscriber and id (an idempotent replay's answer). */
  async get(accountId: string, subscriberId: string, id: string): Promise<CustomEvent | undefined> {
    const found = await this.between(accountId, subscriberId, id, id, 1);
    return found[0];
  },

  /**
   * A subscriber's events whose ids lie between `from` and `to` (ULID bounds of times, inclusive),
   * newest first, at most `limit` — one Query of the subscriber's partition.
   */
  async between(accountId: string, subscriberId: string, from: string, to: string, limit: number): Promise<CustomEvent[]> {
    const keys = await tenant(accountId);
    const range = keys.customEventsOf(subscriberId);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': range.pk, ':from': `${range.prefix}${from}`, ':to': `${range.prefix}${to}` },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map(eventOf);
  },

  /**
   * A page of a subscriber's events, newest first: optionally only one name and only ids between
   * `from` and `to` (ULID bounds, as in `between`). The name is a filter on the partition's Query, so
   * it reads on until the page is full or the window ends; the cursor is the last event's key.
   */
  async page(
    accountId: string,
    subscriberId: string,
    opts: { from: string; to: string; name?: string; cursor?: string; limit: number },
  ): Promise<{ items: CustomEvent[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const range = keys.customEventsOf(subscriberId);
    const lower = `${range.prefix}${opts.from}`;
    const upper = `${range.prefix}${opts.to}`;
    let start = decodeCursor(opts.cursor, range.pk);
    // A start key outside the window would fail in DynamoDB as a 500; it is a bad cursor.
    if (start && !(String(start.sk) >= lower && String(start.sk) <= upper)) throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
    const items: Record<string, unknown>[] = [];
    do {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ...(opts.name ? { FilterExpression: '#n = :name', ExpressionAttributeNames: { '#n': 'name' } } : {}),
          ExpressionAttributeValues: { ':pk': range.pk, ':from': lower, ':to': upper, ...(opts.name ? { ':name': opts.name } : {}) },
          ScanIndexForward: false,
          Limit: opts.limit - items.length,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start && items.length < opts.limit);
    const last = items[items.length - 1];
    return {
      items: items.map(eventOf),
      cursor: start && last ? encodeCursor({ pk: last.pk, sk: last.sk }) : undefined,
    };
  },

  /**
   * GDPR forgetting: every event of the subscriber. The catalogue's counts stay — they name no one.
   */
  async removeAll(accountId: string, subscriberId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const range = keys.customEventsOf(subscriberId);
    await deleteAllMatching({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
    });
  },

  /** The account's catalogue of event names, by name. */
  async names(accountId: string): Promise<EventNameEntry[]> {
    const keys = await tenant(accountId);
    const range = keys.customEventNames();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': range.pk, ':p': range.prefix },
      }),
    );
    return (out.Items ?? []).map((i) => ({ name: String(i.name), count: Number(i.count), lastSeen: String(i.lastSeen) }));
  },

  /**
   * The events of an id range of subscribers, in subscriber order (the sort key starts with the
   * subscriber; merged from every shard), page by page with what segments read (name, time, properties):
   * segment calculation walks them beside the same range of subscribers, as it walks activity.
   */
  async *range(accountId: string, fromId: string, toId: string): AsyncGenerator<StoredCustomEvent[]> {
    const keys = await tenant(accountId);
    const partitions = fromId === toId ? [{ pk: keys.customEventsOf(fromId).pk }] : keys.subscriberPartitions();
    const inputs = partitions.map(({ pk }) => ({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      // '#' sorts before every id character and '~' after all of them: the whole of each subscriber's events.
      ExpressionAttributeValues: { ':pk': pk, ':from': `${EVENT_PREFIX}${fromId}#`, ':to': `${EVENT_PREFIX}${toId}#~` },
      ProjectionExpression: 'sk, subscriberId, #n, #t, properties',
      ExpressionAttributeNames: { '#n': 'name', '#t': 'time' },
    }));
    for await (const page of mergedStream(inputs, ascendingBy('sk')))
      yield page.map((i) => ({
        subscriberId: String(i.subscriberId),
        name: String(i.name),
        time: String(i.time),
        properties: (i.properties as CustomEvent['properties'] | undefined) ?? {},
      }));
  },
};
