import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

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
});
