/**
 * A delivery's attempts (issue 20: "exponential backoff for 24 hours"): the first at once, then
 * after each of these waits (5 s … 10 h, Standard Webhooks' schedule cut to a day): nine attempts
 * over 23.6 hours. Each wait is spread by up to a tenth so a receiver that was down is not hit by
 * every delivery in the same second when it comes back.
 */
export const WEBHOOK_RETRY_WAITS_SECONDS = [5, 60, 300, 1_800, 7_200, 18_000, 36_000, 21_600] as const;
export const WEBHOOK_ATTEMPTS = WEBHOOK_RETRY_WAITS_SECONDS.length + 1;

/**
 * The wait after failed attempt `attempt` (1-based), or undefined after the last. `scale` shortens
 * every wait (the local runtime's tests: 0 makes them immediate); `jitter` in [0, 1).
 */
export function retryWaitSeconds(attempt: number, jitter: number, scale = 1): number | undefined {
  const wait = WEBHOOK_RETRY_WAITS_SECONDS[attempt - 1];
  if (wait === undefined) return undefined;
  return Math.round(wait * (1 + jitter / 10) * scale);
}

/**
 * A webhook is switched off (and its administrators told) once its attempts have failed without a
 * success in between for this long and at least WEBHOOK_DISABLE_MIN_FAILURES times: a whole day of
 * failing deliveries, not one bad minute.
 */
export const WEBHOOK_DISABLE_AFTER_SECONDS = 24 * 3600;
export const WEBHOOK_DISABLE_MIN_FAILURES = 10;

export function shouldDisable(
  failing: { attempts: number; since: string },
  now: Date,
  afterSeconds = WEBHOOK_DISABLE_AFTER_SECONDS,
): boolean {
  return failing.attempts >= WEBHOOK_DISABLE_MIN_FAILURES && now.getTime() - Date.parse(failing.since) >= afterSeconds * 1000;
}
