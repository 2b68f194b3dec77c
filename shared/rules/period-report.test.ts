import { describe, expect, it } from 'vitest';
import type { ReportTotals } from '../schemas/reports';
import {
  bucketOf,
  bucketsOf,
  changeOf,
  daysIn,
  localDay,
  deliverabilityOf,
  EMPTY_TOTALS,
  metricValue,
  overThreshold,
  periodOf,
  previousPeriod,
  sumTotals,
} from './period-report';

const totals = (over: Partial<ReportTotals>): ReportTotals => ({ ...EMPTY_TOTALS, ...over });

describe('buckets of days', () => {
  it("dates a sending by the account's day", () => {
    expect(localDay('2026-03-04T23:30:00.000Z', 'Europe/Warsaw')).toBe('2026-03-05');
    expect(localDay('2026-03-04T23:30:00.000Z', 'UTC')).toBe('2026-03-04');
    expect(localDay('2026-03-05T03:00:00.000Z', 'America/New_York')).toBe('2026-03-04');
  });

  it('puts a day in itself, its week (from Monday) and its month', () => {
    expect(bucketOf('2026-03-04', 'day')).toBe('2026-03-04');
    // 2026-03-01 is a Sunday: its week began on Monday 23 February.
    expect(bucketOf('2026-03-01', 'week')).toBe('2026-02-23');
    expect(bucketOf('2026-03-02', 'week')).toBe('2026-03-02');
    expect(bucketOf('2026-03-08', 'week')).toBe('2026-03-02');
    expect(bucketOf('2026-02-28', 'month')).toBe('2026-02-01');
  });

  it('lists every bucket of a period, partial first and last ones included', () => {
    expect(bucketsOf('2026-03-30', '2026-04-02', 'day')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']);
    expect(bucketsOf('2026-03-01', '2026-03-16', 'week')).toEqual(['2026-02-23', '2026-03-02', '2026-03-09', '2026-03-16']);
    expect(bucketsOf('2025-12-15', '2026-02-01', 'month')).toEqual(['2025-12-01', '2026-01-01', '2026-02-01']);
    // Across the change to summer time (29 March in Europe): days are calendar days, never 23-hour steps.
    expect(bucketsOf('2026-03-28', '2026-03-30', 'day')).toHaveLength(3);
  });

  it('counts days with both ends and finds the period of the same length before', () => {
    expect(daysIn('2026-03-01', '2026-03-31')).toBe(31);
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
    expect(previousPeriod('2024-03-01', '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-02-29' });
  });

  it('fills a missing end: the last 30 days, or from the start given on', () => {
    expect(periodOf({}, '2026-03-31')).toEqual({ from: '2026-03-02', to: '2026-03-31' });
    expect(periodOf({ from: '2026-03-10' }, '2026-03-31')).toEqual({ from: '2026-03-10', to: '2026-03-31' });
    expect(periodOf({ to: '2026-01-30' }, '2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });
});

describe('metrics of summed sendings', () => {
  const a = totals({
    sent: 100,
    delivered: 90,
    opens: { unique: 30, total: 50, machine: 5 },
    clicks: { unique: 9, total: 12, machine: 0 },
  });
  const b = totals({
    sent: 100,
    delivered: 10,
    opens: { unique: 10, total: 10, machine: 0 },
    bounces: { hard: 4, soft: 2 },
    complained: 1,
  });

  it('rates come from summed counts, not averaged rates', () => {
    const sum = sumTotals(a, b);
    expect(sum).toMatchObject({ sent: 200, delivered: 100, opens: { unique: 40, total: 60, machine: 5 }, bounces: { hard: 4, soft: 2 } });
    // (30/90 + 10/10) / 2 would be 0.67: the period's rate is 40 of 100 delivered.
    expect(metricValue(sum, 'openRate')).toBe(0.4);
    expect(metricValue(sum, 'ctr')).toBe(0.09);
    expect(metricValue(sum, 'ctor')).toBeCloseTo(9 / 40);
    expect(metricValue(sum, 'opens')).toBe(60);
    expect(metricValue(sum, 'uniqueOpens')).toBe(40);
    expect(metricValue(sum, 'bounces')).toBe(6);
    expect(metricValue(EMPTY_TOTALS, 'openRate')).toBeNull();
  });

  it('compares a count by its relative change and a rate by points; nothing to compare: null', () => {
    expect(changeOf('sent', 150, 100)).toBe(0.5);
    expect(changeOf('sent', 5, 0)).toBeNull();
    expect(changeOf('openRate', 0.3, 0.25)).toBeCloseTo(0.05);
    expect(changeOf('openRate', 0.3, null)).toBeNull();
  });

  it('deliverability: hard bounces per message sent, complaints per delivery, flagged over 2 % and 0.1 %', () => {
    const d = deliverabilityOf(totals({ sent: 1000, delivered: 970, bounces: { hard: 25, soft: 5 }, complained: 1 }));
    expect(d).toEqual({
      sent: 1000,
      delivered: 970,
      hardBounces: 25,
      softBounces: 5,
      complaints: 1,
      bounceRate: 0.025,
      complaintRate: 1 / 970,
    });
    expect(overThreshold(d.bounceRate, 'bounceRate')).toBe(true);
    expect(overThreshold(0.02, 'bounceRate')).toBe(false);
    expect(overThreshold(d.complaintRate, 'complaintRate')).toBe(true);
    expect(overThreshold(0.001, 'complaintRate')).toBe(false);
    expect(overThreshold(null, 'complaintRate')).toBe(false);
  });
});
