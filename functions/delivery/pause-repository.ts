import { createHash } from 'node:crypto';
import { DeleteCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PauseReason } from '@shared/constants';
import type { SendingPause } from '@shared/schemas/sending-pause';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { outputIfCondition, writeIfCondition } from '@functions/platform/dynamo';
import { queryPages } from '@functions/platform/query';
import { readDue, RESUMES_DUE_PER_TICK, type DueRead } from '@functions/platform/due-index';
import { DUE_INDEX, type TableKey, type TenantKeys } from '@functions/data/keys';
import { MAILING_PREFIX } from '@functions/data/keys/campaigns';
import { tenant } from '@functions/data/tenant';

import type { SendingRef } from './channel';
import { RECHECK_MS } from './records-repository';

export type { SendingRef } from './channel';

/** A sending's item as the pause path reads it back: whom to tell, and the pause. */
export interface PausedSending {
  name?: string;
  state?: string;
  /** Who ordered it: `sentById` on a mailing, `createdById` on an SMS sending. */
  sentById?: string;
  createdById?: string;
  scopeSegmentIds?: string[];
  pause?: SendingPause;
}

/** Conditional deletes of parked batches in flight at once. */
const UNPARK_LANES = 25;

export interface ParkedBatch {
  batchId: string;
  key: TableKey;
  subscriberIds: string[];
  parkedAt?: string;
}

/** The sending's own item: a mailing's or an SMS sending's (keys/campaigns.ts). */
const itemKey = (keys: TenantKeys, ref: SendingRef): TableKey => (ref.channel === 'email' ? keys.mailing(ref.id) : keys.smsRecord(ref.id));

/** A batch's id: a digest of its recipients, in any order, so a batch delivered twice parks once. */
export const batchIdOf = (subscriberIds: readonly string[]) =>
  createHash('sha1')
    .update([...subscriberIds].sort().join('\n'))
    .digest('base64url')
    .slice(0, 22);

/**
 * The paused state of sendings (keys/delivery.ts): the pause on the sending's item, its place on
 * the due index while it resumes by itself, and the batches parked meanwhile. Every state change is
 * conditional on the state it leaves, so of two callers only one moves it.
 */
export const pauseRepository = {
  /** sending → paused; the item after the write, or undefined when it was not sending. */
  async pause(
    ref: SendingRef,
    pause: { reason: PauseReason; at: string; resumeAt?: string; detail?: Record<string, number> },
  ): Promise<PausedSending | undefined> {
    const keys = await tenant(ref.accountId, 'write');
    const record: SendingPause = {
      reason: pause.reason,
      at: pause.at,
      ...(pause.resumeAt ? { resumeAt: pause.resumeAt } : {}),
      ...(pause.detail ? { detail: pause.detail } : {}),
    };
    const due = pause.resumeAt ? keys.resumeDue(pause.resumeAt) : undefined;
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: itemKey(keys, ref),
          // Off the reconciler's entry: resumed by the ticker at resumeAt, or by a person (no entry at all).
          UpdateExpression: `SET #state = :paused, #pause = :pause${ref.channel === 'email' ? ', updatedAt = :at' : ''}${due ? ', dueShard = :shard, dueAt = :due' : ' REMOVE dueShard, dueAt'}`,
          ConditionExpression: 'attribute_exists(pk) AND #state = :sending',
          ExpressionAttributeNames: { '#state': 'state', '#pause': 'pause' },
          ExpressionAttributeValues: {
            ':paused': 'paused',
            ':sending': 'sending',
            ':pause': record,
            ...(ref.channel === 'email' ? { ':at': pause.at } : {}),
            ...(due ? { ':shard': due.dueShard, ':due': due.dueAt } : {}),
          },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out?.Attributes as PausedSending | undefined;
  },

  /**
   * paused → sending; the item after the write, or undefined when it was not paused. The sending
   * stays on the due index, at `guardAt`, until its parked batches are back on the send queue
   * (`drained`): should the resume die between the two, the ticker finds it there and finishes it.
   */
  async resume(ref: SendingRef, at: string, guardAt: string): Promise<PausedSending | undefined> {
    const keys = await tenant(ref.accountId, 'write');
    const guard = keys.resumeDue(guardAt);
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: itemKey(keys, ref),
          UpdateExpression: `SET #state = :sending, resumedAt = :at, dueShard = :shard, dueAt = :guard${ref.channel === 'email' ? ', updatedAt = :at' : ''} REMOVE #pause`,
          ConditionExpression: 'attribute_exists(pk) AND #state = :paused',
          ExpressionAttributeNames: { '#state': 'state', '#pause': 'pause' },
          ExpressionAttributeValues: {
            ':paused': 'paused',
            ':sending': 'sending',
            ':at': at,
            ':shard': guard.dueShard,
            ':guard': guard.dueAt,
          },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return out?.Attributes as PausedSending | undefined;
  },

  /** The resume's batches are all back on the send queue: from the resume's entry back to the reconciler's (delivery/reconciler.ts), unless a new pause put it back there since. */
  async drained(ref: SendingRef, guardAt: string): Promise<boolean> {
    const keys = await tenant(ref.accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: itemKey(keys, ref),
          UpdateExpression: 'SET dueShard = :shard, dueAt = :next',
          ConditionExpression: '#state = :sending AND dueAt = :guard',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':sending': 'sending',
            ':guard': guardAt,
            ':shard': DUE_INDEX.sendings,
            ':next': new Date(Date.now() + RECHECK_MS).toISOString(),
          },
        }),
      ),
    );
  },

  /**
   * Keeps a batch while its sending is paused: false when it no longer is. The check and the write
   * are one transaction, so a batch is either parked before a resume flips the state (and the
   * resume, reading after its flip, finds it) or refused after it (and its caller sends it on).
   */
  async park(ref: SendingRef, subscriberIds: readonly string[], at: string): Promise<boolean> {
    const keys = await tenant(ref.accountId, 'write');
    const batchId = batchIdOf(subscriberIds);
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              ConditionCheck: {
                TableName: config.appTable,
                Key: itemKey(keys, ref),
                ConditionExpression: '#state = :paused',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: { ':paused': 'paused' },
              },
            },
            {
              Put: {
                TableName: config.appTable,
                Item: {
                  ...keys.parkedBatch(ref.id, batchId),
                  accountId: ref.accountId,
                  channel: ref.channel,
                  sendingId: ref.id,
                  subscriberIds: [...subscriberIds],
                  parkedAt: at,
                },
              },
            },
          ],
        }),
      ),
    );
  },

  /** The sending's parked batches, partition by partition (strongly consistent: read right after the resume's flip). */
  async *parked(ref: SendingRef): AsyncGenerator<ParkedBatch[]> {
    const keys = await tenant(ref.accountId);
    for (const range of keys.parkedBatches(ref.id)) {
      const pages = queryPages({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ConsistentRead: true,
      });
      for await (const page of pages) {
        yield page.map((item) => ({
          batchId: String(item.sk).slice(range.prefix.length),
          key: { pk: String(item.pk), sk: String(item.sk) },
          subscriberIds: item.subscriberIds as string[],
          parkedAt: item.parkedAt as string | undefined,
        }));
      }
    }
  },

  /**
   * Removes batches given back to the send queue, each only as it was read: a batch that came back
   * and was parked again meanwhile (the sending paused again at once, as an hourly one does when the
   * new hour's portion is taken) has a new `parkedAt` and stays, or its recipients would be lost.
   */
  async unpark(batches: readonly ParkedBatch[]): Promise<void> {
    for (let i = 0; i < batches.length; i += UNPARK_LANES) {
      await Promise.all(
        batches.slice(i, i + UNPARK_LANES).map((b) =>
          writeIfCondition(() =>
            dynamo().send(
              new DeleteCommand({
                TableName: config.appTable,
                Key: b.key,
                ...(b.parkedAt
                  ? { ConditionExpression: 'parkedAt = :at', ExpressionAttributeValues: { ':at': b.parkedAt } }
                  : { ConditionExpression: 'attribute_not_exists(parkedAt)' }),
              }),
            ),
          ),
        ),
      );
    }
  },

  /**
   * Sendings on the due index under DUERESUME up to `untilIso`, across accounts: paused ones whose
   * resumeAt has come, and resumed ones whose drain has not finished by its guard time.
   */
  async due(untilIso: string, read: DueRead = {}): Promise<(SendingRef & { state: string; dueAt: string })[]> {
    const items = await readDue(DUE_INDEX.resume, untilIso, { max: RESUMES_DUE_PER_TICK, ...read });
    return items.map((item) => ({
      channel: String(item.sk).startsWith(MAILING_PREFIX) ? 'email' : 'sms',
      accountId: String(item.accountId),
      id: String(item.id),
      state: String(item.state),
      dueAt: String(item.dueAt),
    }));
  },
};
