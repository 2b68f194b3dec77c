/**
 * Cells a spreadsheet would execute (CSV injection, OWASP): Excel, LibreOffice and Google Sheets
 * treat a cell starting with `=`, `+`, `-` or `@` as a formula, and a leading tab or carriage return
 * can hide such a start. Every CSV the product writes (exports, import reports) passes its cells
 * through `neutraliseCell`; every CSV it reads passes them through `restoreCell`, so an export
 * imports back as the same values.
 *
 * The escape is OWASP's: a leading apostrophe, which spreadsheets read as "this is text". Two kinds
 * of cells are left alone because they are data, not formulas, and must stay importable as they
 * are: plain numbers (`-12`, `+3.5`) and E.164 phone numbers (`+48601234567`).
 *
 * To make the escape reversible for every value, a cell that already starts with apostrophes
 * followed by a dangerous character gets one more apostrophe, and reading removes exactly one:
 * `restoreCell(neutraliseCell(x)) === x` for every string.
 */

const isDangerousStart = (code: number) =>
  code === 0x3d /* = */ || code === 0x2b /* + */ || code === 0x2d /* - */ || code === 0x40 /* @ */ || code === 0x09 || code === 0x0d;
const APOSTROPHE = 0x27;

/** A plain decimal number or an E.164 number: safe in every spreadsheet, and must not change. */
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/;

/** Index of the first character after any leading apostrophes. */
function afterApostrophes(cell: string): number {
  let i = 0;
  while (i < cell.length && cell.charCodeAt(i) === APOSTROPHE) i++;
  return i;
}

export function neutraliseCell(cell: string): string {
  if (cell.length === 0) return cell;
  const first = cell.charCodeAt(0);
  if (first !== APOSTROPHE && !isDangerousStart(first)) return cell;
  const start = afterApostrophes(cell);
  if (start >= cell.length || !isDangerousStart(cell.charCodeAt(start))) return cell;
  if (start === 0 && PLAIN_NUMBER.test(cell)) return cell;
  return `'${cell}`;
}

export function restoreCell(cell: string): string {
  if (cell.length < 2 || cell.charCodeAt(0) !== APOSTROPHE) return cell;
  const start = afterApostrophes(cell);
  if (start >= cell.length || !isDangerousStart(cell.charCodeAt(start))) return cell;
  return cell.slice(1);
}
