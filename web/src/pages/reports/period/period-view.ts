import type { DeliverabilityPoint, DynamicPoint } from '@shared/schemas/period-reports';

/**
 * What the period reports' pages compute from the answers (pure: unit-tested in period-view.test.ts):
 * points for Cloudscape's charts, a bucket's day as a date at noon UTC (a date at midnight UTC is the
 * previous evening west of Greenwich), the change against the previous period.
 */
export const dayAsDate = (day: string): Date => new Date(`${day}T12:00:00Z`);

/** A deliverability rate per bucket; buckets without a base are left out (no rate is no zero). */
export function rateSeries(points: readonly DeliverabilityPoint[], rate: 'bounceRate' | 'complaintRate'): { x: Date; y: number }[] {
  return points.flatMap((p) => (p[rate] === null ? [] : [{ x: dayAsDate(p.at), y: p[rate] }]));
}

/** A dynamic report's points with a value (a rate of nothing is left out). */
export function valueSeries(points: readonly DynamicPoint[]): { x: Date; y: number }[] {
  return points.flatMap((p) => (p.value === null ? [] : [{ x: dayAsDate(p.at), y: p.value }]));
}

/** The change as shown: a count's in percent, a rate's in percentage points; up or down, or none. */
export function changeView(change: number | null, rate: boolean, language: string): { text: string; trend: 'up' | 'down' | 'flat' } | null {
  if (change === null) return null;
  const trend = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  const sign = change > 0 ? '+' : '';
  const text = rate
    ? `${sign}${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(change * 100)}`
    : `${sign}${new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(change)}`;
  return { text, trend };
}
