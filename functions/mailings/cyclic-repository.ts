import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EMPTY_STATS } from '@shared/schemas/mailing';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, writeIfCondition } from '@functions/platform/dynamo';
import { advanceDue, pastRun, readDue, type DueRead } from '@functions/platform/due-index';
import { mailingsRepository, type MailingHead, type MailingRecord } from './repository';

/** Cyclic parents one tick queues at most (one SQS message each; the rest wait a minute). */
export const CYCLIC_DUE_PER_TICK = 300;

/**
 * A run's id: its parent's followed by the minute it was due (zero-padded), so that a run is made
 * once (the put is conditional on the id) and a parent's runs are one key range, in order.
 */
export const runId = (parentId: string, dueMs: number): string => `${parentId}R${String(Math.floor(dueMs / 60_000)).padStart(9, '0')}`;

/** What a run takes over from its parent: the content and what was fixed when it was planned. */
export const INHERITED = [
  'sendWindow',
  'name',
  'subject',
  'fromName',
  'fromEmail',
  'replyTo',
  'segmentId',
  'language',
  'mode',
  'textCustom',
  'text',
  'preheader',
  'utm',
  'templateId',
  'blueprintId',
  'footer',
  'sentById',
  'scopeSegmentIds',
  'publicBaseUrl',
  'acceptedById',
  'acceptedAt',
  'schedule',
  'editedBy',
] as const;

/**
 * Active cyclic mailings (issue 17): the parent stays `planned` on its own shard of the due index
 * (DUE_INDEX.cyclic, at its next run), each run is a child mailing that the delivery engine sends
 * like any planned one (on the mailings shard, due at once).
 */
export const cyclicRepository = {
  async due(untilIso: string, read: DueRead = {}): Promise<{ accountId: string; id: string; dueAt: string }[]> {
    const items = await readDue(DUE_INDEX.cyclic, untilIso, { max: CYCLIC_DUE_PER_TICK, ...read });
    return items.map((i) => ({ accountId: String(i.accountId), id: String(i.id), dueAt: String(i.dueAt) }));
  },

  /**
   * Makes the run unless it exists already; true when this call made it. A cyclic A/B/X run is the
   * test's parent (`own`: its send type and state, off the due index until its winner is decided).
   */
  async createRun(
    accountId: string,
    parent: MailingRecord,
    id: string,
    run: number,
    at: string,
    own?: { sendType: string; set: Record<string, unknown> },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const inherited = Object.fromEntries(
      INHERITED.filter((k) => parent[k as keyof MailingRecord] !== undefined).map((k) => [k, parent[k as keyof MailingRecord]]),
    );
    const due = keys.mailingDue(at);
    const head = {
      ...keys.mailing(id),
      accountId,
      ...inherited,
      id,
      parentId: parent.id,
      run,
      sendType: own?.sendType ?? 'cyclic',
      state: 'planned',
      startAt: at,
      stats: { ...EMPTY_STATS },
      processed: 0,
      createdAt: at,
      updatedAt: at,
      ...(own ? own.set : due),
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

  /**
   * Moves the parent past the run due `from`: to its next run, or `sent` when none is left. Holds
   * only while it is planned and still due then, so a retried or duplicate step moves it once.
   */
  async advance(accountId: string, id: string, from: string, run: number, next: string | undefined, at: string): Promise<boolean> {
    return advanceDue((await tenant(accountId, 'write')).mailing(id), pastRun(DUE_INDEX.cyclic, from, run, next, at));
  },

  /** A run made while the parent was paused keeps its number: the next run counts on from it. */
  async keepRun(accountId: string, id: string, run: number): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.mailing(id),
          UpdateExpression: 'SET lastRun = :run',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(lastRun) OR lastRun < :run)',
          ExpressionAttributeValues: { ':run': run },
        }),
      ),
    );
  },

  /** A parent's runs, newest first. */
  async runs(accountId: string, parentId: string, limit: number, cursor?: string): Promise<{ items: MailingHead[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const first = keys.mailing(runId(parentId, 0));
    const prefix = String(first.sk).slice(0, -9);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        // A cyclic A/B/X run's variants share the range (their ids are the run's and a key): runs only.
        FilterExpression: 'parentId = :parent',
        ExpressionAttributeValues: { ':pk': first.pk, ':prefix': prefix, ':parent': parentId },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, String(first.pk)),
      }),
    );
    return { items: (out.Items ?? []).map((i) => mailingsRepository.headOf(i)), cursor: encodeCursor(out.LastEvaluatedKey) };
  },
};
