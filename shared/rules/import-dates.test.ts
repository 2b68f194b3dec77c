import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_DATE_FORMATS, type ImportDateFormat } from '../schemas/imports';
import { isStoredDate, isYearlessDate } from './calendar-dates';
import { detectDateFormat, formatImportDate, parseImportDate } from './import-dates';

const pad = (n: number) => String(n).padStart(2, '0');
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const monthDays = (y: number | undefined, m: number) =>
  m === 2 ? (y === undefined || leap(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Whole stored dates (YYYY-MM-DD) that exist. */
const wholeDate = fc
  .record({ y: fc.integer({ min: 1000, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .filter(({ y, m, d }) => d <= monthDays(y, m))
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`);
/** Year-less stored dates (--MM-DD, 29 February included). */
const yearlessDate = fc
  .record({ m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
  .filter(({ m, d }) => d <= monthDays(undefined, m))
  .map(({ m, d }) => `--${pad(m)}-${pad(d)}`);

const withYear = IMPORT_DATE_FORMATS.filter((f) => f.includes('YYYY') || f === 'ISO_DATETIME');
const withoutYear = IMPORT_DATE_FORMATS.filter((f) => !withYear.includes(f));

describe('import date parsing', () => {
  it('reads every stored date back from each format that can write it', () => {
    fc.assert(
      fc.property(wholeDate, fc.constantFrom(...withYear), (stored, format) => {
        expect(parseImportDate(formatImportDate(stored, format)!, format)).toBe(stored);
      }),
    );
    fc.assert(
      fc.property(yearlessDate, fc.constantFrom(...withoutYear), (stored, format) => {
        expect(parseImportDate(formatImportDate(stored, format)!, format)).toBe(stored);
      }),
    );
  });

  it('stores only dates that exist: 29 February without a year, never 30 February', () => {
    expect(parseImportDate('02/29', 'MM/DD')).toBe('--02-29');
    expect(parseImportDate('29.02', 'DD.MM')).toBe('--02-29');
    expect(parseImportDate('02/30', 'MM/DD')).toBeUndefined();
    expect(parseImportDate('29.02.2023', 'DD.MM.YYYY')).toBeUndefined();
    expect(parseImportDate('29.02.2024', 'DD.MM.YYYY')).toBe('2024-02-29');
    expect(parseImportDate('13/01', 'MM/DD')).toBeUndefined();
    expect(parseImportDate('5/7/1990', 'MM/DD/YYYY')).toBe('1990-05-07');
    expect(parseImportDate('5/7/1990', 'DD/MM/YYYY')).toBe('1990-07-05');
    expect(parseImportDate(' 10.05. ', 'DD.MM')).toBe('--05-10');
  });

  it('keeps the date part of a time, whatever its zone', () => {
    expect(parseImportDate('2024-03-15 10:22:00', 'ISO_DATETIME')).toBe('2024-03-15');
    expect(parseImportDate('2024-03-15T23:59:59.123+02:00', 'ISO_DATETIME')).toBe('2024-03-15');
    expect(parseImportDate('2024-03-15T10:22Z', 'ISO_DATETIME')).toBe('2024-03-15');
    expect(parseImportDate('2024-03-15', 'ISO_DATETIME')).toBe('2024-03-15');
    expect(parseImportDate('2024-03-15 10:22:00', 'YYYY-MM-DD')).toBeUndefined();
  });

  it('never reads a value no format writes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.constantFrom(...IMPORT_DATE_FORMATS), (text, format) => {
        const stored = parseImportDate(text, format);
        if (stored !== undefined) expect(isStoredDate(stored)).toBe(true);
      }),
    );
  });

  it('knows the year-less stored form', () => {
    expect(['--02-29', '--12-31', '--01-01'].every(isYearlessDate)).toBe(true);
    expect(['--02-30', '--13-01', '--00-10', '02-29', '--2-29', '1990-02-28'].some(isYearlessDate)).toBe(false);
  });
});

describe('column date format detection', () => {
  const detect = (values: string[], monthFirst?: boolean) => detectDateFormat(values, { monthFirst });

  it('recognises each format from values written in it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...IMPORT_DATE_FORMATS),
        fc.array(fc.oneof(wholeDate, yearlessDate), { minLength: 1, maxLength: 30 }),
        (format: ImportDateFormat, stored) => {
          const values = stored.map((s) => formatImportDate(s, format)).filter((v): v is string => v !== undefined);
          fc.pre(values.length > 0);
          const found = detect(values, format === 'MM/DD/YYYY');
          // Values that read both ways (05/06) fall to the documented preference, which reads all of them.
          expect(found).not.toBeNull();
          if (found !== format) expect(values.every((v) => parseImportDate(v, found!) !== undefined)).toBe(true);
          if (found !== format)
            expect([format, found].sort().join()).toMatch(/^(DD\/MM,MM\/DD|DD\/MM\/YYYY,MM\/DD\/YYYY|ISO_DATETIME,YYYY-MM-DD)$/);
        },
      ),
    );
  });

  it('decides day or month first by values above 12, and prefers MM/DD without a year', () => {
    expect(detect(['03/15', '12/01', '07/04'])).toBe('MM/DD');
    expect(detect(['15/03', '01/12'])).toBe('DD/MM');
    expect(detect(['05/06', '01/02'])).toBe('MM/DD');
    expect(detect(['05/06/1990', '01/02/1985'])).toBe('DD/MM/YYYY');
    expect(detect(['05/06/1990', '01/02/1985'], true)).toBe('MM/DD/YYYY');
    expect(detect(['05/16/1990', '01/02/1985'])).toBe('MM/DD/YYYY');
    expect(detect(['25/06/1990', '01/02/1985'], true)).toBe('DD/MM/YYYY');
    expect(detect(['10.05.1990', '1.1.2000'])).toBe('DD.MM.YYYY');
    expect(detect(['10-05-1990'])).toBe('DD-MM-YYYY');
    expect(detect(['10.05', '24.12.'])).toBe('DD.MM');
  });

  it('tells plain dates from times, and answers null for what is not dates', () => {
    expect(detect(['1990-05-10', ''])).toBe('YYYY-MM-DD');
    expect(detect(['2024-03-15 10:22:00', '2024-03-16 08:00:00'])).toBe('ISO_DATETIME');
    expect(detect(['2024-03-15 10:22:00', '2024-03-16'])).toBe('ISO_DATETIME');
    expect(detect([])).toBeNull();
    expect(detect(['', ' '])).toBeNull();
    expect(detect(['Anna', 'Warszawa'])).toBeNull();
    expect(detect(['a@example.com'])).toBeNull();
    expect(detect(['1', '5', '3'])).toBeNull();
    expect(detect(['4.5', '12.5', '3.25'])).toBeNull();
  });

  it('tolerates a stray value but not a column of mostly others', () => {
    const dates = Array.from({ length: 9 }, (_, i) => `0${i + 1}/15`);
    expect(detect([...dates, 'unknown'])).toBe('MM/DD');
    expect(detect(['03/15', 'x', 'y'])).toBeNull();
  });
});
