const DAY_MS = 86_400_000;

/** Whole days from `fromIso` to `now` (never negative). */
export function daysSince(fromIso: string, now = Date.now()): number {
  return Math.max(0, Math.floor((now - new Date(fromIso).getTime()) / DAY_MS));
}

/** Whole days left until `toIso`, rounded up; 0 once it has passed. */
export function daysUntil(toIso: string, now = Date.now()): number {
  return Math.max(0, Math.ceil((new Date(toIso).getTime() - now) / DAY_MS));
}
