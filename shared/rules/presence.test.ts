import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOnline, LAST_SEEN_WRITE_INTERVAL_MS, lastSeenCutoff, ONLINE_WINDOW_MS, shouldRecordActivity } from './presence';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('isOnline', () => {
  it('is online within the window and offline from its end on', () => {
    expect(isOnline(ago(0), NOW)).toBe(true);
    expect(isOnline(ago(ONLINE_WINDOW_MS - 1), NOW)).toBe(true);
    expect(isOnline(ago(ONLINE_WINDOW_MS), NOW)).toBe(false);
    expect(isOnline(ago(24 * 3600_000), NOW)).toBe(false);
  });

  it('is offline for a user never seen or an unreadable time', () => {
    expect(isOnline(undefined, NOW)).toBe(false);
    expect(isOnline('not a date', NOW)).toBe(false);
  });

  it('agrees with the window for any age', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 48 * 3600_000 }), (age) => {
        expect(isOnline(ago(age), NOW)).toBe(age < ONLINE_WINDOW_MS);
      }),
    );
  });
});

describe('shouldRecordActivity', () => {
  it('records a user never seen, and again only after the write interval', () => {
    expect(shouldRecordActivity(undefined, NOW)).toBe(true);
    expect(shouldRecordActivity(ago(1000), NOW)).toBe(false);
    expect(shouldRecordActivity(ago(LAST_SEEN_WRITE_INTERVAL_MS - 1), NOW)).toBe(false);
    expect(shouldRecordActivity(ago(LAST_SEEN_WRITE_INTERVAL_MS), NOW)).toBe(true);
  });

  it('keeps a recorded user online between writes (the interval is shorter than the window)', () => {
    expect(LAST_SEEN_WRITE_INTERVAL_MS).toBeLessThan(ONLINE_WINDOW_MS);
  });

  it('matches the write condition: a time before the cutoff may be overwritten', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 60_000 }), (age) => {
        expect(shouldRecordActivity(ago(age), NOW)).toBe(ago(age) <= lastSeenCutoff(NOW));
      }),
    );
  });
});
