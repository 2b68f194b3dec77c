import type { Transform } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import iconv from 'iconv-lite';
import { neutraliseCell } from '@shared/rules/csv-cells';
import type { ImportEncoding } from '@shared/schemas/imports';

/**
 * Every CSV the product hands to people (exports, import reports), in one of two flavours:
 * - `utf-8`: a byte order mark (so spreadsheets read Polish letters right) and commas;
 * - `windows-1250`: Excel on Polish Windows, whose list separator is the semicolon, through
 *   iconv-lite (a character the code page lacks becomes "?").
 * csv-stringify quotes; every text cell is neutralised first (shared/rules/csv-cells.ts), so a
 * value like `=HYPERLINK(…)` opens as text, not as a formula.
 */
export interface CsvOutput {
  /** Write records here. */
  csv: Stringifier;
  /** Read the encoded bytes from here. */
  out: Transform | Stringifier;
}

export const csvDelimiter = (encoding: ImportEncoding) => (encoding === 'windows-1250' ? ';' : ',');

export function csvOutput(encoding: ImportEncoding, options: { quoted_string?: boolean } = {}): CsvOutput {
  const csv = stringify({
    bom: encoding === 'utf-8',
    delimiter: csvDelimiter(encoding),
    record_delimiter: 'windows',
    cast: { string: (value) => neutraliseCell(value) },
    ...options,
  });
  if (encoding === 'utf-8') return { csv, out: csv };
  const encoder = iconv.encodeStream('win1250') as unknown as Transform;
  // iconv's encoder takes text: the stringifier's bytes are decoded back (whole characters only) first.
  csv.setEncoding('utf8');
  return { csv, out: csv.pipe(encoder) };
}
