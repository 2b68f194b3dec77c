import { bucketOf, bucketsOf, changeOf, EMPTY_TOTALS, metricValue, previousPeriod, sumTotals } from '@shared/rules/period-report';
import type { DynamicReport, DynamicReportQuery, PeriodMetric } from '@shared/schemas/period-reports';
import type { ReportTotals } from '@shared/schemas/reports';
import type { Principal } from '@functions/platform/http';
import { PERIOD_REPORT_MAX_MAILINGS, resolvePeriod, sendingsIn } from './period';

type Actor = Pick<Principal, 'accountId' | 'versions'>;

/** The metrics a sending's report roll-ups hold (every open and click, soft bounces): the others are its counters alone. */
const FROM_ROLLUPS: readonly PeriodMetric[] = ['opens', 'clicks', 'bounces'];

/**
 * /reports/dynamic: one metric of the sendings that started in the period (of a segment, a send
 * type, a sender), bucketed by day, week or month, and over the whole period against the period of
 * the same length before. Both periods come from one read of the mailing list.
 */
export async function dynamicReport(actor: Actor, query: DynamicReportQuery): Promise<DynamicReport> {
  const period = await resolvePeriod(actor.accountId, query);
  const before = { ...previousPeriod(period.from, period.to), timeZone: period.timeZone };
  const sendings = await sendingsIn(
    actor,
    { ...period, from: before.from },
    { type: query.type, sender: query.sender, segment: query.segment },
    { rollups: FROM_ROLLUPS.includes(query.metric), max: 2 * PERIOD_REPORT_MAX_MAILINGS },
  );
  const current = sendings.filter((s) => s.day >= period.from);
  const previous = sendings.filter((s) => s.day < period.from);
  const buckets = new Map<string, ReportTotals>(bucketsOf(period.from, period.to, query.granularity).map((b) => [b, EMPTY_TOTALS]));
  for (const s of current) {
    const bucket = bucketOf(s.day, query.granularity);
    buckets.set(bucket, sumTotals(buckets.get(bucket) ?? EMPTY_TOTALS, s.totals));
  }
  const sum = (list: typeof sendings) => list.reduce((t, s) => sumTotals(t, s.totals), EMPTY_TOTALS);
  const total = metricValue(sum(current), query.metric);
  const previousTotal = metricValue(sum(previous), query.metric);
  return {
    metric: query.metric,
    granularity: query.granularity,
    period,
    previousPeriod: before,
    series: [...buckets].map(([at, totals]) => ({ at, value: metricValue(totals, query.metric) })),
    total,
    previousTotal,
    change: changeOf(query.metric, total, previousTotal),
    mailings: current.length,
    previousMailings: previous.length,
  };
}
