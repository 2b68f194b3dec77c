import { describe, expect, it } from 'vitest';
import { retryWaitSeconds, shouldDisable, WEBHOOK_ATTEMPTS, WEBHOOK_RETRY_WAITS_SECONDS } from './webhook-retries';

describe("a webhook delivery's retries", () => {
  it('tries nine times over about a day, each wait longer than the one before', () => {
    expect(WEBHOOK_ATTEMPTS).toBe(9);
    const total = WEBHOOK_RETRY_WAITS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 3600).toBeGreaterThan(23);
    expect(total / 3600).toBeLessThanOrEqual(24);
    expect(WEBHOOK_RETRY_WAITS_SECONDS.slice(0, 7).every((w, i, all) => i === 0 || w > all[i - 1]!)).toBe(true);
    expect(Math.max(...WEBHOOK_RETRY_WAITS_SECONDS)).toBeLessThanOrEqual(43_200);
  });

  it('spreads a wait by at most a tenth, scales it for tests, and has none after the last attempt', () => {
    expect(retryWaitSeconds(1, 0)).toBe(5);
    expect(retryWaitSeconds(2, 0.999)).toBe(66);
    expect(retryWaitSeconds(3, 0.5, 0)).toBe(0);
    expect(retryWaitSeconds(8, 0)).toBe(21_600);
    expect(retryWaitSeconds(9, 0)).toBeUndefined();
  });

  it('switches a webhook off after a day of failures, never after one bad minute', () => {
    const now = new Date('2026-11-29T12:00:00Z');
    expect(shouldDisable({ attempts: 500, since: '2026-11-29T11:59:00Z' }, now)).toBe(false);
    expect(shouldDisable({ attempts: 9, since: '2026-11-27T12:00:00Z' }, now)).toBe(false);
    expect(shouldDisable({ attempts: 10, since: '2026-11-28T12:00:00Z' }, now)).toBe(true);
    expect(shouldDisable({ attempts: 10, since: '2026-11-29T12:00:00Z' }, now, 0)).toBe(true);
  });
});
