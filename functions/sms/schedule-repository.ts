import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { EMPTY_SMS_STATS, type SmsState } from '@shared/schemas/sms';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, writeIfCondition } from '@functions/platform/dynamo';
import { advanceDue, pastRun, readDue, type DueRead } from '@functions/platform/due-index';
import { smsRepository, type SmsCondition, type SmsRecord } from './repository';

/** Planned SMS sendings and cyclic runs one tick starts at most (a few requests each; the rest wait a minute). */
export const SMS_DUE_PER_TICK = 200;

/**
 * A cyclic run's id: the parent's followed by the minute it was due (zero-padded), so a run is made
 * once (the put is conditional on it) and a parent's runs follow it in the key order.
 */
export const smsRunId = (parentId: string, dueMs: number): string => `${parentId}R${String(Math.floor(dueMs / 60_000)).padStart(9, '0')}`;

/** What a run takes over from its parent: the text, the audience, who ordered it and their reach. */
const INHERITED = [
  'name',
  'sender',
  'content',
  'segmentId',
  'onlyPrefix48',
  'parts',
  'createdById',
  'scopeSegmentIds',
  'acceptedById',
  'acceptedAt',
] as const;

export interface SmsMove {
  /** The states it may leave, and what else must hold (a condition with its own names and values). */
  from: readonly SmsState[];
  also?: SmsCondition;
  to: SmsState;
  set?: Record<string, unknown>;
  remove?: readonly string[];
}

/**
 * Planned and cyclic SMS sendings (issue 17): an item of the SMS sendings (repository.ts) with its
 * `schedule`, on the `DUESMS` shard of the due index at its start (a planned one) or its next run (a
 * cyclic parent). Every change is one conditional write on the state it leaves.
 */
export const smsScheduleRepository = {
  async due(untilIso: string, read: DueRead = {}): Promise<{ accountId: string; id: string; dueAt: string; cyclic: boolean }[]> {
    const items = await readDue(DUE_INDEX.sms, untilIso, { max: SMS_DUE_PER_TICK, ...read });
    return items.map((i) => ({
      accountId: String(i.accountId),
      id: String(i.id),
      dueAt: String(i.dueAt),
      cyclic: (i.schedule as { type?: string } | undefined)?.type === 'cyclic' && !i.parentId,
    }));
  },

  /** One state change, holding only while the sending is in one of `from` (and `also` holds); false when it was not. */
  move(accountId: string, id: string, move: SmsMove, at: string): Promise<boolean> {
    const values: Record<string, unknown> = { ...move.also?.values };
    const from = move.from.map((s, i) => {
      values[`:f${i}`] = s;
      return `:f${i}`;
    });
    return smsRepository.transition(accountId, id, {
      to: move.to,
      at,
      ...(move.set ? { set: move.set } : {}),
      ...(move.remove ? { remove: move.remove } : {}),
      when: {
        condition: `#state IN (${from.join(', ')})${move.also ? ` AND (${move.also.condition})` : ''}`,
        ...(move.also?.names ? { names: move.also.names } : {}),
        values,
      },
    });
  },

  /** Makes a cyclic parent's run, planned and due at once, unless it exists already; true when this call made it. */
  async createRun(accountId: string, parent: SmsRecord, id: string, run: number, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const inherited = Object.fromEntries(INHERITED.filter((k) => parent[k] !== undefined).map((k) => [k, parent[k]]));
    const item = {
      ...keys.smsRecord(id),
      accountId,
      ...inherited,
      id,
      parentId: parent.id,
      run,
      state: 'planned',
      stats: { ...EMPTY_SMS_STATS },
      processed: 0,
      createdAt: at,
      updatedAt: at,
      // Due at once: should queueing its plan be lost, the next tick queues it (as a planned sending).
      dueShard: DUE_INDEX.sms,
      dueAt: at,
    };
    return writeIfCondition(() =>
      dynamo().send(new PutCommand({ TableName: config.appTable, Item: item, ConditionExpression: 'attribute_not_exists(pk)' })),
    );
  },

  /**
   * Moves a cyclic parent past its run due `from`: to its next run, or `sent` when its range holds
   * none. Holds only while it is planned and still due then, so a retried or repeated tick moves it once.
   */
  async advance(accountId: string, id: string, from: string, run: number, next: string | undefined, at: string): Promise<boolean> {
    return advanceDue((await tenant(accountId, 'write')).smsRecord(id), pastRun(DUE_INDEX.sms, from, run, next, at));
  },

  /**
   * The account's planned SMS sendings and cyclic ones (active or paused by a user), newest first:
   * the SMS sendings' range read with a filter, so a page may hold fewer than `limit` (the cursor goes on).
   */
  async planned(accountId: string, limit: number, cursor?: string): Promise<{ items: SmsRecord[]; cursor?: string }> {
    const sendings = (await tenant(accountId)).smsRecords();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'attribute_exists(#schedule) AND (#state = :planned OR (#state = :paused AND #schedule.#type = :cyclic))',
        ExpressionAttributeNames: { '#schedule': 'schedule', '#state': 'state', '#type': 'type' },
        ExpressionAttributeValues: {
          ':pk': sendings.pk,
          ':prefix': sendings.prefix,
          ':planned': 'planned',
          ':paused': 'paused',
          ':cyclic': 'cyclic',
        },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, sendings.pk),
      }),
    );
    return { items: (out.Items ?? []).map(smsRepository.recordOf), cursor: encodeCursor(out.LastEvaluatedKey) };
  },
};
