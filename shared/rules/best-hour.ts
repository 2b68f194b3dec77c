/**
 * Optimisation (spec section 1: each recipient at their own best hour, from their open history,
 * within 24 h of the start; the account's best hour for those without history). Hours are hours of
 * the UTC day: a slot is an instant, so "within 24 h" holds across a daylight-saving change, and the
 * web shows each slot in the account's zone.
 */

/** Hours a day has: one slot each. */
export const OPTIMISATION_SLOTS = 24;
const HOUR_MS = 3_600_000;

/**
 * The sending moment of each UTC hour (index = hour), all within 24 h of `start`: the start itself
 * for the hour it falls in, the top of the hour for the others (the next day's for hours before it).
 */
export function optimisationSlots(start: Date): Date[] {
  const first = start.getUTCHours();
  const top = Math.floor(start.getTime() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: OPTIMISATION_SLOTS }, (_, hour) => {
    const ahead = (hour - first + OPTIMISATION_SLOTS) % OPTIMISATION_SLOTS;
    return ahead === 0 ? new Date(start.getTime()) : new Date(top + ahead * HOUR_MS);
  });
}

/** How many slots after the start's own hour `hour` comes (0 for the start's hour). */
export const slotOrder = (start: Date, hour: number): number => (hour - start.getUTCHours() + OPTIMISATION_SLOTS) % OPTIMISATION_SLOTS;

/**
 * The hour with the most opens; ties go to the one that comes first after the start (so no one waits
 * longer than their history asks). None without any open.
 */
export function bestHour(opens: readonly number[], start: Date): number | undefined {
  let best: number | undefined;
  for (let ahead = 0; ahead < OPTIMISATION_SLOTS; ahead++) {
    const hour = (start.getUTCHours() + ahead) % OPTIMISATION_SLOTS;
    const count = opens[hour] ?? 0;
    if (count > 0 && (best === undefined || count > (opens[best] ?? 0))) best = hour;
  }
  return best;
}

/**
 * The slot a recipient not yet given one gets, when the sending of `current` looks at them: their
 * best hour (the account's without history), or `current` itself when that hour's sending has gone
 * already (they joined the audience, or their history moved, after it): late rather than never.
 */
export function assignedHour(opens: readonly number[] | undefined, fallback: number, current: number, start: Date): number {
  const best = (opens && bestHour(opens, start)) ?? fallback;
  return slotOrder(start, best) < slotOrder(start, current) ? current : best;
}
