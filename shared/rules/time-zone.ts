/**
 * The account's time zone (issue "Segments": dates are evaluated in the account's time zone, Europe/Warsaw
 * by default). A zone is an IANA name the platform's Intl knows: the API and the web check it alike.
 */
export const DEFAULT_TIME_ZONE = 'Europe/Warsaw';
export const TIME_ZONE_MAX = 64;

/**
 * "Area/Location" names (and "UTC"), each part starting with a capital: Intl would also take
 * offsets like "+01:00" and any casing, which are no spelling of a zone.
 */
const IANA_SHAPE = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/;

/**
 * Whether Intl knows the zone. Constructing a format is the check, not membership of
 * Intl.supportedValuesOf: that lists one canonical name per zone, and engines disagree on which (Node's
 * ICU says "Asia/Calcutta" and "Europe/Kiev" where a browser offers "Asia/Kolkata" and "Europe/Kyiv"),
 * so an alias of a location is accepted and kept as chosen. Refused: another casing of a name
 * ("EUROPE/Warsaw") and abbreviations Intl maps to some city ("EST" is America/Panama to it).
 */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX || !IANA_SHAPE.test(name)) return false;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  if (resolved === name) return true;
  return resolved.toLowerCase() !== name.toLowerCase() && name.includes('/');
}

/** The zone's offset from UTC at a moment, as "+01:00" / "-09:30" ("+00:00" for UTC). */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')
      ?.value ?? 'GMT';
  // "GMT+01:00", or plain "GMT" for a zero offset.
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** A zone as people are shown it: "Europe/Warsaw (UTC+01:00)", its offset as it is at the moment (summer or winter). */
export const zoneLabel = (timeZone: string, at: Date = new Date()): string => `${timeZone} (UTC${utcOffset(timeZone, at)})`;

/**
 * The zones to choose from: the engine's list, with UTC and the zone already chosen (which may be
 * an alias the list leaves out) added, sorted by name.
 */
export function timeZoneChoices(current?: string): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [DEFAULT_TIME_ZONE];
  return [...new Set([...listed, 'UTC', DEFAULT_TIME_ZONE, ...(current ? [current] : [])])].sort();
}

/** One format per zone: building an Intl.DateTimeFormat costs far more than using one, and zones are few. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day ("2026-03-11") an instant falls on in a zone: the one rule by which counters are
 * bucketed by day (subscriber stats) or month (e-mails sent). Midnight belongs to the day it starts.
 */
export function dayIn(timeZone: string, at: Date | string | number): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at instanceof Date ? at : new Date(at)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar month ("2026-03") an instant falls in, in a zone. */
export const monthIn = (timeZone: string, at: Date | string | number): string => dayIn(timeZone, at).slice(0, 7);
