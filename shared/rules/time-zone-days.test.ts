import { describe, expect, it } from 'vitest';
import { DAY_MS, zonedDays } from '../segments/dates';
import { dayIn, monthIn } from './time-zone';

/**
 * The day of an instant in the account's zone, as the subscriber stats and the monthly e-mail count
 * bucket it. Kiritimati is UTC+14 all year; Adak is UTC-10, UTC-9 from 8 March 2026 (daylight time).
 */
describe('the day an instant falls on in a zone', () => {
  it('turns at local midnight, not at UTC midnight', () => {
    // Midnight of 11 March on Kiritimati is 10:00 UTC on 10 March.
    expect(dayIn('Pacific/Kiritimati', '2026-03-10T09:59:59.999Z')).toBe('2026-03-10');
    expect(dayIn('Pacific/Kiritimati', '2026-03-10T10:00:00.000Z')).toBe('2026-03-11');
    // Midnight of 10 March on Adak (daylight time) is 09:00 UTC on 10 March.
    expect(dayIn('America/Adak', '2026-03-10T08:59:59.999Z')).toBe('2026-03-09');
    expect(dayIn('America/Adak', '2026-03-10T09:00:00.000Z')).toBe('2026-03-10');
    // In winter, 10:00 UTC.
    expect(dayIn('America/Adak', '2026-01-15T09:59:59.999Z')).toBe('2026-01-14');
    expect(dayIn('America/Adak', '2026-01-15T10:00:00.000Z')).toBe('2026-01-15');
  });

  it('puts one instant on different days in the two zones', () => {
    const at = '2026-03-10T10:30:00.000Z';
    expect(dayIn('Pacific/Kiritimati', at)).toBe('2026-03-11');
    expect(dayIn('America/Adak', at)).toBe('2026-03-10');
    expect(dayIn('UTC', at)).toBe('2026-03-10');
  });

  it('keeps a day whole across a daylight-saving change', () => {
    // 8 March 2026 on Adak starts at 10:00 UTC (still UTC-10) and is an hour short.
    expect(dayIn('America/Adak', '2026-03-08T09:59:59.999Z')).toBe('2026-03-07');
    expect(dayIn('America/Adak', '2026-03-08T10:00:00.000Z')).toBe('2026-03-08');
    expect(dayIn('America/Adak', '2026-03-09T08:59:59.999Z')).toBe('2026-03-08');
    expect(dayIn('America/Adak', '2026-03-09T09:00:00.000Z')).toBe('2026-03-09');
  });

  it('takes a Date, an ISO string or epoch milliseconds alike', () => {
    const ms = Date.parse('2026-03-10T10:00:00.000Z');
    expect(dayIn('Pacific/Kiritimati', new Date(ms))).toBe('2026-03-11');
    expect(dayIn('Pacific/Kiritimati', ms)).toBe('2026-03-11');
  });

  it('names the month by the same rule, across a year end too', () => {
    expect(monthIn('Pacific/Kiritimati', '2026-03-31T10:00:00.000Z')).toBe('2026-04');
    expect(monthIn('America/Adak', '2026-03-31T10:00:00.000Z')).toBe('2026-03');
    expect(monthIn('Pacific/Kiritimati', '2025-12-31T10:00:00.000Z')).toBe('2026-01');
    expect(monthIn('America/Adak', '2026-01-01T09:59:59.999Z')).toBe('2025-12');
  });

  it('agrees with the day segments evaluate in (shared/segments/dates.ts)', () => {
    const civil = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
    for (const zone of ['Pacific/Kiritimati', 'America/Adak', 'Europe/Warsaw', 'Asia/Kolkata', 'UTC']) {
      const segments = zonedDays(zone);
      // Every 61 minutes over a year and a bit: every hour of the day, both daylight-saving changes.
      for (let ms = Date.parse('2026-01-01T00:00:00Z'); ms < Date.parse('2027-02-01T00:00:00Z'); ms += 61 * 60_000) {
        if (dayIn(zone, ms) !== civil(segments.ofMs(ms)))
          expect(dayIn(zone, ms), `${zone} ${new Date(ms).toISOString()}`).toBe(civil(segments.ofMs(ms)));
      }
    }
  });
});
