import { DateTime } from 'luxon';
import { civilDay, daysToAnniversary, NO_DAY } from '../segments/dates';

/**
 * Whether a stored date value (YYYY-MM-DD or a year-less --MM-DD) has its anniversary on `today`
 * (YYYY-MM-DD). 29 February's is 28 February in common years (the segments' rule, segments/dates.ts).
 */
export function isAnniversaryOn(value: unknown, today: string): boolean {
  if (typeof value !== 'string') return false;
  const date = civilDay(value);
  const day = civilDay(today);
  return date !== NO_DAY && day !== NO_DAY && daysToAnniversary(date, day) === 0;
}

/** The first full hour `hour` in the zone after `after`: when an anniversary mailing next looks who has theirs that day. */
export function nextAnniversaryCheck(after: Date, hour: number, timeZone: string): Date {
  const local = DateTime.fromJSDate(after, { zone: timeZone });
  const today = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  return (today > local ? today : local.plus({ days: 1 }).set({ hour, minute: 0, second: 0, millisecond: 0 })).toJSDate();
}

/** The day (YYYY-MM-DD) an instant falls on in the zone. */
export const localDay = (at: Date | string, timeZone: string): string =>
  DateTime.fromJSDate(typeof at === 'string' ? new Date(at) : at, { zone: timeZone }).toFormat('yyyy-MM-dd');
