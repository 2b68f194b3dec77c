import { DateTime } from 'luxon';

/**
 * Times people type are wall-clock times in the account's time zone ("2026-12-01T09:30"); the
 * server keeps instants. Luxon converts (a time skipped by a daylight-saving change moves forward
 * by the gap, as luxon does).
 */
export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant of a wall-clock time in the zone, or undefined when it is no real date and time. */
export function instantOf(local: string, timeZone: string): Date | undefined {
  if (!LOCAL_DATE_TIME.test(local)) return undefined;
  const dt = DateTime.fromISO(local, { zone: timeZone });
  return dt.isValid ? dt.toJSDate() : undefined;
}

/** The wall-clock time of an instant in the zone, as the form shows it. */
export const localOf = (at: Date | string, timeZone: string): string =>
  DateTime.fromJSDate(typeof at === 'string' ? new Date(at) : at, { zone: timeZone }).toFormat("yyyy-MM-dd'T'HH:mm");
