/**
 * Sending hours and days (spec section 3, "sending hours and days"): a sending goes out only within
 * them, in the account's time zone; outside it waits (paused, reason `window`) and resumes when the
 * window opens. Hours are whole: from `fromHour` (0–23) up to, not including, `toHour` (1–24);
 * days are ISO weekdays, Monday 1 … Sunday 7.
 */
export interface SendingWindow {
  fromHour: number;
  toHour: number;
  days: number[];
}

const formats = new Map<string, Intl.DateTimeFormat>();
function localParts(timeZone: string, at: Date): { weekday: number; hour: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(String(parts.weekday)) + 1;
  return { weekday, hour: Number(parts.hour) };
}

/** Whether the window is well formed: hours in order and at least one day. */
export const isSendingWindow = (w: SendingWindow): boolean =>
  Number.isInteger(w.fromHour) &&
  Number.isInteger(w.toHour) &&
  w.fromHour >= 0 &&
  w.toHour <= 24 &&
  w.fromHour < w.toHour &&
  w.days.length > 0 &&
  w.days.every((d) => Number.isInteger(d) && d >= 1 && d <= 7);

/** Whether `at` falls within the window in the zone. */
export function inWindow(w: SendingWindow, timeZone: string, at: Date): boolean {
  const { weekday, hour } = localParts(timeZone, at);
  return w.days.includes(weekday) && hour >= w.fromHour && hour < w.toHour;
}

const HOUR_MS = 3_600_000;

/**
 * `at` itself when within the window, else the first whole hour after it that is (hours are walked
 * in UTC and read locally, so a daylight-saving change neither skips nor repeats an opening).
 * Undefined only for a window that is not well formed.
 */
export function nextWindowStart(w: SendingWindow, timeZone: string, at: Date): Date | undefined {
  if (!isSendingWindow(w)) return undefined;
  if (inWindow(w, timeZone, at)) return at;
  let t = Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS;
  // Zones with half-hour offsets open on the half hour: step by 30 minutes to find them.
  for (let i = 0; i < 8 * 24 * 2; i++, t += HOUR_MS / 2) if (inWindow(w, timeZone, new Date(t))) return new Date(t);
  return undefined;
}
