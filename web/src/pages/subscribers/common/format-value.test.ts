import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@web/common/format-date';
import { formatDay, formatPropertyValue } from './format-value';

const t = ((key: string) => key) as unknown as TFunction;
const fmt = (format: 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'yyyy-mm-dd') => ({
  t,
  formatDate: (iso: string | undefined | null, withTime?: boolean) => formatDate(iso, format, withTime),
});

describe('date values as the lists and details show them', () => {
  it('shows a whole date in the user’s format', () => {
    expect(formatDay('1990-05-10', fmt('dd/mm/yyyy'))).toBe('10/05/1990');
    expect(formatDay('1990-05-10', fmt('mm/dd/yyyy'))).toBe('05/10/1990');
    expect(formatDay('1990-05-10', fmt('yyyy-mm-dd'))).toBe('1990-05-10');
  });

  it('shows a date without a year in the same format without it, 29 February included', () => {
    expect(formatDay('--05-10', fmt('dd/mm/yyyy'))).toBe('10/05');
    expect(formatDay('--05-10', fmt('mm/dd/yyyy'))).toBe('05/10');
    expect(formatDay('--02-29', fmt('yyyy-mm-dd'))).toBe('02-29');
    expect(formatPropertyValue({ type: 'date' }, '--12-24', fmt('dd/mm/yyyy'))).toBe('24/12');
    expect(formatDay('nonsense', fmt('dd/mm/yyyy'))).toBe('nonsense');
  });
});
