import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';
import { batchGetItems } from '@functions/platform/batch-get';
import { tenant } from '@functions/data/tenant';
import { runId } from '../cyclic-repository';

/** An hour's sending of an optimisation: which plan it belongs to and which recipients it keeps (delivery/audience-filters.ts). */
export interface BestHourSpec {
  kind: 'bestHour';
  parentId: string;
  /** The plan's start (the parent's `startAt` then): a sending of an earlier plan, unplanned since, sends to no one. */
  planStart: string;
  /** The UTC hour this sending is for. */
  hour: number;
  /** The account's best hour when planned: the hour of recipients without history. */
  fallback: number;
}

/** Recipients' hours outlive the 24 h of the sendings with a margin for late pieces. */
const HOUR_TTL_SECONDS = 3 * 86_400;
const givenAttribute = (hour: number) => `givenH${String(hour).padStart(2, '0')}`;
/** Conditional puts in flight at once. */
const PUTS_AT_ONCE = 50;

/**
 * An hour's sending id: the parent's run range (`<parent>R…`, so the report lists them as the
 * mailing's runs: cyclic-repository.ts), the plan's start minute and the hour's place after the
 * start — a plan made again after an unplan makes sendings of its own.
 */
export const hourSendingId = (parentId: string, planStart: string, order: number): string =>
  `${runId(parentId, Date.parse(planStart))}${String(order).padStart(2, '0')}`;

export const optimisationRepository = {
  /**
   * An hour's sending already there for this plan (a retried plan; the same start minute after an
   * unplan) takes this plan's spec and time, while it has not started; false when it has.
   */
  async replanSending(accountId: string, id: string, spec: BestHourSpec, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const due = keys.mailingDue(at);
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.mailing(id),
          UpdateExpression: 'SET audienceSpec = :spec, startAt = :at, dueShard = :shard, dueAt = :at',
          ConditionExpression: '#state = :planned',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':spec': spec, ':at': at, ':shard': due.dueShard, ':planned': 'planned' },
        }),
      ),
    );
  },

  /** The hours given to these recipients by the optimisation `mailingId`. */
  async hoursOf(accountId: string, mailingId: string, subscriberIds: readonly string[]): Promise<Map<string, number>> {
    if (subscriberIds.length === 0) return new Map();
    const keys = await tenant(accountId);
    const items = await batchGetItems(
      subscriberIds.map((id) => keys.optimisationHour(mailingId, id)),
      ['subscriberId', 'hour'],
      { consistent: true },
    );
    return new Map(items.map((i) => [String(i.subscriberId), Number(i.hour)]));
  },

  /**
   * Gives each recipient their hour unless one was given already (by a sending running beside this
   * one): answers every recipient's hour as it stands, so all of the optimisation's sendings agree.
   */
  async give(accountId: string, mailingId: string, hours: ReadonlyMap<string, number>): Promise<Map<string, number>> {
    const keys = await tenant(accountId, 'write');
    const ttl = epochSeconds() + HOUR_TTL_SECONDS;
    const given = new Map<string, number>();
    const fresh = new Set<string>();
    const entries = [...hours];
    for (let i = 0; i < entries.length; i += PUTS_AT_ONCE)
      await Promise.all(
        entries.slice(i, i + PUTS_AT_ONCE).map(async ([subscriberId, hour]) => {
          const Key = keys.optimisationHour(mailingId, subscriberId);
          const put = () =>
            dynamo().send(
              new PutCommand({
                TableName: config.appTable,
                Item: { ...Key, subscriberId, hour, ttl },
                ConditionExpression: 'attribute_not_exists(pk)',
              }),
            );
          if (await writeIfCondition(put)) {
            fresh.add(subscriberId);
            return void given.set(subscriberId, hour);
          }
          const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key, ConsistentRead: true }));
          given.set(subscriberId, Number(out.Item?.hour));
        }),
      );
    await this.countGiven(
      accountId,
      mailingId,
      [...hours].filter(([id, hour]) => given.get(id) === hour && fresh.has(id)),
    );
    return given;
  },

  /** How many recipients each hour was given, on the parent (`givenHNN`): an hour given to no one need not read the audience. */
  async countGiven(accountId: string, mailingId: string, given: readonly [string, number][]): Promise<void> {
    if (given.length === 0) return;
    const counts = new Map<number, number>();
    for (const [, hour] of given) counts.set(hour, (counts.get(hour) ?? 0) + 1);
    const entries = [...counts];
    const keys = await tenant(accountId, 'write');
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.mailing(mailingId),
          UpdateExpression: `ADD ${entries.map((_, i) => `#g${i} :g${i}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(entries.map(([hour], i) => [`#g${i}`, givenAttribute(hour)])),
          ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:g${i}`, n])),
        }),
      ),
    );
  },

  /** Whether a sending has read its whole audience: planned no more (its planning flag off) and started. */
  async planningOver(accountId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({
        TableName: config.appTable,
        Key: keys.mailing(id),
        ProjectionExpression: '#state, planning',
        ExpressionAttributeNames: { '#state': 'state' },
        ConsistentRead: true,
      }),
    );
    return !!out.Item && out.Item.state !== 'planned' && !out.Item.planning;
  },

  /** How many recipients `hour` was given so far. */
  async givenTo(accountId: string, mailingId: string, hour: number): Promise<number> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({
        TableName: config.appTable,
        Key: keys.mailing(mailingId),
        ProjectionExpression: '#g',
        ExpressionAttributeNames: { '#g': givenAttribute(hour) },
        ConsistentRead: true,
      }),
    );
    return Number(out.Item?.[givenAttribute(hour)] ?? 0);
  },
};
