import { GetCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import type { Subscriber, SubscriberListQuery } from '@shared/schemas/subscriber';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { queryFilteredPage as queryPage } from '@functions/platform/filtered-page';
import { queryAll, queryPages } from '@functions/platform/query';
import {
  accountPk, EMAIL_CLAIM_PREFIX, emailClaimKey, forgottenKey, gsmClaimKey, STATSDAY_PREFIX, statsKey, statusAttr, statusIndexPk, SUB_PREFIX, subscriberKey,
} from './keys';

const table = () => config.appTable;
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
  const read = BASE_FIELDS.has(filter.field) ? (item: Record<string, unknown>) => item[filter.field] : (item: Record<string, unknown>) => (item.props as Record<string, unknown> | undefined)?.[filter.field];
  const has = (value: unknown): boolean => (Array.isArray(value) ? value.some(has) : value !== undefined && value !== null && String(value).toLocaleLowerCase('pl').includes(needle));
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
}

/** Both in-memory filters as one (either may be absent). */
function both(a?: (item: Record<string, unknown>) => boolean, within?: (id: string) => boolean, idOf = (item: Record<string, unknown>) => item.id as string) {
  if (!within) return a;
  return (item: Record<string, unknown>) => within(idOf(item)) && (!a || a(item));
}

export const subscribersRepository = {
  async get(accountId: string, id: string, consistent = false): Promise<Subscriber | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: subscriberKey(accountId, id), ConsistentRead: consistent }));
    return out.Item ? toSubscriber(out.Item) : undefined;
  },

  async getMany(accountId: string, ids: readonly string[]): Promise<Subscriber[]> {
    const unique = [...new Set(ids)];
    return (await batchGetItems(unique.map((id) => subscriberKey(accountId, id)))).map(toSubscriber);
  },

  /** Of these subscribers, the ids of those with a GSM number (reads only the id and number). */
  async idsWithNumber(accountId: string, ids: readonly string[]): Promise<string[]> {
    const items = await batchGetItems([...new Set(ids)].map((id) => subscriberKey(accountId, id)), ['id', 'gsm']);
    const withNumber = new Set(items.filter((item) => item.gsm).map((item) => item.id as string));
    return ids.filter((id) => withNumber.has(id));
  },

  /** Subscriber ids by normalised e-mail, for the addresses that have one. */
  async idsByEmails(accountId: string, emails: readonly string[]): Promise<Map<string, string>> {
    const items = await batchGetItems([...new Set(emails)].map((email) => emailClaimKey(accountId, email)));
    return new Map(items.map((item) => [(item.sk as string).slice(EMAIL_CLAIM_PREFIX.length), item.subscriberId as string]));
  },

  async idsByGsms(accountId: string, gsms: readonly string[]): Promise<Map<string, string>> {
    const items = await batchGetItems([...new Set(gsms)].map((gsm) => gsmClaimKey(accountId, gsm)));
    return new Map(items.map((item) => [(item.sk as string).slice('SUBGSM#'.length), item.subscriberId as string]));
  },

  /** Which fingerprints belong to people forgotten under GDPR. */
  async forgotten(accountId: string, fingerprints: readonly string[]): Promise<Set<string>> {
    const items = await batchGetItems([...new Set(fingerprints)].map((f) => forgottenKey(accountId, f)));
    return new Set(items.map((item) => (item.sk as string).slice('FORGOTTEN#'.length)));
  },

  /**
   * Newest first. One status reads its gsi1 partition; several (or none) read the subscribers with a
   * filter. A property filter narrows either.
   */
  async list(accountId: string, options: ListOptions): Promise<{ items: Subscriber[]; cursor?: string }> {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const filters: string[] = [];
    const text = options.filter?.op === 'contains' ? containsText(options.filter) : undefined;
    const keep = both(text, options.within);
    if (options.filter && !text) filters.push(filterExpression(options.filter, names, values));
    const single = options.statuses?.length === 1 ? options.statuses[0]! : undefined;
    let input: QueryCommandInput;
    let pk: string;
    if (single !== undefined) {
      pk = statusIndexPk(accountId, single);
      values[':pk'] = pk;
      input = { TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk' };
    } else {
      pk = accountPk(accountId);
      values[':pk'] = pk;
      values[':prefix'] = SUB_PREFIX;
      input = { TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)' };
      if (options.statuses?.length) {
        names['#status'] = 'status';
        options.statuses.forEach((s, i) => (values[`:s${i}`] = s));
        filters.push(`#status IN (${options.statuses.map((_, i) => `:s${i}`).join(', ')})`);
      }
    }
    const page = await queryPage(
      {
        ...input, ScanIndexForward: false, ExpressionAttributeValues: values,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
      },
      single !== undefined ? { pk: accountPk(accountId), gsi1pk: pk } : { pk },
      options.limit,
      options.cursor,
      keep,
    );
    return { items: page.items.map(toSubscriber), cursor: page.cursor };
  },

  /** Subscribers whose address starts with `prefix`, in address order (the claims are the index). */
  async searchByEmail(accountId: string, prefix: string, limit: number, cursor?: string, within?: (subscriberId: string) => boolean): Promise<{ ids: string[]; cursor?: string }> {
    const page = await queryPage(
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': accountPk(accountId), ':prefix': `${EMAIL_CLAIM_PREFIX}${prefix}` },
      },
      { pk: accountPk(accountId) },
      limit,
      cursor,
      both(undefined, within, (item) => item.subscriberId as string),
    );
    return { ids: page.items.map((item) => item.subscriberId as string), cursor: page.cursor };
  },

  /** Pages through the ids with one of the statuses (the planner's audience), from the status index. */
  async *idsWithStatus(accountId: string, statuses: readonly SubscriberStatus[]): AsyncGenerator<string[]> {
    for (const status of statuses) {
      const pages = queryPages({
        TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': statusIndexPk(accountId, status) }, ProjectionExpression: 'gsi1sk',
      });
      for await (const page of pages) yield page.map((item) => item.gsi1sk as string);
    }
  },

  /** Every subscriber id in id order, page by page (keys only): how a calculation splits the database. */
  async *idPages(accountId: string): AsyncGenerator<string[]> {
    const pages = queryPages({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': accountPk(accountId), ':prefix': SUB_PREFIX }, ProjectionExpression: 'sk',
    });
    for await (const page of pages) yield page.map((item) => (item.sk as string).slice(SUB_PREFIX.length));
  },

  /** The subscribers with ids from `fromId` to `toId` (both included), in id order, page by page. */
  async *range(accountId: string, fromId: string, toId: string): AsyncGenerator<Subscriber[]> {
    const pages = queryPages({
      TableName: table(), KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': accountPk(accountId), ':from': `${SUB_PREFIX}${fromId}`, ':to': `${SUB_PREFIX}${toId}` },
    });
    for await (const page of pages) yield page.map(toSubscriber);
  },

  /** Whole subscribers with one of the statuses, a page at a time (the status index projects every attribute): exports. */
  async *pagesWithStatus(accountId: string, statuses: readonly SubscriberStatus[]): AsyncGenerator<Subscriber[]> {
    for (const status of statuses) {
      const pages = queryPages({
        TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': statusIndexPk(accountId, status) },
      });
      for await (const page of pages) yield page.map(toSubscriber);
    }
  },

  /** The counters item; `consistent` for a check that must see the writes just made (the plan's limit). */
  async countsByStatus(accountId: string, consistent = false): Promise<{ total: number; byStatus: Record<string, number> }> {
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: statsKey(accountId), ConsistentRead: consistent }));
    const byStatus: Record<string, number> = {};
    for (const status of SUBSCRIBER_STATUSES) byStatus[String(status)] = (out.Item?.[statusAttr(status)] as number | undefined) ?? 0;
    return { total: (out.Item?.total as number | undefined) ?? 0, byStatus };
  },

  /** The daily change counters from `fromDay` (inclusive), oldest first. */
  async dailyChanges(accountId: string, fromDay: string): Promise<{ day: string; counters: Record<string, number> }[]> {
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': accountPk(accountId), ':from': `${STATSDAY_PREFIX}${fromDay}`, ':to': `${STATSDAY_PREFIX}9999` },
    });
    return items.map(({ pk: _pk, sk, ...counters }) => ({ day: (sk as string).slice(STATSDAY_PREFIX.length), counters: counters as Record<string, number> }));
  },
};
