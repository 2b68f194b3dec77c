import { describe, expect, it } from 'vitest';
import { zoneLabel } from '@shared/rules/time-zone';
import type { SubscriberStats } from '@shared/schemas/subscriber-records';
import { daysFromQuery, dayPoint, flowSeries, statusSeries, totals } from './stats-series';

const stats: SubscriberStats = {
  total: 6,
  byStatus: { '8': 3, '5': 1, '3': 1, '9': 1 },
  series: [
    { date: '2026-03-01', total: 4, byStatus: { '8': 3, '3': 1 }, joined: 0, left: 0 },
    { date: '2026-03-02', total: 6, byStatus: { '8': 3, '5': 1, '3': 1, '9': 1 }, joined: 2, left: 1 },
  ],
  timeZone: 'Europe/Warsaw',
};

describe('subscriber statistics', () => {
  it('chart only statuses someone had, day by day', () => {
    const series = statusSeries(stats);
    expect(series.map((s) => s.status)).toEqual([3, 5, 8, 9]);
    expect(series.find((s) => s.status === 5)!.data.map((p) => p.y)).toEqual([0, 1]);
    expect(series[0]!.data[0]!.x).toEqual(dayPoint('2026-03-01'));
  });

  it('put a day at its local noon, so it stays that day anywhere', () => {
    expect(dayPoint('2026-03-01').getDate()).toBe(1);
  });

  it('count joined and left per day and over the period, and today’s totals', () => {
    expect(flowSeries(stats).joined.map((p) => p.y)).toEqual([0, 2]);
    expect(totals(stats)).toEqual({ total: 6, subscribed: 4, left: 1, joinedInPeriod: 2, leftInPeriod: 1 });
  });

  it('name the zone the days are in with its offset at the moment', () => {
    expect(zoneLabel('Pacific/Kiritimati', new Date('2026-03-10T10:30:00Z'))).toBe('Pacific/Kiritimati (UTC+14:00)');
    expect(zoneLabel('America/Adak', new Date('2026-01-10T10:30:00Z'))).toBe('America/Adak (UTC-10:00)');
  });

  it('offer 7, 30, 90 or 365 days, 30 unless asked otherwise', () => {
    expect(daysFromQuery('90')).toBe(90);
    expect(daysFromQuery('12')).toBe(30);
    expect(daysFromQuery(null)).toBe(30);
  });
});
