import { SENDABLE_STATUSES, SUBSCRIBER_STATUS } from '@shared/constants';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import type { TableKey } from '@functions/data/keys/context';
import { activityRepository, keyId } from '@functions/activity/repository';
import { subscribersService } from '@functions/subscribers/service';
import { emptyEngagement, rollupsRepository, type EngagementCounts } from '@functions/sending/rollups-repository';
import type { Counted, Interpretation, SubscriberEffect } from './events';
import { afterSendingCounted } from './after-counted';
import { openHours } from './open-hours';
import { readReportContext, reportDeltasOf, reportMarksOf, type ReportContext, type ReportMark } from './report-counts';
import { reportRepository } from '@functions/reports/repository';
import { addSendingDay } from '@functions/reports/day-tally';
import { daysRepository } from '@functions/reports/days-repository';
import type { RollupDeltas } from './report-tally';

/** Statuses a complaint (like an unsubscribe link) may move to "unsubscribed". */
export const UNSUBSCRIBABLE = [...SENDABLE_STATUSES, SUBSCRIBER_STATUS.unsubscribeRequest] as const;

/** One message of a batch, read: `id` is what a failure is reported by (the SQS message id). */
export interface BatchItem {
  id: string;
  event: Extract<Interpretation, { kind: 'count' }>;
}

interface Group {
  accountId: string;
  mailingId: string;
  ids: string[];
  items: BatchItem[];
}

function bySending(items: readonly BatchItem[]): Group[] {
  const accounts = new Map<string, Map<string, Group>>();
  const groups: Group[] = [];
  for (const item of items) {
    const { accountId, mailingId } = item.event.target;
    let sendings = accounts.get(accountId);
    if (!sendings) accounts.set(accountId, (sendings = new Map()));
    let group = sendings.get(mailingId);
    if (!group) {
      group = { accountId, mailingId, ids: [], items: [] };
      sendings.set(mailingId, group);
      groups.push(group);
    }
    group.ids.push(item.id);
    group.items.push(item);
  }
  return groups;
}

/** Counts of a set of first-time engagements. */
export function tally(counted: readonly Counted[]): EngagementCounts {
  const counts = emptyEngagement();
  for (const { marker } of counted) counts[marker.type]++;
  return counts;
}

/**
 * Subscriber bookkeeping of a sending's new engagements: quarantine outcomes read in one batch and
 * written only where the bounce streak changes; a complaint unsubscribes.
 */
export async function applyEffects(
  accountId: string,
  effects: readonly { subscriberId: string; effect: SubscriberEffect }[],
): Promise<void> {
  const outcomes = effects.filter((e) => e.effect !== 'unsubscribe') as { subscriberId: string; effect: 'delivered' | 'failed' }[];
  const unsubscribes = [...new Set(effects.filter((e) => e.effect === 'unsubscribe').map((e) => e.subscriberId))];
  await subscribersService.recordMailOutcomes(
    accountId,
    outcomes.map((o) => ({ id: o.subscriberId, outcome: o.effect })),
  );
  for (const id of unsubscribes) await subscribersService.unsubscribe(accountId, id, UNSUBSCRIBABLE);
}

interface Fresh {
  key: TableKey;
  counted: Counted;
}

/** A sending's part of the batch, read: its new engagements (not seen before) and its subscriber effects. */
interface Prepared {
  group: Group;
  fresh: Fresh[];
  /** The report's markers not written before (./report-counts.ts). */
  report: ReportMark[];
  effects: { subscriberId: string; effect: SubscriberEffect }[];
}

/** Keys of the group's engagements, one per engagement (the same engagement twice in the batch: the earlier). */
async function candidatesOf(group: Group): Promise<Fresh[]> {
  const counted = group.items.flatMap((i) => i.event.counted);
  const keys = await activityRepository.engagementKeys(
    group.accountId,
    counted.map((c) => c.marker),
    'write',
  );
  const byKey = new Map<string, Fresh>();
  counted.forEach((c, i) => {
    const id = keyId(keys[i]!);
    const seen = byKey.get(id);
    if (!seen || c.marker.at < seen.counted.marker.at) byKey.set(id, { key: keys[i]!, counted: c });
  });
  return [...byKey.values()];
}

/** Runs `run` on every item side by side; answers those that failed, with their errors. */
async function settled<T>(work: readonly T[], run: (item: T) => Promise<void>): Promise<Map<T, unknown>> {
  const results = await Promise.allSettled(work.map(run));
  const failed = new Map<T, unknown>();
  results.forEach((r, i) => {
    if (r.status === 'rejected') failed.set(work[i]!, r.reason);
  });
  return failed;
}

/** Items of a batch not ingested, and why. */
export interface IngestFailure {
  ids: string[];
  error: unknown;
}

/**
 * Ingests a batch of events, every sending's together, so that the requests are few:
 * 1. one BatchGet (per 100) of every engagement's key: an engagement found was counted before;
 * 2. subscriber effects of the new ones, per sending (idempotent but for a bounce's streak: README);
 * 3. the new engagements written with BatchWrite, 25 a request across sendings;
 * 4. ONE counter update per sending, and one per report roll-up it touches (./report-counts.ts,
 *    whose markers go with the engagements' in steps 1 and 3), and one per account's day item the
 *    batch touches (reports/day-tally.ts, all its sendings' summed); if one fails, that sending's items just
 *    written are taken back before its messages are reported failed, so their redelivery finds them
 *    absent and counts them (a roll-up written beside a failed one counts again then: README).
 * A sending whose step fails is reported (its messages redelivered); the others are done.
 */
export async function ingestBatch(items: readonly BatchItem[]): Promise<IngestFailure[]> {
  const groups = bySending(items);
  const failures: IngestFailure[] = [];
  const fail = (group: Group, error: unknown) => {
    logger.error('events of a sending not ingested', { accountId: group.accountId, mailingId: group.mailingId, error: error as Error });
    failures.push({ ids: group.ids, error });
  };

  const prepared: Prepared[] = [];
  const candidates = new Map<Group, Fresh[]>();
  const reportMarks = new Map<Group, ReportMark[]>();
  const read = async (g: Group) => {
    const [c, r] = await Promise.all([candidatesOf(g), reportMarksOf(g.accountId, g.mailingId, g.items)]);
    candidates.set(g, c);
    reportMarks.set(g, r);
  };
  for (const [g, error] of await settled(groups, read)) fail(g, error);
  const ready = groups.filter((g) => candidates.has(g));
  let existing: Set<string>;
  let context: ReportContext;
  try {
    const keys = ready.flatMap((g) => [...candidates.get(g)!, ...reportMarks.get(g)!].map((c) => c.key));
    [existing, context] = await Promise.all([activityRepository.existing(keys), readReportContext(ready)]);
  } catch (error) {
    for (const g of ready) fail(g, error);
    return failures;
  }
  for (const group of ready) {
    const fresh = candidates.get(group)!.filter((c) => !existing.has(keyId(c.key)));
    const report = reportMarks.get(group)!.filter((m) => !existing.has(keyId(m.key)));
    const effects = [
      ...fresh.flatMap(({ counted: c }) => (c.effect ? [{ subscriberId: c.marker.subscriberId, effect: c.effect }] : [])),
      // Effects with no engagement of their own (a transient bounce with a listed code) apply every time they arrive.
      ...group.items.flatMap((i) => i.event.effects.map((effect) => ({ subscriberId: i.event.target.subscriberId, effect }))),
    ];
    prepared.push({ group, fresh, report, effects });
  }
  const effectsFailed = await settled(
    prepared.filter((p) => p.effects.length),
    (p) => applyEffects(p.group.accountId, p.effects),
  );
  for (const [p, error] of effectsFailed) fail(p.group, error);
  const counting = prepared.filter((p) => !effectsFailed.has(p) && p.fresh.length + p.report.length > 0);
  const marked = (p: Prepared) => [...p.fresh.map((f) => f.key), ...p.report.map((m) => m.key)];

  const written = counting.flatMap((p) => [
    ...p.fresh.map((f) => activityRepository.engagementItem(p.group.accountId, f.key, f.counted.marker)),
    ...p.report.map((m) => m.item),
  ]);
  try {
    await activityRepository.putAll(written);
  } catch (error) {
    await takeBack(counting.flatMap(marked));
    for (const p of counting) fail(p.group, error);
    return failures;
  }
  const adds = new Map(
    counting.map((p) => {
      const first = p.fresh.map((f) => f.counted);
      return [p, { engagement: tally(first), report: reportDeltasOf(p.group.mailingId, p.group.items, first, p.report, context) }];
    }),
  );
  // The engagement counters, the report's roll-ups and the account's days count together: any failing
  // takes back the sending's markers (the days are written once per account: their failure, all its sendings').
  const [sendingFailed, dayFailed] = await Promise.all([
    settled(counting, async (p) => {
      const { accountId, mailingId } = p.group;
      await Promise.all([
        rollupsRepository.add(accountId, mailingId, adds.get(p)!.engagement),
        reportRepository.add(accountId, mailingId, adds.get(p)!.report),
      ]);
    }),
    settled([...new Set(counting.map((p) => p.group.accountId))], (accountId) => {
      const deltas: RollupDeltas = new Map();
      for (const p of counting) {
        const day = context.days.get(p.group.mailingId);
        if (p.group.accountId === accountId && day) addSendingDay(deltas, day, adds.get(p)!.engagement, adds.get(p)!.report);
      }
      return daysRepository.add(accountId, deltas);
    }),
  ]);
  const counterFailed = new Map(
    counting
      .filter((p) => sendingFailed.has(p) || dayFailed.has(p.group.accountId))
      .map((p) => [p, sendingFailed.has(p) ? sendingFailed.get(p) : dayFailed.get(p.group.accountId)]),
  );
  if (counterFailed.size) await takeBack([...counterFailed.keys()].flatMap(marked));
  for (const [p, error] of counterFailed) fail(p.group, error);
  const hookFailed = await settled(
    counting.filter((p) => !counterFailed.has(p)),
    (p) => afterSendingCounted(p.group.accountId, p.group.mailingId, tally(p.fresh.map((f) => f.counted))),
  );
  for (const [p, error] of hookFailed) fail(p.group, error);
  for (const p of counting.filter((c) => !counterFailed.has(c)))
    for (const f of p.fresh) countMetric('EventsIngested', { type: f.counted.marker.type });
  await recordOpenHours(counting.filter((c) => !counterFailed.has(c)));
  return failures;
}

/**
 * First opens feed the optimisation send type's open history (engagement/open-hours.ts). Best effort:
 * the events are counted already, and a redelivery would find them counted and add nothing, so a
 * failure here costs one open of history and is only logged.
 */
async function recordOpenHours(counted: readonly Prepared[]): Promise<void> {
  const byAccount = new Map<string, { subscriberId: string; at: string }[]>();
  for (const p of counted)
    for (const { counted: c } of p.fresh)
      if (c.marker.type === 'opened')
        byAccount.set(p.group.accountId, [
          ...(byAccount.get(p.group.accountId) ?? []),
          { subscriberId: c.marker.subscriberId, at: c.marker.at },
        ]);
  await Promise.all(
    [...byAccount].map(([accountId, opens]) =>
      openHours
        .record(accountId, opens)
        .catch((error: unknown) => logger.warn('open history not recorded', { accountId, error: error as Error })),
    ),
  );
}

/** Removes engagements written for counts that were not written: their redelivery counts them. */
async function takeBack(keys: readonly TableKey[]): Promise<void> {
  await activityRepository.takeBack(keys).catch((error: unknown) =>
    // The window the README names: these engagements stay written and uncounted.
    logger.error('engagements of a failed count could not be taken back', { count: keys.length, error: error as Error }),
  );
}
