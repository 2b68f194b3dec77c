import { describe, expect, it } from 'vitest';
import { IMPORT_DATE_FORMATS } from '@shared/schemas/imports';
import { dateFormatPattern, isYearless } from './date-formats';

const pl = { year: 'RRRR', time: 'gg:mm' };
const en = { year: 'YYYY', time: 'hh:mm' };

describe('date formats as people read them', () => {
  it('writes the year as the language does', () => {
    expect(dateFormatPattern('DD.MM.YYYY', pl)).toBe('DD.MM.RRRR');
    expect(dateFormatPattern('DD.MM.YYYY', en)).toBe('DD.MM.YYYY');
    expect(dateFormatPattern('MM/DD/YYYY', pl)).toBe('MM/DD/RRRR');
    expect(dateFormatPattern('ISO_DATETIME', pl)).toBe('RRRR-MM-DD gg:mm');
    expect(dateFormatPattern('ISO_DATETIME', en)).toBe('YYYY-MM-DD hh:mm');
  });

  it('tells the formats without a year (kept as anniversaries)', () => {
    expect(IMPORT_DATE_FORMATS.filter(isYearless)).toEqual(['DD.MM', 'DD/MM', 'MM/DD']);
  });

  it('reads every format differently', () => {
    expect(new Set(IMPORT_DATE_FORMATS.map((f) => dateFormatPattern(f, pl))).size).toBe(IMPORT_DATE_FORMATS.length);
  });
});
