/**
 * Window arithmetic of the rate limits and attempt budgets, in whole epoch seconds. Pure, so the
 * edges (the last second of a window, the first of the next) are tested without a clock.
 */

/** The fixed window `nowSeconds` falls in: windows tile time from the epoch, [start, end). */
export function fixedWindow(nowSeconds: number, windowSeconds: number): { start: number; end: number } {
  if (!Number.isInteger(windowSeconds) || windowSeconds <= 0)
    throw new RangeError(`window must be a positive whole number of seconds: ${windowSeconds}`);
  const start = Math.floor(nowSeconds / windowSeconds) * windowSeconds;
  return { start, end: start + windowSeconds };
}

/**
 * Seconds to wait until `endSeconds` (what Retry-After says): whole seconds, rounded up so a client
 * that waits exactly that long is not refused again, and at least 1.
 */
export function retryAfterSeconds(nowMs: number, endSeconds: number): number {
  return Math.max(1, Math.ceil(endSeconds - nowMs / 1000));
}
