import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import type { Subscriber, SubscriberListQuery } from '@shared/schemas/subscriber';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { tenant } from '@functions/data/tenant';
import { mergedPage, readShards } from '@functions/data/shard-query';
import { ascendingBy, descendingBy, mergedStream } from '@functions/data/shard-merge';
import { EMAIL_CLAIM_PREFIX, FORGOTTEN_PREFIX, GSM_CLAIM_PREFIX, STATSDAY_PREFIX, statusAttr, SUB_PREFIX } from './keys';

const table = () => config.appTable;
/** Shards read at once by whole-database reads. */
const SHARD_READS = 8;
/** Ids one status-index key gives a planner's page. */
const STATUS_PAGE = 1000;

/** Where a paged walk of the status index stands: the first key not started yet, and the keys started and not finished. */
export interface StatusPageCursor {
  next: number;
  open: { input: number; start?: Record<string, unknown> }[];
}
const BASE_FIELDS = new Set(['email', 'gsm', 'name', 'status', 'emailType', 'source', 'comment', 'createdAt', 'unsubscribedAt']);

function toSubscriber(item: Record<string, unknown>): Subscriber {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, accountId: _a, ...rest } = item;
  const s = rest as Subscriber;
  // Items written before properties and versions existed.
  return { ...s, props: s.props ?? {}, version: s.version ?? 0 };
}

export interface PropertyFilter {
  /** A base field name or a property id. */
  field: string;
  op: NonNullable<SubscriberListQuery['op']>;
  value?: string | number;
}

/**
 * "Contains" ignores case ("krak" finds "Kraków"), which DynamoDB's contains() cannot: it is decided
 * here, on the items a query reads. A multilist contains the text when one of its values does.
 */
function containsText(filter: PropertyFilter): (item: Record<string, unknown>) => boolean {
  const needle = String(filter.value ?? '').toLocaleLowerCase('pl');
  const read = BASE_FIELDS.has(filter.field)
    ? (item: Record<string, unknown>) => item[filter.field]
    : (item: Record<string, unknown>) => (item.props as Record<string, unknown> | undefined)?.[filter.field];
  const has = (value: unknown): boolean =>
    Array.isArray(value)
      ? value.some(has)
      : value !== undefined && value !== null && String(value).toLocaleLowerCase('pl').includes(needle);
  return (item) => has(read(item));
}

/** The FilterExpression for one property (DynamoDB compares strings case-sensitively, numbers as numbers); "contains" is containsText. */
function filterExpression(filter: PropertyFilter, names: Record<string, string>, values: Record<string, unknown>): string {
  const path = BASE_FIELDS.has(filter.field) ? '#f' : '#props.#f';
  names['#f'] = filter.field;
  if (!BASE_FIELDS.has(filter.field)) names['#props'] = 'props';
  switch (filter.op) {
    case 'empty':
      return `attribute_not_exists(${path})`;
    case 'notEmpty':
      return `attribute_exists(${path})`;
    case 'contains':
      throw new Error('contains is decided by containsText');
    case 'eq':
      values[':fv'] = filter.value;
      // A multilist holds the value among others.
      return `(${path} = :fv OR contains(${path}, :fv))`;
  }
}

export interface ListOptions {
  limit: number;
  cursor?: string;
  statuses?: readonly SubscriberStatus[];
  filter?: PropertyFilter;
  /** Only these subscribers (a restricted user's reach): decided here, reading on until the page fills. */
  within?: (subscriberId: string) => boolean;
  /** Decided on each subscriber read, like `within` (a report's engagement filters). */
  match?: (subscriber: Subscriber) => boolean;
}

/** Both in-memory filters as one (either may be absent). */
function both(
  a?: (item: Record<string, unknown>) => boolean,
  within?: (id: string) => boolean,
  idOf = (item: Record<string, unknown>) => item.id as string,
) {
  if (!within) return a;
  return (item: Record<string, unknown>) => within(idOf(item)) && (!a || a(item));
}

export const subscribersRepository = {
  async get(accountId: string, id: string, consistent = false): Promise<Subscriber | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.subscriber(id), ConsistentRead: consistent }));
    return out.Item ? toSubscriber(out.Item) : undefined;
  },

  async getMany(accountId: string, ids: readonly string[]): Promise<Subscriber[]> {
    const keys = await tenant(accountId);
    const unique = [...new Set(ids)];
    return (await batchGetItems(unique.map((id) => keys.subscriber(id)))).map(toSubscriber);
  },

  /** Of these subscribers, the ids of those with a GSM number (reads only the id and number). */
  async idsWithNumber(accountId: string, ids: readonly string[]): Promise<string[]> {
    const keys = await tenant(accountId);
    const items = await batchGetItems(
      [...new Set(ids)].map((id) => keys.subscriber(id)),
      ['id', 'gsm'],
    );
    const withNumber = new Set(items.filter((item) => item.gsm).map((item) => item.id as string));
    return ids.filter((id) => withNumber.has(id));
  },

  /** Subscriber ids by normalised e-mail, for the addresses that have one. */
  async idsByEmails(accountId: string, emails: readonly string[]): Promise<Map<string, string>> {
    const keys = await tenant(accountId);
    const items = await batchGetItems([...new Set(emails)].map((email) => keys.emailClaim(email)));
    return new Map(items.map((item) => [(item.sk as string).slice(EMAIL_CLAIM_PREFIX.length), item.subscriberId as string]));
  },

  async idsByGsms(accountId: string, gsms: readonly string[]): Promise<Map<string, string>> {
    const keys = await tenant(accountId);
    const items = await batchGetItems([...new Set(gsms)].map((gsm) => keys.gsmClaim(gsm)));
    return new Map(items.map((item) => [(item.sk as string).slice(GSM_CLAIM_PREFIX.length), item.subscriberId as string]));
  },

  /** Which fingerprints belong to people forgotten under GDPR. */
  async forgotten(accountId: string, fingerprints: readonly string[]): Promise<Set<string>> {
    const keys = await tenant(accountId);
    const items = await batchGetItems([...new Set(fingerprints)].map((f) => keys.forgotten(f)));
    return new Set(items.map((item) => (item.sk as string).slice(FORGOTTEN_PREFIX.length)));
  },

  /**
   * Newest first, merged from every shard (mergedPage: the cursor holds each shard's place, sealed
   * and bound to the account). One status reads its status index key in each shard; several (or
   * none) read the subscribers of each shard with a filter. A property filter narrows either.
   */
  async list(accountId: string, options: ListOptions): Promise<{ items: Subscriber[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const filters: string[] = [];
    const text = options.filter?.op === 'contains' ? containsText(options.filter) : undefined;
    const { match } = options;
    const keep = both(match ? (item) => match(toSubscriber(item)) && (!text || text(item)) : text, options.within);
    if (options.filter && !text) filters.push(filterExpression(options.filter, names, values));
    const single = options.statuses?.length === 1 ? options.statuses[0]! : undefined;
    if (single === undefined) {
      values[':prefix'] = SUB_PREFIX;
      if (options.statuses?.length) {
        names['#status'] = 'status';
        options.statuses.forEach((s, i) => (values[`:s${i}`] = s));
        filters.push(`#status IN (${options.statuses.map((_, i) => `:s${i}`).join(', ')})`);
      }
    }
    const common: Partial<QueryCommandInput> = {
      TableName: table(),
      ScanIndexForward: false,
      ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
    };
    const shards: QueryCommandInput[] =
      single !== undefined
        ? keys.statusIndexPks(single).map(({ gsi1pk }) => ({
            ...common,
            TableName: table(),
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ...values, ':pk': gsi1pk },
          }))
        : keys.subscriberPartitions().map(({ pk }) => ({
            ...common,
            TableName: table(),
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: { ...values, ':pk': pk },
          }));
    const page = await mergedPage({
      accountId,
      shards,
      onIndex: single !== undefined,
      compare: descendingBy('id'),
      limit: options.limit,
      cursor: options.cursor,
      keep,
    });
    return { items: page.items.map(toSubscriber), cursor: page.cursor };
  },

  /** Subscribers whose address starts with `prefix`, in address order (the claims, in every e-mail shard, are the index). */
  async searchByEmail(
    accountId: string,
    prefix: string,
    limit: number,
    cursor?: string,
    within?: (subscriberId: string) => boolean,
  ): Promise<{ ids: string[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const page = await mergedPage({
      accountId,
      shards: keys.emailClaimPartitions().map(({ pk }) => ({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': `${EMAIL_CLAIM_PREFIX}${prefix}` },
      })),
      compare: ascendingBy('sk'),
      limit,
      cursor,
      keep: both(undefined, within, (item) => item.subscriberId as string),
    });
    return { ids: page.items.map((item) => item.subscriberId as string), cursor: page.cursor };
  },

  /** Pages through the ids with one of the statuses (the planner's audience): every shard's status index, several at a time, interleaved. */
  async *idsWithStatus(accountId: string, statuses: readonly SubscriberStatus[]): AsyncGenerator<string[]> {
    const keys = await tenant(accountId);
    const inputs = statuses.flatMap((status) =>
      keys.statusIndexPks(status).map(({ gsi1pk }) => ({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ProjectionExpression: 'gsi1sk',
      })),
    );
    for await (const page of readShards(inputs, SHARD_READS)) yield page.map((item) => item.gsi1sk as string);
  },

  /**
   * One page of the ids with one of the statuses, resumable: `cursor` (from the previous page; none
   * to start) says which status-index keys are read and where each stopped. Reads SHARD_READS keys
   * side by side. The cursor is the planner's own checkpoint, kept in the sending's item, never a
   * caller's: it is not sealed.
   */
  async idsWithStatusPage(
    accountId: string,
    statuses: readonly SubscriberStatus[],
    cursor?: StatusPageCursor,
  ): Promise<{ ids: string[]; next?: StatusPageCursor }> {
    const keys = await tenant(accountId);
    const pks = statuses.flatMap((status) => keys.statusIndexPks(status).map(({ gsi1pk }) => gsi1pk));
    const open = [...(cursor?.open ?? [])];
    let nextInput = cursor?.next ?? 0;
    while (open.length < SHARD_READS && nextInput < pks.length) open.push({ input: nextInput++ });
    const reads = await Promise.all(
      open.map(async (position) => {
        const out = await dynamo().send(
          new QueryCommand({
            TableName: table(),
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': pks[position.input] },
            ProjectionExpression: 'gsi1sk',
            Limit: STATUS_PAGE,
            ExclusiveStartKey: position.start,
          }),
        );
        return {
          ids: (out.Items ?? []).map((item) => item.gsi1sk as string),
          left: out.LastEvaluatedKey ? { input: position.input, start: out.LastEvaluatedKey } : undefined,
        };
      }),
    );
    const stillOpen = reads.flatMap((r) => (r.left ? [r.left] : []));
    const more = stillOpen.length > 0 || nextInput < pks.length;
    return { ids: reads.flatMap((r) => r.ids), ...(more ? { next: { next: nextInput, open: stillOpen } } : {}) };
  },

  /** Every subscriber id in id order (merged from the shards), page by page (keys only): how a calculation splits the database. */
  async *idPages(accountId: string): AsyncGenerator<string[]> {
    const keys = await tenant(accountId);
    const inputs = keys.subscriberPartitions().map(({ pk }) => ({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': SUB_PREFIX },
      ProjectionExpression: 'sk',
    }));
    for await (const page of mergedStream(inputs, ascendingBy('sk'), 1000))
      yield page.map((item) => (item.sk as string).slice(SUB_PREFIX.length));
  },

  /** The subscribers with ids from `fromId` to `toId` (both included), in id order (merged from the shards), page by page. */
  async *range(accountId: string, fromId: string, toId: string): AsyncGenerator<Subscriber[]> {
    const keys = await tenant(accountId);
    // A range of one (a restricted user's sample reads many) is in one shard.
    const partitions = fromId === toId ? [{ pk: keys.subscriber(fromId).pk }] : keys.subscriberPartitions();
    const inputs = partitions.map(({ pk }) => ({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': `${SUB_PREFIX}${fromId}`, ':to': `${SUB_PREFIX}${toId}` },
    }));
    for await (const page of mergedStream(inputs, ascendingBy('sk'))) yield page.map(toSubscriber);
  },

  /** Whole subscribers with one of the statuses, a page at a time (the status index projects every attribute), every shard: exports. */
  async *pagesWithStatus(accountId: string, statuses: readonly SubscriberStatus[]): AsyncGenerator<Subscriber[]> {
    const keys = await tenant(accountId);
    const inputs = statuses.flatMap((status) =>
      keys.statusIndexPks(status).map(({ gsi1pk }) => ({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
      })),
    );
    for await (const page of readShards(inputs, SHARD_READS)) yield page.map(toSubscriber);
  },

  /** The counters: the sum of every shard's item; `consistent` for a check that must see the writes just made (the plan's limit). */
  async countsByStatus(accountId: string, consistent = false): Promise<{ total: number; byStatus: Record<string, number> }> {
    const keys = await tenant(accountId);
    const statsKeys = keys.subscriberStatsKeys();
    const items = consistent
      ? (
          await Promise.all(statsKeys.map((Key) => dynamo().send(new GetCommand({ TableName: table(), Key, ConsistentRead: true }))))
        ).flatMap((out) => (out.Item ? [out.Item] : []))
      : await batchGetItems(statsKeys);
    const byStatus: Record<string, number> = {};
    let total = 0;
    for (const status of SUBSCRIBER_STATUSES) byStatus[String(status)] = 0;
    for (const item of items) {
      total += (item.total as number | undefined) ?? 0;
      for (const status of SUBSCRIBER_STATUSES) byStatus[String(status)]! += (item[statusAttr(status)] as number | undefined) ?? 0;
    }
    return { total, byStatus };
  },

  /** The daily change counters from `fromDay` (inclusive), summed over the shards, oldest first. */
  async dailyChanges(accountId: string, fromDay: string): Promise<{ day: string; counters: Record<string, number> }[]> {
    const keys = await tenant(accountId);
    const inputs = keys.subscriberPartitions().map(({ pk }) => ({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': `${STATSDAY_PREFIX}${fromDay}`, ':to': `${STATSDAY_PREFIX}9999` },
    }));
    const days = new Map<string, Record<string, number>>();
    for await (const page of readShards(inputs, SHARD_READS)) {
      for (const { pk: _pk, sk, ...counters } of page) {
        const day = (sk as string).slice(STATSDAY_PREFIX.length);
        const sum = days.get(day) ?? {};
        for (const [name, n] of Object.entries(counters)) if (typeof n === 'number') sum[name] = (sum[name] ?? 0) + n;
        days.set(day, sum);
      }
    }
    return [...days].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([day, counters]) => ({ day, counters }));
  },
};
