import { IMPORT_DATE_FORMATS, type ImportDateFormat } from '../schemas/imports';
import { isValidDate, isValidMonthDay, isYearlessDate } from './calendar-dates';

/**
 * Dates in imported files (issue 14: exports of other tools). A column's format is detected from its
 * sampled values; a value is parsed in its column's format into the stored form: YYYY-MM-DD, or
 * --MM-DD for a date without a year (ISO 8601's form: a birthday exported as MM/DD is an anniversary).
 */

const pad = (n: number) => String(n).padStart(2, '0');
const whole = (y: string, m: string, d: string): string | undefined => {
  const text = `${y}-${pad(Number(m))}-${pad(Number(d))}`;
  return isValidDate(text) ? text : undefined;
};
const yearless = (m: string, d: string): string | undefined =>
  isValidMonthDay(Number(m), Number(d)) ? `--${pad(Number(m))}-${pad(Number(d))}` : undefined;

const D = '(\\d{1,2})';
const Y = '(\\d{4})';
/** The time part of ISO_DATETIME: `T` or a space, HH:MM, seconds (with fractions) and a zone optional. */
const TIME = '(?:[T ]\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?\\s*(?:Z|[+-]\\d{2}(?::?\\d{2})?)?)?';

const PARSERS: Record<ImportDateFormat, { re: RegExp; to: (m: RegExpExecArray) => string | undefined }> = {
  'YYYY-MM-DD': { re: /^(\d{4})-(\d{2})-(\d{2})$/, to: (m) => whole(m[1]!, m[2]!, m[3]!) },
  ISO_DATETIME: { re: new RegExp(`^(\\d{4})-(\\d{2})-(\\d{2})${TIME}$`), to: (m) => whole(m[1]!, m[2]!, m[3]!) },
  'DD.MM.YYYY': { re: new RegExp(`^${D}\\.${D}\\.${Y}$`), to: (m) => whole(m[3]!, m[2]!, m[1]!) },
  'DD-MM-YYYY': { re: new RegExp(`^${D}-${D}-${Y}$`), to: (m) => whole(m[3]!, m[2]!, m[1]!) },
  'DD/MM/YYYY': { re: new RegExp(`^${D}/${D}/${Y}$`), to: (m) => whole(m[3]!, m[2]!, m[1]!) },
  'MM/DD/YYYY': { re: new RegExp(`^${D}/${D}/${Y}$`), to: (m) => whole(m[3]!, m[1]!, m[2]!) },
  // Two digits of month: "4.5" or "12.5" is a number far more often than a day.
  'DD.MM': { re: new RegExp(`^${D}\\.(\\d{2})\\.?$`), to: (m) => yearless(m[2]!, m[1]!) },
  'DD/MM': { re: new RegExp(`^${D}/${D}$`), to: (m) => yearless(m[2]!, m[1]!) },
  'MM/DD': { re: new RegExp(`^${D}/${D}$`), to: (m) => yearless(m[1]!, m[2]!) },
};

/** A value written in `format`, in the stored form (YYYY-MM-DD or --MM-DD), or undefined when it is not such a date. */
export function parseImportDate(value: string, format: ImportDateFormat): string | undefined {
  const parser = PARSERS[format];
  const m = parser.re.exec(value.trim());
  return m ? parser.to(m) : undefined;
}

/** The stored form back in a format (tests and previews): --MM-DD only fits the year-less formats, and back. */
export function formatImportDate(stored: string, format: ImportDateFormat): string | undefined {
  const yearlessValue = isYearlessDate(stored);
  const [y, m, d] = yearlessValue ? ['', stored.slice(2, 4), stored.slice(5, 7)] : stored.split('-');
  const hasYear = format.includes('YYYY') || format === 'ISO_DATETIME';
  if (yearlessValue === hasYear) return undefined;
  switch (format) {
    case 'YYYY-MM-DD':
      return stored;
    case 'ISO_DATETIME':
      return `${stored}T00:00:00Z`;
    case 'DD.MM.YYYY':
      return `${d}.${m}.${y}`;
    case 'DD-MM-YYYY':
      return `${d}-${m}-${y}`;
    case 'DD/MM/YYYY':
      return `${d}/${m}/${y}`;
    case 'MM/DD/YYYY':
      return `${m}/${d}/${y}`;
    case 'DD.MM':
      return `${d}.${m}`;
    case 'DD/MM':
      return `${d}/${m}`;
    case 'MM/DD':
      return `${m}/${d}`;
  }
}

/** Share of a column's non-empty sampled values a format must read for the column to be given it. */
const DETECT_SHARE = 0.8;
/** Values of a column detection reads at most (a few hundred decide day or month first). */
const DETECT_VALUES = 300;
const DATE_LIKE = /^\d[\d./:\sTZ+-]*$/;

export interface DetectOptions {
  /**
   * The file is an export of a US tool (Mailchimp's header names): slash dates with a year that read
   * both ways are MM/DD/YYYY. Otherwise they are DD/MM/YYYY, as Polish and European files write them.
   */
  monthFirst?: boolean;
}

/**
 * The format a column's sampled values are written in, or null (not dates, or nothing sampled).
 * Every format is tried on every non-empty value; the one that reads the most wins, if it reads at
 * least DETECT_SHARE of them (a stray bad value is then the row check's to reject, with its reason).
 * Day-first or month-first is decided by the values: a first part above 12 can only be a day, a
 * second part above 12 only a day. When every value reads both ways (05/06 and 01/02 only):
 * - without a year, MM/DD: the year-less slash form is Mailchimp's birthday export, and no tool
 *   we know exports DD/MM birthdays (European ones write DD.MM);
 * - with a year, DD/MM/YYYY unless `monthFirst` (the header is a US tool's export).
 * YYYY-MM-DD wins over ISO_DATETIME for plain dates (it is listed first); a column with times reads
 * more values as ISO_DATETIME.
 */
export function detectDateFormat(values: readonly string[], options: DetectOptions = {}): ImportDateFormat | null {
  const sample = values
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .slice(0, DETECT_VALUES);
  if (sample.length === 0) return null;
  // Every format starts with a digit and holds only digits and separators: most columns end here, before nine parsers run.
  if (sample.filter((v) => DATE_LIKE.test(v)).length < sample.length * DETECT_SHARE) return null;
  const counts = new Map<ImportDateFormat, number>();
  for (const format of IMPORT_DATE_FORMATS) counts.set(format, sample.filter((v) => parseImportDate(v, format) !== undefined).length);
  const best = Math.max(...counts.values());
  if (best === 0 || best < sample.length * DETECT_SHARE) return null;
  const tied = IMPORT_DATE_FORMATS.filter((f) => counts.get(f) === best);
  if (tied.includes('MM/DD') && tied.includes('DD/MM')) return 'MM/DD';
  if (tied.includes('MM/DD/YYYY') && tied.includes('DD/MM/YYYY')) return options.monthFirst ? 'MM/DD/YYYY' : 'DD/MM/YYYY';
  return tied[0]!;
}

/** Per column of a sample's data rows: its detected date format or null. */
export function detectColumnDateFormats(
  rows: readonly (readonly string[])[],
  columnCount: number,
  options: DetectOptions = {},
): (ImportDateFormat | null)[] {
  return Array.from({ length: columnCount }, (_, column) =>
    detectDateFormat(
      rows.map((r) => r[column] ?? ''),
      options,
    ),
  );
}
