import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fixedWindow, retryAfterSeconds } from './rate-window';

const seconds = fc.integer({ min: 0, max: 4_000_000_000 });
const windows = fc.integer({ min: 1, max: 7 * 86_400 });

describe('fixed windows', () => {
  it('hold the instant, are as long as asked and start on a multiple of their length', () => {
    fc.assert(
      fc.property(seconds, windows, (now, length) => {
        const w = fixedWindow(now, length);
        expect(w.start).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(w.end);
        expect(w.end - w.start).toBe(length);
        expect(w.start % length).toBe(0);
      }),
    );
  });

  it('tile time: the second after a window is the first of the next, and every second of one shares it', () => {
    fc.assert(
      fc.property(seconds, windows, fc.integer({ min: 0, max: 7 * 86_400 }), (now, length, offset) => {
        const w = fixedWindow(now, length);
        expect(fixedWindow(w.end, length).start).toBe(w.end);
        expect(fixedWindow(w.end - 1, length)).toEqual(w);
        expect(fixedWindow(w.start + (offset % length), length)).toEqual(w);
      }),
    );
  });

  it('works on fractional instants as on the second they fall in', () => {
    expect(fixedWindow(119.999, 60)).toEqual({ start: 60, end: 120 });
    expect(fixedWindow(120, 60)).toEqual({ start: 120, end: 180 });
  });

  it('refuses a window that is not a positive whole number of seconds', () => {
    expect(() => fixedWindow(10, 0)).toThrow(RangeError);
    expect(() => fixedWindow(10, 1.5)).toThrow(RangeError);
  });
});

describe('Retry-After', () => {
  it('is a whole number of seconds, at least 1, never short of the window end, and less than a second over it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -100, max: 86_400 }), (nowMs, ahead) => {
        const end = Math.floor(nowMs / 1000) + ahead;
        const wait = retryAfterSeconds(nowMs, end);
        expect(Number.isInteger(wait)).toBe(true);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(nowMs + wait * 1000).toBeGreaterThanOrEqual(end * 1000);
        if (end * 1000 - nowMs >= 1000) expect(nowMs + (wait - 1) * 1000).toBeLessThan(end * 1000);
      }),
    );
  });

  it('says how long is left of a fixed window', () => {
    const now = 1_700_000_030_250;
    const w = fixedWindow(now / 1000, 60);
    expect(retryAfterSeconds(now, w.end)).toBe(w.end - Math.floor(now / 1000));
    expect(retryAfterSeconds(w.end * 1000, w.end)).toBe(1);
  });
});
