/**
 * The hourly send type (issue 17, spec section 1: "hourly"): a mailing that goes out in portions of
 * at most `perHour` messages an hour. Hours are counted from the moment the sending started, in
 * campaign hours (an hour, or shorter where tests say so), so the portion of hour k is the messages
 * sent in [start + k·hour, start + (k + 1)·hour).
 */

/** The smallest and largest portion a form accepts (a million an hour is past any account's SES quota). */
export const HOURLY_PER_HOUR_MIN = 1;
export const HOURLY_PER_HOUR_MAX = 1_000_000;

/** How many hours an audience takes at `perHour` an hour (the preview's figure; a window's closed hours come on top). */
export function hoursToSend(recipients: number, perHour: number): number {
  if (recipients <= 0) return 0;
  return Math.ceil(recipients / perHour);
}

/** Which hour of the sending `now` is in (0 from its start; a clock behind the start counts as hour 0). */
export function hourOf(startedAt: number, hourMs: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / hourMs));
}

/** When hour `hour` of the sending ends: the next portion's start. */
export function hourEnd(startedAt: number, hourMs: number, hour: number): number {
  return startedAt + (hour + 1) * hourMs;
}
