import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { instantOf, localOf } from './local-time';

const ZONES = ['Europe/Warsaw', 'UTC', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/Sao_Paulo'];
const zoneArb = fc.constantFrom(...ZONES);
const instantArb = fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 }).map((m) => new Date(m * 60_000));
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const wallArb = fc
  .record({
    y: fc.integer({ min: 2000, max: 2040 }),
    mo: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
    h: fc.integer({ min: 0, max: 23 }),
    mi: fc.integer({ min: 0, max: 59 }),
  })
  .map(({ y, mo, d, h, mi }) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`);

describe('wall time in the account zone', () => {
  it('an instant on a whole minute comes back from its wall time (the earlier one where an hour repeats)', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, at) => {
        const back = instantOf(localOf(at, zone), zone)!;
        // A repeated autumn hour maps to its first occurrence: at most an hour (Lord Howe: half an hour) earlier.
        expect(at.getTime() - back.getTime()).toBeGreaterThanOrEqual(0);
        expect(at.getTime() - back.getTime()).toBeLessThanOrEqual(3_600_000);
        expect(localOf(back, zone)).toBe(localOf(at, zone));
      }),
    );
  });

  it('a wall time comes back as itself, unless a daylight-saving gap skips it (then it moves forward by the gap)', () => {
    fc.assert(
      fc.property(zoneArb, wallArb, (zone, wall) => {
        const at = instantOf(wall, zone)!;
        expect(at).toBeDefined();
        const again = localOf(at, zone);
        if (again !== wall) {
          const shift = Date.parse(`${again}:00Z`) - Date.parse(`${wall}:00Z`);
          expect(shift).toBeGreaterThan(0);
          expect(shift).toBeLessThanOrEqual(3_600_000);
        }
      }),
    );
  });

  it('is none for what is no date or time', () => {
    for (const bad of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-01-01T24:30', '2026-01-01 10:00', '2026-01-01T10:00:00', ''])
      expect(instantOf(bad, 'Europe/Warsaw'), bad).toBeUndefined();
  });

  it('reads Warsaw winter and summer time', () => {
    expect(instantOf('2027-01-15T09:30', 'Europe/Warsaw')?.toISOString()).toBe('2027-01-15T08:30:00.000Z');
    expect(instantOf('2027-07-15T09:30', 'Europe/Warsaw')?.toISOString()).toBe('2027-07-15T07:30:00.000Z');
    // 02:30 on 28 March 2027 does not exist in Warsaw: an hour later.
    expect(instantOf('2027-03-28T02:30', 'Europe/Warsaw')?.toISOString()).toBe('2027-03-28T01:30:00.000Z');
  });
});
