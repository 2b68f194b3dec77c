import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthDay } from './format-date';

describe('formatDate', () => {
  const iso = new Date(2026, 0, 5, 9, 7).toISOString();
  it('follows each date_format pref', () => {
    expect(formatDate(iso, 'yyyy-mm-dd')).toBe('2026-01-05');
    expect(formatDate(iso, 'dd/mm/yyyy')).toBe('05/01/2026');
    expect(formatDate(iso, 'mm/dd/yyyy')).toBe('01/05/2026');
  });
  it('adds the time when asked and tolerates missing or bad input', () => {
    expect(formatDate(iso, 'yyyy-mm-dd', true)).toBe('2026-01-05 09:07');
    expect(formatDate(undefined, 'yyyy-mm-dd')).toBe('');
    expect(formatDate('not a date', 'yyyy-mm-dd')).toBe('');
  });
  it('shows a day without a year in the same format without it, 29 February included', () => {
    expect(formatMonthDay('--05-10', 'dd/mm/yyyy')).toBe('10/05');
    expect(formatMonthDay('--05-10', 'mm/dd/yyyy')).toBe('05/10');
    expect(formatMonthDay('--02-29', 'yyyy-mm-dd')).toBe('02-29');
    expect(formatDate('--12-24', 'dd/mm/yyyy', true)).toBe('24/12');
    expect(formatMonthDay('--02-30', 'yyyy-mm-dd')).toBe('');
    expect(formatMonthDay('2026-05-10', 'yyyy-mm-dd')).toBe('');
  });
});
