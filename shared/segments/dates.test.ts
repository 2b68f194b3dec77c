import { describe, expect, it } from 'vitest';
import { civilDay, daysToAnniversary, monthsBetween, NO_DAY, zonedDays } from './dates';

const d = civilDay;

describe('segment dates', () => {
  it('numbers civil dates from 1970-01-01 and reads nothing as no day', () => {
    expect(d('1970-01-01')).toBe(0);
    expect(d('2024-03-01') - d('2024-02-28')).toBe(2);
    expect(d(undefined)).toBe(NO_DAY);
  });

  it('takes the local day of a moment in Warsaw, across DST changes', () => {
    const warsaw = zonedDays('Europe/Warsaw');
    expect(warsaw.ofIso('2025-06-30T22:30:00Z')).toBe(d('2025-07-01'));
    expect(warsaw.ofIso('2025-06-30T21:59:00Z')).toBe(d('2025-06-30'));
    expect(warsaw.ofIso('2025-12-31T23:30:00Z')).toBe(d('2026-01-01'));
    expect(warsaw.ofIso('2025-03-30T00:30:00Z')).toBe(d('2025-03-30'));
    expect(warsaw.ofIso('2025-10-25T22:30:00Z')).toBe(d('2025-10-26'));
    expect(warsaw.ofIso('2025-10-25T21:30:00Z')).toBe(d('2025-10-25'));
    expect(zonedDays('UTC').ofIso('2025-06-30T22:30:00Z')).toBe(d('2025-06-30'));
  });

  it('counts days to the next anniversary, with 29 February on 28 February in common years', () => {
    expect(daysToAnniversary(d('1990-05-10'), d('2026-05-10'))).toBe(0);
    expect(daysToAnniversary(d('1990-05-10'), d('2026-05-03'))).toBe(7);
    expect(daysToAnniversary(d('1990-05-10'), d('2026-05-11'))).toBe(364);
    expect(daysToAnniversary(d('2000-02-29'), d('2026-02-28'))).toBe(0);
    expect(daysToAnniversary(d('2000-02-29'), d('2028-02-28'))).toBe(1);
    expect(daysToAnniversary(d('2000-02-29'), d('2026-03-01'))).toBe(364);
    expect(daysToAnniversary(d('1999-12-31'), d('2026-12-25'))).toBe(6);
    expect(daysToAnniversary(d('1999-01-02'), d('2026-12-31'))).toBe(2);
  });

  it('counts whole months, with month ends reaching shorter months', () => {
    expect(monthsBetween(d('2026-01-31'), d('2026-02-28'))).toBe(1);
    expect(monthsBetween(d('2026-01-31'), d('2026-02-27'))).toBe(0);
    expect(monthsBetween(d('2024-01-31'), d('2024-02-29'))).toBe(1);
    expect(monthsBetween(d('2026-01-15'), d('2026-03-14'))).toBe(1);
    expect(monthsBetween(d('2026-01-15'), d('2026-03-15'))).toBe(2);
    expect(monthsBetween(d('2025-12-31'), d('2026-04-30'))).toBe(4);
    expect(monthsBetween(d('2026-03-15'), d('2026-01-15'))).toBe(-2);
  });
});

describe('calendar arithmetic', () => {
  it('agrees with Date on every day of four centuries', async () => {
    const { dayOfMonth, monthOf, yearOf } = await import('./dates');
    for (let day = civilDay('1900-01-01'); day <= civilDay('2300-12-31'); day += 1) {
      const date = new Date(day * 86_400_000);
      if (yearOf(day) !== date.getUTCFullYear() || monthOf(day) !== date.getUTCMonth() + 1 || dayOfMonth(day) !== date.getUTCDate()) {
        throw new Error(`day ${day}: ${yearOf(day)}-${monthOf(day)}-${dayOfMonth(day)} vs ${date.toISOString()}`);
      }
    }
  });
});

describe('dates without a year', () => {
  it('number --MM-DD in year 0, a leap year, with its anniversary, day and month', async () => {
    const { dayOfMonth, isYearlessDay, monthOf } = await import('./dates');
    expect(isYearlessDay(d('--02-29'))).toBe(true);
    expect(isYearlessDay(d('--12-31'))).toBe(true);
    expect(isYearlessDay(d('--01-01'))).toBe(true);
    expect(isYearlessDay(d('1990-02-28'))).toBe(false);
    expect(isYearlessDay(NO_DAY)).toBe(false);
    expect([monthOf(d('--02-29')), dayOfMonth(d('--02-29'))]).toEqual([2, 29]);
    expect([monthOf(d('--01-01')), dayOfMonth(d('--01-01'))]).toEqual([1, 1]);
    expect(daysToAnniversary(d('--05-10'), d('2026-05-03'))).toBe(7);
    expect(daysToAnniversary(d('--02-29'), d('2026-02-28'))).toBe(0);
    expect(daysToAnniversary(d('--02-29'), d('2028-02-28'))).toBe(1);
    expect(daysToAnniversary(d('--01-02'), d('2026-12-31'))).toBe(2);
  });
});
