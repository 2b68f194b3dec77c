import type { SendType } from '@shared/rules/campaigns';
import { bucketOf, bucketsOf, EMPTY_TOTALS, localDay, periodOf, sumTotals } from '@shared/rules/period-report';
import { EMPTY_STATS, type MailingStats } from '@shared/schemas/mailing';
import type { Granularity, ReportPeriod } from '@shared/schemas/period-reports';
import type { ReportTotals } from '@shared/schemas/reports';
import { accountSettings } from '@functions/accounts/settings-service';
import { lifecycleRepository } from '@functions/mailings/lifecycle-repository';
import type { MailingHead } from '@functions/mailings/repository';
import { BadRequestError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { withEngagement } from '@functions/sending/report';
import { filterOf } from './campaigns';
import { daysRepository } from './days-repository';
import { reportRepository, type Rollup } from './repository';
import { merged, n, totalsOf } from './service';

/** YYYY-MM-DD: a day item's name starts with it. */
const DAY_LENGTH = 10;

type Actor = Pick<Principal, 'accountId' | 'versions'>;

/**
 * Sendings a period report reads one by one at most per period: only the dynamic report of a segment
 * or a sender, which the account's days do not tell apart (it reads its period and the one before:
 * twice as many). Each costs its engagement and progress roll-ups (BatchGets) and, where the report
 * needs them, one Query per shard of its report roll-ups (a few hundred small items at most): past
 * this a request would read too much, so it asks for a shorter period (REPORT_TOO_MANY_MAILINGS).
 */
export const PERIOD_REPORT_MAX_MAILINGS = 100;

/** One sending of the period: the day it started (the account's), its totals and, when asked for, its roll-ups. */
export interface PeriodSending {
  id: string;
  day: string;
  totals: ReportTotals;
  rollups: Map<string, Rollup>;
}

/** A period report's numbers of one day (or one sending): the account's day, the totals, how many sendings they are. */
export interface PeriodEntry {
  day: string;
  totals: ReportTotals;
  mailings: number;
}

/**
 * The account's report days (reports/days-repository.ts) from `from` to `to`, one entry per day and
 * send type (only `type`'s when given): one range read per shard, however many sendings went out.
 */
export async function dayEntries(accountId: string, from: string, to: string, type?: string): Promise<PeriodEntry[]> {
  const items = await daysRepository.read(accountId, 't', from, to);
  return [...items]
    .filter(([name]) => !type || name.slice(DAY_LENGTH + 1) === type)
    .map(([name, r]) => {
      const stats = Object.fromEntries(Object.keys(EMPTY_STATS).map((k) => [k, n(r, k)])) as unknown as MailingStats;
      return { day: name.slice(0, DAY_LENGTH), totals: totalsOf(stats, r), mailings: n(r, 'mailings') };
    });
}

/** Day items of one kind (`<day>#<rest>`) summed over the days, named `<kind>#<rest>` as a sending's roll-ups are. */
export async function undatedIn(accountId: string, kind: 'dom' | 'bc', from: string, to: string): Promise<Map<string, Rollup>> {
  const items = await daysRepository.read(accountId, kind, from, to);
  return merged([...items].map(([name, r]) => new Map([[`${kind}#${name.slice(DAY_LENGTH + 1)}`, r]])));
}

/** The entries' totals by bucket, every bucket of the period present (empty ones too), in order. */
export function bucketed(
  entries: readonly PeriodEntry[],
  period: { from: string; to: string },
  granularity: Granularity,
): Map<string, ReportTotals> {
  const buckets = new Map<string, ReportTotals>(bucketsOf(period.from, period.to, granularity).map((b) => [b, EMPTY_TOTALS]));
  for (const e of entries) {
    const bucket = bucketOf(e.day, granularity);
    buckets.set(bucket, sumTotals(buckets.get(bucket) ?? EMPTY_TOTALS, e.totals));
  }
  return buckets;
}

export const summed = (entries: readonly PeriodEntry[]) => ({
  totals: entries.reduce((sum, e) => sumTotals(sum, e.totals), EMPTY_TOTALS),
  mailings: entries.reduce((sum, e) => sum + e.mailings, 0),
});

/** The period asked, its missing ends filled with today in the account's time zone. */
export async function resolvePeriod(accountId: string, query: { from?: string; to?: string }): Promise<ReportPeriod> {
  const timeZone = await accountSettings.timeZone(accountId);
  return { ...periodOf(query, localDay(new Date().toISOString(), timeZone)), timeZone };
}

/**
 * Every sending (runs and variants each by their own start) that started in the period, with the
 * filters of the campaigns report (its mailing list, paged); more than `max`: REPORT_TOO_MANY_MAILINGS.
 */
export async function sendingsIn(
  actor: Actor,
  period: ReportPeriod,
  filters: { type?: SendType; sender?: string; segment?: string },
  options: { rollups: boolean; max: number },
): Promise<PeriodSending[]> {
  const filter = {
    ...(await filterOf(actor, { from: period.from, to: period.to, type: filters.type, sender: filters.sender })),
    segmentId: filters.segment,
    sendings: true,
  };
  const heads: MailingHead[] = [];
  let cursor: string | undefined;
  do {
    const page = await lifecycleRepository.heads(actor.accountId, filter, 100, cursor);
    heads.push(...page.items);
    if (heads.length > options.max) throw new BadRequestError('REPORT_TOO_MANY_MAILINGS', { max: options.max });
    cursor = page.cursor;
  } while (cursor);
  const [counted, rollups] = await Promise.all([
    withEngagement(actor.accountId, heads),
    options.rollups ? Promise.all(heads.map((h) => reportRepository.read(actor.accountId, h.id))) : undefined,
  ]);
  return counted.map((m, i) => {
    const own = rollups?.[i] ?? new Map<string, Rollup>();
    return { id: m.id, day: localDay(m.startedAt!, period.timeZone), totals: totalsOf(m.stats, own.get('t')), rollups: own };
  });
}
