import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { inWindow, isSendingWindow, nextWindowStart, type SendingWindow } from './sending-window';

const ZONES = ['Europe/Warsaw', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham'];
const HOUR = 3_600_000;

const windowArb: fc.Arbitrary<SendingWindow> = fc
  .record({
    a: fc.integer({ min: 0, max: 23 }),
    b: fc.integer({ min: 1, max: 24 }),
    days: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
  })
  .filter(({ a, b }) => a < b)
  .map(({ a, b, days }) => ({ fromHour: a, toHour: b, days }));
// 2020-2035, on whole minutes; daylight-saving changes included.
const instantArb = fc.integer({ min: Date.UTC(2020, 0, 1) / 60_000, max: Date.UTC(2035, 0, 1) / 60_000 }).map((m) => new Date(m * 60_000));
const zoneArb = fc.constantFrom(...ZONES);

describe('sending window', () => {
  it('opens at the instant itself when inside, else at a later instant inside, within 8 days', () => {
    fc.assert(
      fc.property(windowArb, zoneArb, instantArb, (w, zone, at) => {
        const next = nextWindowStart(w, zone, at)!;
        expect(next).toBeDefined();
        expect(inWindow(w, zone, next)).toBe(true);
        if (inWindow(w, zone, at)) expect(next.getTime()).toBe(at.getTime());
        else {
          expect(next.getTime()).toBeGreaterThan(at.getTime());
          expect(next.getTime() - at.getTime()).toBeLessThanOrEqual(8 * 24 * HOUR);
        }
      }),
    );
  });

  it('is the first opening: no half hour between the instant and it lies inside the window', () => {
    fc.assert(
      fc.property(windowArb, zoneArb, instantArb, (w, zone, at) => {
        const next = nextWindowStart(w, zone, at)!;
        const firstStep = Math.ceil(at.getTime() / HOUR) * HOUR;
        for (let t = firstStep; t < next.getTime(); t += HOUR / 2) expect(inWindow(w, zone, new Date(t))).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('every day, every hour is inside the whole-day window; no instant is inside a window without its weekday', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, at) => {
        expect(inWindow({ fromHour: 0, toHour: 24, days: [1, 2, 3, 4, 5, 6, 7] }, zone, at)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(windowArb, zoneArb, instantArb, (w, zone, at) => {
        const others = [1, 2, 3, 4, 5, 6, 7].filter((d) => !w.days.includes(d));
        if (!others.length) return;
        // The window's days and the other days split every instant between them.
        const rest = { ...w, days: others };
        expect(inWindow(w, zone, at) && inWindow(rest, zone, at)).toBe(false);
      }),
    );
  });

  it('knows a well-formed window', () => {
    expect(isSendingWindow({ fromHour: 9, toHour: 17, days: [1] })).toBe(true);
    expect(isSendingWindow({ fromHour: 17, toHour: 9, days: [1] })).toBe(false);
    expect(isSendingWindow({ fromHour: 9, toHour: 9, days: [1] })).toBe(false);
    expect(isSendingWindow({ fromHour: 9, toHour: 17, days: [] })).toBe(false);
    expect(nextWindowStart({ fromHour: 9, toHour: 17, days: [] }, 'UTC', new Date())).toBeUndefined();
  });

  it('opens at 9:00 Warsaw time on the next weekday across the spring daylight-saving change', () => {
    // Saturday 2026-03-28 20:00 UTC; clocks go forward on Sunday 29 March.
    const next = nextWindowStart({ fromHour: 9, toHour: 17, days: [1, 2, 3, 4, 5] }, 'Europe/Warsaw', new Date('2026-03-28T20:00:00Z'));
    expect(next?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });
});
