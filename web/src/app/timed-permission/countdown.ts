/** The countdown warning shows during a grant's last minute (spec section 4: "in seconds"). */
export const WARN_SECONDS = 60;

/** Whole seconds left until `expiresAt` (ms), never negative. */
export function secondsLeft(expiresAt: number, now: number): number {
  return Math.max(0, Math.ceil((expiresAt - now) / 1000));
}

/** Whether to warn now: a live grant in its last minute. */
export function inWarning(expiresAt: number | null, now: number): boolean {
  if (expiresAt === null) return false;
  const left = secondsLeft(expiresAt, now);
  return left > 0 && left <= WARN_SECONDS;
}

/** When the warning should first show (ms from now); 0 when it already should. */
export function msUntilWarning(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - WARN_SECONDS * 1000 - now);
}
