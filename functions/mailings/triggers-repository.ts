import { DeleteCommand, GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EMPTY_STATS } from '@shared/schemas/mailing';
import type { TriggerDelay } from '@shared/rules/trigger-delay';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { advanceDue, readDue, type DueRead } from '@functions/platform/due-index';
import { queryAll } from '@functions/platform/query';
import { INHERITED } from './cyclic-repository';
import type { MailingRecord } from './repository';

/** Triggered subscribers one tick collects at most (a conditional update each; the rest wait a minute). */
export const TRIGGERS_DUE_PER_TICK = 1000;
/** Anniversary mailings one tick queues the daily look of at most (one job message each). */
export const ANNIVERSARIES_DUE_PER_TICK = 500;
/** A collected subscriber stays on the due index this long, so a tick that died before its run was made is finished by a later one. */
export const TRIGGER_RECHECK_MS = 5 * 60_000;
/** Conditional puts of trigger records in flight at once. */
const RECORD_WRITES_AT_ONCE = 50;
/** Recipients a run's planning reads per page. */
const RUN_PAGE = 1000;

/** What a subscription or a segment's calculation reads to know whom an active triggered mailing wants. */
export interface TriggerEntry {
  mailingId: string;
  kind: 'welcome' | 'segment' | 'anniversary';
  delay?: TriggerDelay;
  /** A segment entry's segment. */
  segmentId?: string;
  /** An anniversary's date property, the hour of its daily look and when that is next. */
  propertyId?: string;
  hour?: number;
  dueAt?: string;
}

export interface TriggerRecord {
  accountId: string;
  mailingId: string;
  subscriberId: string;
  occasion: string;
  dueAt: string;
  runId?: string;
}

const toRecord = (i: Record<string, unknown>): TriggerRecord => ({
  accountId: String(i.accountId),
  mailingId: String(i.mailingId),
  subscriberId: String(i.subscriberId),
  occasion: String(i.occasion),
  dueAt: String(i.dueAt),
  ...(i.runId ? { runId: String(i.runId) } : {}),
});

const toEntry = (i: Record<string, unknown>): TriggerEntry => ({
  mailingId: String(i.mailingId),
  kind: i.kind as TriggerEntry['kind'],
  ...(i.delay ? { delay: i.delay as TriggerDelay } : {}),
  ...(i.segmentId ? { segmentId: String(i.segmentId) } : {}),
  ...(i.propertyId ? { propertyId: String(i.propertyId) } : {}),
  ...(typeof i.hour === 'number' ? { hour: i.hour } : {}),
  ...(i.dueAt ? { dueAt: String(i.dueAt) } : {}),
});

/** One page of a gsi1 partition (a run's recipients, a paused mailing's held subscribers). */
async function gsi1Page(pk: string, limit: number, options: { start?: Record<string, unknown>; projection?: string } = {}) {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config.appTable,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      Limit: limit,
      ...(options.projection ? { ProjectionExpression: options.projection } : {}),
      ...(options.start ? { ExclusiveStartKey: options.start } : {}),
    }),
  );
  return { items: out.Items ?? [], ...(out.LastEvaluatedKey ? { next: out.LastEvaluatedKey } : {}) };
}

/**
 * Welcome and automatic mailings (issue 17): the account's active ones (`TRIGGER#`), and one record
 * per subscriber a mailing was triggered for, written once per occasion (the put is conditional on
 * its key), so a subscriber is never triggered twice by the same mailing for the same reason.
 */
export const triggersRepository = {
  async register(accountId: string, entry: TriggerEntry): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const due = entry.dueAt ? keys.anniversaryDue(entry.dueAt) : {};
    await dynamo().send(
      new PutCommand({ TableName: config.appTable, Item: { ...keys.triggerEntry(entry.mailingId), ...entry, ...due, accountId } }),
    );
  },

  async entry(accountId: string, mailingId: string): Promise<TriggerEntry | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: keys.triggerEntry(mailingId), ConsistentRead: true }),
    );
    return out.Item ? toEntry(out.Item) : undefined;
  },

  /** Anniversary mailings whose daily look is due. */
  async anniversariesDue(untilIso: string, read: DueRead = {}): Promise<{ accountId: string; mailingId: string; dueAt: string }[]> {
    const items = await readDue(DUE_INDEX.anniversaries, untilIso, { max: ANNIVERSARIES_DUE_PER_TICK, ...read });
    return items.map((i) => ({ accountId: String(i.accountId), mailingId: String(i.mailingId), dueAt: String(i.dueAt) }));
  },

  /** Moves an anniversary mailing's daily look from `from` to `next`; false when another moved it first. */
  async advanceAnniversary(accountId: string, mailingId: string, from: string, next: string): Promise<boolean> {
    const shard = DUE_INDEX.anniversaries;
    const when = { condition: 'dueShard = :shard', values: { ':shard': shard } };
    return advanceDue((await tenant(accountId, 'write')).triggerEntry(mailingId), { shard, from, next, when });
  },

  async unregister(accountId: string, mailingId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: keys.triggerEntry(mailingId) }));
  },

  async entries(accountId: string): Promise<TriggerEntry[]> {
    const keys = await tenant(accountId);
    const range = keys.triggerEntries();
    const items = await queryAll({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
    });
    return items.map(toEntry);
  },

  /** Records each subscriber's trigger unless it exists; answers how many were new. */
  async record(accountId: string, records: Omit<TriggerRecord, 'accountId' | 'runId'>[], at: string): Promise<number> {
    const keys = await tenant(accountId, 'write');
    const made: boolean[] = [];
    for (let i = 0; i < records.length; i += RECORD_WRITES_AT_ONCE) {
      made.push(
        ...(await Promise.all(
          records.slice(i, i + RECORD_WRITES_AT_ONCE).map((r) =>
            writeIfCondition(() =>
              dynamo().send(
                new PutCommand({
                  TableName: config.appTable,
                  Item: {
                    ...keys.triggerRecord(r.subscriberId, r.mailingId, r.occasion),
                    ...keys.triggerDue(r.dueAt),
                    accountId,
                    ...r,
                    triggeredAt: at,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                }),
              ),
            ),
          ),
        )),
      );
    }
    return made.filter(Boolean).length;
  },

  async due(untilIso: string, read: DueRead = {}): Promise<TriggerRecord[]> {
    const items = await readDue(DUE_INDEX.triggers, untilIso, { max: TRIGGERS_DUE_PER_TICK, ...read });
    return items.map(toRecord);
  },

  /**
   * Gives a due subscriber to a run (on the run's index, still due a little later in case the run is
   * not made); false when another tick took them first.
   */
  async claim(r: TriggerRecord, runId: string, recheckAt: string): Promise<boolean> {
    const keys = await tenant(r.accountId, 'write');
    const index = keys.triggerRunIndex(runId, r.subscriberId);
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.triggerRecord(r.subscriberId, r.mailingId, r.occasion),
          UpdateExpression: 'SET runId = :run, gsi1pk = :gpk, gsi1sk = :gsk, dueAt = :recheck',
          ConditionExpression: 'attribute_not_exists(runId) AND dueShard = :shard',
          ExpressionAttributeValues: {
            ':run': runId,
            ':gpk': index.gsi1pk,
            ':gsk': index.gsi1sk,
            ':recheck': recheckAt,
            ':shard': DUE_INDEX.triggers,
          },
        }),
      ),
    );
  },

  /** Takes a subscriber off the due index: their run exists, or their mailing is no longer active (`dropped`). */
  async release(r: TriggerRecord, dropped = false): Promise<void> {
    const keys = await tenant(r.accountId, 'write');
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.triggerRecord(r.subscriberId, r.mailingId, r.occasion),
          UpdateExpression: `${dropped ? 'SET dropped = :yes ' : ''}REMOVE dueShard, dueAt`,
          ConditionExpression: 'attribute_exists(dueShard)',
          ...(dropped ? { ExpressionAttributeValues: { ':yes': true } } : {}),
        }),
      ),
    );
  },

  /**
   * Holds a due subscriber of a paused mailing off the due index (on the mailing's held index) until
   * it is resumed (`heldPage`, `unhold`); a run it was given to that was never made is forgotten.
   */
  async hold(r: TriggerRecord): Promise<void> {
    const keys = await tenant(r.accountId, 'write');
    const key = keys.triggerRecord(r.subscriberId, r.mailingId, r.occasion);
    const index = keys.triggerHeldIndex(r.mailingId, key.sk);
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: key,
          UpdateExpression: 'SET gsi1pk = :gpk, gsi1sk = :gsk REMOVE dueShard, dueAt, runId',
          ConditionExpression: 'attribute_exists(dueShard)',
          ExpressionAttributeValues: { ':gpk': index.gsi1pk, ':gsk': index.gsi1sk },
        }),
      ),
    );
  },

  /** The first subscribers still held from when a mailing was paused (each unheld leaves the index), and whether more are. */
  async held(accountId: string, mailingId: string, limit = RUN_PAGE): Promise<{ records: TriggerRecord[]; more: boolean }> {
    const keys = await tenant(accountId);
    const page = await gsi1Page(keys.triggerHeldPk(mailingId), limit);
    return { records: page.items.map(toRecord), more: !!page.next };
  },

  /** Puts a held subscriber back on the due index at `dueAt` (their mailing was resumed); false when no longer held. */
  async unhold(r: TriggerRecord, dueAt: string): Promise<boolean> {
    const keys = await tenant(r.accountId, 'write');
    const key = keys.triggerRecord(r.subscriberId, r.mailingId, r.occasion);
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: key,
          UpdateExpression: 'SET dueShard = :shard, dueAt = :due REMOVE gsi1pk, gsi1sk',
          ConditionExpression: 'gsi1pk = :held',
          ExpressionAttributeValues: { ':shard': DUE_INDEX.triggers, ':due': dueAt, ':held': keys.triggerHeldPk(r.mailingId) },
        }),
      ),
    );
  },

  /**
   * Makes a run of a triggered mailing unless it exists: a child sending (content, sender and reach
   * of its parent) whose audience is the subscribers given to it (`triggerRun`) — those of them in
   * the parent's segment, when it has one (`inSegment`) — due at once on the mailings shard. Its
   * recipients are held to the plan's limit one by one as they go (the ledger), not up front
   * (`limitChecked`). True when this call made it.
   */
  async createRun(accountId: string, parent: MailingRecord, id: string, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const inherited = Object.fromEntries(
      INHERITED.filter((k) => k !== 'segmentId' && parent[k as keyof MailingRecord] !== undefined).map((k) => [
        k,
        parent[k as keyof MailingRecord],
      ]),
    );
    const head = {
      ...keys.mailing(id),
      accountId,
      ...inherited,
      id,
      parentId: parent.id,
      sendType: parent.sendType,
      triggerRun: true,
      limitChecked: true,
      ...(parent.segmentId ? { audienceSpec: { kind: 'inSegment', segmentId: parent.segmentId } } : {}),
      state: 'planned',
      startAt: at,
      stats: { ...EMPTY_STATS },
      processed: 0,
      createdAt: at,
      updatedAt: at,
      ...keys.mailingDue(at),
    };
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: config.appTable, Item: { ...keys.mailingBody(id), html: parent.html } } },
            { Put: { TableName: config.appTable, Item: head, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      ),
    );
  },

  /** A page of a run's recipients (its planning's audience), and where the next starts. */
  async runPage(
    accountId: string,
    runId: string,
    start?: Record<string, unknown>,
  ): Promise<{ ids: string[]; next?: Record<string, unknown> }> {
    const keys = await tenant(accountId);
    const page = await gsi1Page(keys.triggerRunPk(runId), RUN_PAGE, { start, projection: 'gsi1sk' });
    return { ids: page.items.map((i) => String(i.gsi1sk)), ...(page.next ? { next: page.next } : {}) };
  },
};
