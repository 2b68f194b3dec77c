import type { ImportDelimiter, ImportEncoding } from '@shared/schemas/imports';

/** As much of the file as validation reads (functions/imports/sniff.ts): the preview comes from it. */
export const PREVIEW_BYTES = 64 * 1024;
export const PREVIEW_ROWS = 10;

/**
 * The start of the file decoded as the user chose: the WHATWG decoder knows windows-1250 as the
 * server's iconv does. A UTF-8 byte order mark is dropped; an invalid byte becomes U+FFFD, so a
 * wrong choice shows as garbled letters rather than an error.
 */
export function decodeSample(bytes: Uint8Array, encoding: ImportEncoding): string {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return new TextDecoder(encoding, { ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
}

/**
 * Rows of CSV text split on `delimiter`: double quotes enclose fields (a doubled quote is one), line
 * breaks end records (CRLF or LF), blank lines are skipped. A stray quote inside an unquoted field
 * is kept as a character (the server's relax_quotes does the same). When the text is only the
 * file's start (`complete` false), the last, possibly cut, line is left out.
 */
export function parseCsv(text: string, delimiter: ImportDelimiter, maxRows: number, complete = true): string[][] {
  const body = complete || text.lastIndexOf('\n') < 0 ? text : text.slice(0, text.lastIndexOf('\n') + 1);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStart = true;
  const endRow = () => {
    row.push(field);
    if (!(row.length === 1 && row[0]!.trim() === '')) rows.push(row);
    row = [];
    field = '';
    fieldStart = true;
  };
  for (let i = 0; i < body.length && rows.length < maxRows; i++) {
    const ch = body[i]!;
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
      continue;
    }
    if (ch === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (ch === delimiter) {
      row.push(field);
      field = '';
      fieldStart = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else {
      field += ch;
      fieldStart = false;
    }
  }
  if (rows.length < maxRows && (field !== '' || row.length > 0)) endRow();
  return rows;
}

/** The column count most rows have (more columns wins a tie), as the server counts them. */
export function columnCount(rows: readonly (readonly string[])[]): number {
  const freq = new Map<number, number>();
  for (const r of rows) freq.set(r.length, (freq.get(r.length) ?? 0) + 1);
  let value = 0;
  let best = 0;
  for (const [count, n] of freq) if (n > best || (n === best && count > value)) [value, best] = [count, n];
  return value;
}

/** A preview of the file's start read with the user's encoding and separator. */
export function previewFromBytes(
  bytes: Uint8Array,
  encoding: ImportEncoding,
  delimiter: ImportDelimiter,
  complete: boolean,
): { rows: string[][]; columnCount: number } {
  const rows = parseCsv(decodeSample(bytes, encoding), delimiter, 50, complete);
  return { rows: rows.slice(0, PREVIEW_ROWS), columnCount: columnCount(rows) };
}
