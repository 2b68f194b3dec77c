import { describe, expect, it } from 'vitest';
import { isAnniversaryOn, localDay, nextAnniversaryCheck } from './anniversary';

describe("a date's anniversary", () => {
  it('falls on the same month and day, whatever the year, and not a day either side', () => {
    expect(isAnniversaryOn('1990-06-15', '2026-06-15')).toBe(true);
    expect(isAnniversaryOn('--06-15', '2026-06-15')).toBe(true);
    expect(isAnniversaryOn('1990-06-16', '2026-06-15')).toBe(false);
    expect(isAnniversaryOn('1990-06-14', '2026-06-15')).toBe(false);
  });

  it('of 29 February is 28 February in common years and 29 February in leap ones', () => {
    expect(isAnniversaryOn('2000-02-29', '2026-02-28')).toBe(true);
    expect(isAnniversaryOn('--02-29', '2026-02-28')).toBe(true);
    expect(isAnniversaryOn('2000-02-29', '2026-03-01')).toBe(false);
    expect(isAnniversaryOn('2000-02-29', '2028-02-28')).toBe(false);
    expect(isAnniversaryOn('2000-02-29', '2028-02-29')).toBe(true);
    expect(isAnniversaryOn('1999-02-28', '2028-02-28')).toBe(true);
    expect(isAnniversaryOn('1999-02-28', '2028-02-29')).toBe(false);
  });

  it('is nobody without a date', () => {
    expect(isAnniversaryOn(undefined, '2026-06-15')).toBe(false);
    expect(isAnniversaryOn('', '2026-06-15')).toBe(false);
    expect(isAnniversaryOn(19900615, '2026-06-15')).toBe(false);
  });
});

describe('the daily look', () => {
  const zone = 'Europe/Warsaw';

  it('is next at the hour in the zone: today when it is still ahead, else tomorrow', () => {
    expect(nextAnniversaryCheck(new Date('2026-06-15T05:00:00Z'), 9, zone).toISOString()).toBe('2026-06-15T07:00:00.000Z');
    expect(nextAnniversaryCheck(new Date('2026-06-15T07:00:00Z'), 9, zone).toISOString()).toBe('2026-06-16T07:00:00.000Z');
    // Across the change to winter time the hour stays 9:00 on the wall clock.
    expect(nextAnniversaryCheck(new Date('2026-10-24T07:00:00Z'), 9, zone).toISOString()).toBe('2026-10-25T08:00:00.000Z');
  });

  it("is on the zone's day, not UTC's", () => {
    expect(localDay('2026-06-14T22:30:00Z', zone)).toBe('2026-06-15');
  });
});
