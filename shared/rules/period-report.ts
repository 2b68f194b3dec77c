import type { DeliverabilityCounts, Granularity, PeriodMetric } from '../schemas/period-reports';
import { RATE_METRICS } from '../schemas/period-reports';
import type { ReportTotals } from '../schemas/reports';
import { localOf } from './local-time';
import { ratio } from './rates';
import { reportRates } from './report-rates';

/**
 * The period reports' arithmetic (issue 18), pure: buckets of the account's days, sums of sendings'
 * totals, rates from summed counts (a period's open rate is its opens over its deliveries, not an
 * average of the sendings' rates), the deliverability thresholds.
 */

/**
 * Where mailbox providers start to filter: Gmail's and Yahoo's sender guidelines keep complaints
 * under 0.1 % (0.3 % is where they block), and ESPs hold hard bounces under 2 % of what is sent.
 * A domain (or the whole period) over one of them is flagged.
 */
export const DELIVERABILITY_THRESHOLDS = { bounceRate: 0.02, complaintRate: 0.001 } as const;

/** The deliverability report is drawn day by day up to this many days, week by week over it. */
export const SPECIAL_DAILY_MAX_DAYS = 92;
/** The days a report covers when its period is not given: the 30 up to today. */
export const DEFAULT_PERIOD_DAYS = 30;

const DAY_MS = 86_400_000;
const ms = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => dateOf(ms(date) + days * DAY_MS);
/** Days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string): number => Math.round((ms(to) - ms(from)) / DAY_MS) + 1;

/** The account's day an instant falls on (a sending counts on the day it started, where the account is). */
export const localDay = (at: string, timeZone: string): string => localOf(at, timeZone).slice(0, 10);

/** The bucket a day (YYYY-MM-DD) falls in: itself, its week's Monday, its month's first day. */
export function bucketOf(date: string, granularity: Granularity): string {
  if (granularity === 'day') return date;
  if (granularity === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(ms(date)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, -weekday);
}

/** Every bucket of the period, in order (the first and last may hold only part of their week or month). */
export function bucketsOf(from: string, to: string, granularity: Granularity): string[] {
  const buckets: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const bucket = bucketOf(day, granularity);
    if (buckets[buckets.length - 1] !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** The period of the same number of days just before. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysIn(from, to);
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/** The period asked, its missing ends filled: DEFAULT_PERIOD_DAYS up to today, or from its start on. */
export function periodOf(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  return { from: query.from ?? addDays(to, -(DEFAULT_PERIOD_DAYS - 1)), to };
}

export const EMPTY_TOTALS: ReportTotals = {
  recipients: 0,
  sent: 0,
  delivered: 0,
  failed: 0,
  opens: { unique: 0, total: 0, machine: 0 },
  clicks: { unique: 0, total: 0, machine: 0 },
  bounces: { hard: 0, soft: 0 },
  complained: 0,
  unsubscribed: 0,
};

/** Two sendings' (or sums') totals added up. */
export function sumTotals(a: ReportTotals, b: ReportTotals): ReportTotals {
  const pair = <T extends Record<string, number>>(x: T, y: T) => Object.fromEntries(Object.keys(x).map((k) => [k, x[k]! + y[k]!])) as T;
  return {
    recipients: a.recipients + b.recipients,
    sent: a.sent + b.sent,
    delivered: a.delivered + b.delivered,
    failed: a.failed + b.failed,
    opens: pair(a.opens, b.opens),
    clicks: pair(a.clicks, b.clicks),
    bounces: pair(a.bounces, b.bounces),
    complained: a.complained + b.complained,
    unsubscribed: a.unsubscribed + b.unsubscribed,
  };
}

/** A metric of summed totals: opens and clicks are every one counted, bounces hard and soft together. */
export function metricValue(t: ReportTotals, metric: PeriodMetric): number | null {
  const rates = reportRates(t);
  const values: Record<PeriodMetric, number | null> = {
    sent: t.sent,
    delivered: t.delivered,
    opens: t.opens.total,
    uniqueOpens: t.opens.unique,
    clicks: t.clicks.total,
    uniqueClicks: t.clicks.unique,
    bounces: t.bounces.hard + t.bounces.soft,
    complaints: t.complained,
    unsubscribes: t.unsubscribed,
    openRate: rates.open,
    ctr: rates.click,
    ctor: rates.clickToOpen,
  };
  return values[metric];
}

/** A count's relative change, a rate's difference in points; null when there is nothing to compare with. */
export function changeOf(metric: PeriodMetric, total: number | null, previous: number | null): number | null {
  if (total === null || previous === null) return null;
  if (RATE_METRICS.includes(metric)) return total - previous;
  return previous === 0 ? null : (total - previous) / previous;
}

export function deliverabilityOf(t: ReportTotals): DeliverabilityCounts {
  return {
    sent: t.sent,
    delivered: t.delivered,
    hardBounces: t.bounces.hard,
    softBounces: t.bounces.soft,
    complaints: t.complained,
    bounceRate: ratio(t.bounces.hard, t.sent),
    complaintRate: ratio(t.complained, t.delivered),
  };
}

/** Whether a rate is over its threshold (a rate of nothing never is). */
export const overThreshold = (rate: number | null, kind: keyof typeof DELIVERABILITY_THRESHOLDS): boolean =>
  rate !== null && rate > DELIVERABILITY_THRESHOLDS[kind];
