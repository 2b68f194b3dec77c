import { config } from '@functions/platform/config';
import type { StoredHourly } from '@functions/delivery/hourly';
import { onceCheck, oncePlan } from './once';
import type { SendTypePlanner } from './types';

/**
 * Hourly: starts as a once sending does (now, at a time, at the window's opening; the ticker's due
 * index), and carries its portion on the item with the length of its hour, fixed when it is planned
 * (a campaign hour is shorter only in tests); the engine holds each hour to it (delivery/hourly.ts).
 */
export const hourlyPlanner: SendTypePlanner<'hourly'> = {
  check: onceCheck,
  plan(ctx, schedule, planned) {
    const hourly: StoredHourly = { perHour: schedule.perHour, hourMs: config.campaignHourMs };
    return oncePlan(ctx, schedule, { ...planned, set: { ...planned.set, hourly } });
  },
  recurring: false,
};
