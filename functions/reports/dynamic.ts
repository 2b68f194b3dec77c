import { changeOf, metricValue, previousPeriod } from '@shared/rules/period-report';
import type { DynamicReport, DynamicReportQuery, PeriodMetric, ReportPeriod } from '@shared/schemas/period-reports';
import type { Principal } from '@functions/platform/http';
import { bucketed, dayEntries, PERIOD_REPORT_MAX_MAILINGS, resolvePeriod, sendingsIn, summed, type PeriodEntry } from './period';

type Actor = Pick<Principal, 'accountId' | 'versions'>;

/** The metrics a sending's report roll-ups hold (every open and click, soft bounces): the others are its counters alone. */
const FROM_ROLLUPS: readonly PeriodMetric[] = ['opens', 'clicks', 'bounces'];

/**
 * The entries of the period and the one before: the account's report days (of a send type when asked
 * for), one range per shard; a segment or a sender, which the days do not tell apart, reads each
 * sending of the two periods (at most 2 × PERIOD_REPORT_MAX_MAILINGS, else REPORT_TOO_MANY_MAILINGS).
 */
async function entriesOf(actor: Actor, query: DynamicReportQuery, period: ReportPeriod): Promise<PeriodEntry[]> {
  if (!query.segment && !query.sender) return dayEntries(actor.accountId, period.from, period.to, query.type);
  const sendings = await sendingsIn(
    actor,
    period,
    { type: query.type, sender: query.sender, segment: query.segment },
    { rollups: FROM_ROLLUPS.includes(query.metric), max: 2 * PERIOD_REPORT_MAX_MAILINGS },
  );
  return sendings.map((s) => ({ day: s.day, totals: s.totals, mailings: 1 }));
}

/**
 * /reports/dynamic: one metric of the sendings that started in the period (of a segment, a send
 * type, a sender), bucketed by day, week or month, and over the whole period against the period of
 * the same length before. Both periods come from one read.
 */
export async function dynamicReport(actor: Actor, query: DynamicReportQuery): Promise<DynamicReport> {
  const period = await resolvePeriod(actor.accountId, query);
  const before = { ...previousPeriod(period.from, period.to), timeZone: period.timeZone };
  const entries = await entriesOf(actor, query, { ...period, from: before.from });
  const current = summed(entries.filter((e) => e.day >= period.from));
  const previous = summed(entries.filter((e) => e.day < period.from));
  const total = metricValue(current.totals, query.metric);
  const previousTotal = metricValue(previous.totals, query.metric);
  return {
    metric: query.metric,
    granularity: query.granularity,
    period,
    previousPeriod: before,
    series: [
      ...bucketed(
        entries.filter((e) => e.day >= period.from),
        period,
        query.granularity,
      ),
    ].map(([at, totals]) => ({
      at,
      value: metricValue(totals, query.metric),
    })),
    total,
    previousTotal,
    change: changeOf(query.metric, total, previousTotal),
    mailings: current.mailings,
    previousMailings: previous.mailings,
  };
}
