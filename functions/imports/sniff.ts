import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { isValidDate } from '@shared/rules/calendar-dates';
import { normalizeEmail } from '@shared/rules/contacts';
import { IMPORT_DELIMITERS, type FileProblem, type ImportDelimiter, type ImportEncoding } from '@shared/schemas/imports';

/** How much of a file validation reads (a Range GET): enough for the preview and the guesses. */
export const SNIFF_BYTES = 64 * 1024;
const PREVIEW_ROWS = 10;
const SCORED_ROWS = 50;

export interface Sniff {
  encoding: ImportEncoding | null;
  bom: boolean;
  delimiter: ImportDelimiter | null;
  columnCount: number;
  hasHeader: boolean;
  preview: string[][];
  problems: FileProblem[];
}

const failed = (problem: FileProblem, bom = false): Sniff => ({
  encoding: null,
  bom,
  delimiter: null,
  columnCount: 0,
  hasHeader: false,
  preview: [],
  problems: [problem],
});

/**
 * Decodes the sample: valid UTF-8 (the WHATWG decoder in fatal mode) is UTF-8; anything else is
 * read as Windows-1250 (iconv-lite), unless it then holds bytes that code page leaves undefined.
 * A Windows-1250 file with Polish letters is practically never valid UTF-8 (its ą, ś, ż are lone
 * bytes above 0x7F), so the order of the two checks decides correctly; a statistical detector
 * (chardet) would only add guesses between code pages the spec does not allow.
 */
export function decodeSample(body: Uint8Array, complete: boolean): { encoding: ImportEncoding; text: string } | undefined {
  try {
    // `stream` keeps a multi-byte character cut by the end of the sample from counting as invalid.
    return { encoding: 'utf-8', text: new TextDecoder('utf-8', { fatal: true }).decode(body, { stream: !complete }) };
  } catch {
    const text = iconv.decode(Buffer.from(body.buffer, body.byteOffset, body.byteLength), 'win1250');
    return text.includes('\uFFFD') ? undefined : { encoding: 'windows-1250', text };
  }
}

/** The user's choice overrides detection (a file that is valid UTF-8 by chance, for example). */
function forcedDecode(body: Uint8Array, encoding: ImportEncoding): { encoding: ImportEncoding; text: string } {
  const buffer = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return { encoding, text: encoding === 'utf-8' ? buffer.toString('utf8') : iconv.decode(buffer, 'win1250') };
}

/** Control characters other than tab and line breaks: a binary file renamed .csv. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NON_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Parses what the sample holds with one delimiter; a record cut by the sample's end is dropped. */
function parseSample(text: string, delimiter: ImportDelimiter, rows = SCORED_ROWS): string[][] | undefined {
  let body = text;
  for (let attempt = 0; attempt < 4 && body.length > 0; attempt++) {
    try {
      return parse(body, {
        delimiter,
        relax_column_count: true,
        skip_empty_lines: true,
        relax_quotes: true,
        to: rows,
        bom: false,
      }) as string[][];
    } catch {
      // Most often a quoted field the sample cut in half: retry without the last line.
      body = body.slice(0, body.lastIndexOf('\n', body.length - 2) + 1);
    }
  }
  return undefined;
}

/**
 * The line a quote is opened on and never closed, in a whole file: the import would stop there
 * (pipeline.ts), so validation says so first. The record ends before it are counted in bytes from
 * the parser, since its line count reads a quoted CR LF as two lines.
 */
function unclosedQuoteLine(text: string, delimiter: ImportDelimiter): number | undefined {
  const bytes = Buffer.from(text, 'utf8');
  let parsedBytes = 0;
  try {
    parse(bytes, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      bom: false,
      on_record: (record: string[], context: { bytes: number }) => ((parsedBytes = context.bytes), record),
    });
    return undefined;
  } catch (error) {
    if ((error as { code?: string }).code !== 'CSV_QUOTE_NOT_CLOSED') return undefined;
    const before = bytes.subarray(0, parsedBytes).toString('utf8');
    const blankLines = /^[\r\n]*/.exec(bytes.subarray(parsedBytes).toString('utf8'))![0];
    return (before + blankLines).split(/\r\n|\r|\n/).length;
  }
}

function modal(counts: number[]): { value: number; share: number } {
  const freq = new Map<number, number>();
  for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
  let value = 0;
  let best = 0;
  for (const [c, n] of freq) if (n > best || (n === best && c > value)) [value, best] = [c, n];
  return { value, share: counts.length ? best / counts.length : 0 };
}

const looksLikeData = (cell: string) => {
  const text = cell.trim();
  return normalizeEmail(text) !== undefined || /^[+\d\s().-]{4,}$/.test(text) || isValidDate(text);
};

/**
 * What the first part of an import file shows: encoding, delimiter, a preview, the column count, a
 * guess whether row 1 is a header, and problems that stop it from being imported. `complete`: the
 * sample is the whole file (otherwise its last line may be cut).
 */
export function sniffSample(
  bytes: Uint8Array,
  complete: boolean,
  force: { encoding?: ImportEncoding; delimiter?: ImportDelimiter } = {},
): Sniff {
  if (bytes.length === 0) return failed({ code: 'FILE_NOT_CSV', params: { reason: 'empty' } });
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return failed({ code: 'FILE_NOT_UTF8', params: { found: 'utf-16' } });
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (body.includes(0)) return failed({ code: 'FILE_NON_PRINTABLE_CHARACTERS' }, bom);
  const decoded = force.encoding ? forcedDecode(body, force.encoding) : decodeSample(body, complete);
  if (!decoded) return failed({ code: 'FILE_ENCODING_NOT_DETECTED' }, bom);
  let text = decoded.text;
  if (!complete && text.lastIndexOf('\n') > 0) text = text.slice(0, text.lastIndexOf('\n') + 1);
  const bad = NON_PRINTABLE.exec(text);
  if (bad) return failed({ code: 'FILE_NON_PRINTABLE_CHARACTERS', params: { line: text.slice(0, bad.index).split('\n').length } }, bom);
  if (text.trim() === '') return failed({ code: 'FILE_NOT_CSV', params: { reason: 'empty' } }, bom);

  let best: { delimiter: ImportDelimiter; rows: string[][]; columns: number; share: number } | undefined;
  for (const delimiter of force.delimiter ? [force.delimiter] : IMPORT_DELIMITERS) {
    const rows = parseSample(text, delimiter);
    if (!rows || rows.length === 0) continue;
    const { value, share } = modal(rows.map((r) => r.length));
    // More columns, equally consistent, wins: "a;b,c" splits into 2 on ';' but a CSV with ',' into more.
    const better =
      !best || (value > 1 && best.columns === 1) || (value > 1 && (share > best.share || (share === best.share && value > best.columns)));
    if (better) best = { delimiter, rows, columns: value, share };
  }
  if (!best) {
    const line = complete ? unclosedQuoteLine(text, force.delimiter ?? ',') : undefined;
    const problem: FileProblem =
      line === undefined
        ? { code: 'FILE_NOT_CSV', params: { reason: 'unparsable' } }
        : { code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line } };
    return { ...failed(problem, bom), encoding: decoded.encoding };
  }
  const openQuote = complete ? unclosedQuoteLine(text, best.delimiter) : undefined;
  const [first, ...rest] = best.rows;
  const hasHeader = first !== undefined && !first.some(looksLikeData) && (rest.length === 0 || rest.some((r) => r.some(looksLikeData)));
  return {
    encoding: decoded.encoding,
    bom,
    delimiter: best.delimiter,
    columnCount: best.columns,
    hasHeader,
    preview: best.rows.slice(0, PREVIEW_ROWS),
    problems: openQuote === undefined ? [] : [{ code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: openQuote } }],
  };
}

/** Data rows a sample check reads at most: a 64 KB sample of a typical export holds a few hundred. */
export const SAMPLE_CHECK_ROWS = 1000;

/**
 * Every whole record of the sample, read as validation read it (encoding and delimiter decided),
 * for the sample row check; a record cut by the sample's end is left out.
 */
export function sampleRecords(bytes: Uint8Array, complete: boolean, encoding: ImportEncoding, delimiter: ImportDelimiter): string[][] {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let { text } = forcedDecode(bom ? bytes.subarray(3) : bytes, encoding);
  if (!complete && text.lastIndexOf('\n') > 0) text = text.slice(0, text.lastIndexOf('\n') + 1);
  return (parseSample(text, delimiter, SAMPLE_CHECK_ROWS + 1) ?? []).filter((r) => r.length > 1 || r[0]?.trim() !== '');
}
