import { SENDABLE_STATUSES, SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import { LEFT_STATUSES, type SubscriberStats } from '@shared/schemas/subscriber-records';

/** The periods the page offers (the API takes 7 to 365 days). */
export const DAY_OPTIONS = [7, 30, 90, 365] as const;
export type Days = (typeof DAY_OPTIONS)[number];

export const daysFromQuery = (value: string | null): Days => DAY_OPTIONS.find((d) => String(d) === value) ?? 30;

/** A day of the series as a point in time: its local noon, so no time zone moves it to a neighbour. */
export const dayPoint = (date: string) => new Date(`${date}T12:00:00`);

export interface StatusSeries {
  status: SubscriberStatus;
  data: { x: Date; y: number }[];
}

/** One series per status that had anyone in the period, stacked by the chart into the total. */
export function statusSeries(stats: Pick<SubscriberStats, 'series'>): StatusSeries[] {
  return SUBSCRIBER_STATUSES.filter((status) => stats.series.some((d) => (d.byStatus[String(status)] ?? 0) > 0)).map((status) => ({
    status,
    data: stats.series.map((d) => ({ x: dayPoint(d.date), y: d.byStatus[String(status)] ?? 0 })),
  }));
}

export function flowSeries(stats: Pick<SubscriberStats, 'series'>): { joined: { x: Date; y: number }[]; left: { x: Date; y: number }[] } {
  return {
    joined: stats.series.map((d) => ({ x: dayPoint(d.date), y: d.joined })),
    left: stats.series.map((d) => ({ x: dayPoint(d.date), y: d.left })),
  };
}

const sum = (byStatus: Record<string, number>, statuses: readonly SubscriberStatus[]) =>
  statuses.reduce((total, s) => total + (byStatus[String(s)] ?? 0), 0);

/** Today's totals, and how many joined and left over the period. */
export function totals(stats: SubscriberStats) {
  return {
    total: stats.total,
    subscribed: sum(stats.byStatus, SENDABLE_STATUSES),
    left: sum(stats.byStatus, LEFT_STATUSES),
    joinedInPeriod: stats.series.reduce((n, d) => n + d.joined, 0),
    leftInPeriod: stats.series.reduce((n, d) => n + d.left, 0),
  };
}
