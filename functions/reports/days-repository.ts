import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localDay } from '@shared/rules/period-report';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { zoneCache } from '@functions/accounts/time-zone-cache';
import type { DayKind } from '@functions/data/keys/report-days';
import { tenant } from '@functions/data/tenant';
import type { RollupDeltas } from '@functions/engagement/report-tally';
import { mailingsRepository } from '@functions/mailings/repository';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { queryAll } from '@functions/platform/query';
import { logger } from '@functions/platform/logger';
import { sentDay, type SendingDay } from './day-tally';
import { rollupUpdate, sumItems, type Rollup } from './repository';

/** A sending's start and send type, read once a minute per container (neither changes once it started). */
const heads = zoneCache(async (sending): Promise<{ startedAt?: string; type?: string }> => {
  const [accountId, mailingId] = sending.split('#');
  const head = await mailingsRepository.head(accountId!, mailingId!);
  return { startedAt: head?.startedAt, type: head?.sendType };
});

/**
 * The account's report days (keys/report-days.ts): written by the events worker and the send path,
 * one update per day item per batch into one shard at random; read by the period reports, one range
 * per kind and shard, summed.
 */
export const daysRepository = {
  /**
   * The day a sending's numbers count on (the account's day it started, in the zone as this container
   * knows it: time-zone-cache.ts) and its send type; undefined for a sending that has not started.
   */
  async sendingDay(accountId: string, mailingId: string): Promise<SendingDay | undefined> {
    const { startedAt, type } = await daysRepository.sending(accountId, mailingId);
    return startedAt ? { day: localDay(startedAt, await accountTimeZone(accountId)), type } : undefined;
  },

  /** A sending's start and send type (cached a minute per container; one not started yet is read again next time). */
  async sending(accountId: string, mailingId: string): Promise<{ startedAt?: string; type?: string }> {
    const head = await heads.get(`${accountId}#${mailingId}`);
    if (!head.startedAt) heads.forget(`${accountId}#${mailingId}`);
    return head;
  },

  /**
   * The send path's part (functions/delivery/email-channel.ts): a batch's e-mails sent, or the sending
   * itself once its planning finished. Its caller counted them exactly once (settled claims, the
   * planning's conditional step); a failure here is logged, not retried — the window of the usage
   * ledger's count, which the same batch's end writes.
   */
  async countSending(accountId: string, mailingId: string, counts: { sent?: number; mailings?: number }): Promise<void> {
    try {
      const day = await daysRepository.sendingDay(accountId, mailingId);
      if (day) await daysRepository.add(accountId, sentDay(day, counts));
    } catch (error) {
      logger.error('a sending could not be counted in its report day', { accountId, mailingId, ...counts, error: error as Error });
    }
  },

  /** Adds a batch's deltas of one account, every day item's side by side, all in one shard. */
  async add(accountId: string, deltas: RollupDeltas): Promise<void> {
    if (deltas.size === 0) return;
    const keys = await tenant(accountId, 'write');
    const shard = Math.floor(Math.random() * keys.reportDayPartitions().length);
    await Promise.all(
      [...deltas].map(([name, delta]) => dynamo().send(new UpdateCommand(rollupUpdate(keys.reportDayInShard(shard, name), delta)))),
    );
  },

  /** One kind's day items from `from` to `to` (days, both included), by name after the kind, summed over the shards. */
  async read(accountId: string, kind: DayKind, from: string, to: string): Promise<Map<string, Rollup>> {
    const keys = await tenant(accountId);
    const range = keys.reportDayRange(kind, from, to);
    const items = await Promise.all(
      keys.reportDayPartitions().map((pk) =>
        queryAll({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':pk': pk, ':from': range.from, ':to': range.to },
        }),
      ),
    );
    return sumItems(items.flat(), keys.reportDayRange(kind, '', '').from);
  },
};
