import { Readable } from 'node:stream';
import { Parser, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import type { ErrorCode } from '@shared/errors';
import type { ImportDelimiter, ImportEncoding } from '@shared/schemas/imports';
import { trapKind } from '@shared/rules/spam-traps';
import type { BlacklistMatcher } from '@functions/blacklist/service';
import { HashSet64 } from './dedupe';
import type { RowValues } from './overwrite';
import type { RowCheck } from './rows';

/** A row that passed every check the file alone allows; the sink decides what it does to the database. */
export interface ValidRow {
  line: number;
  values: RowValues;
  fields: string[];
}

/** A row the file itself explains: invalid, a spam trap (rejected), a duplicate or blacklisted (skipped). */
export interface DroppedRow {
  line: number;
  outcome: 'rejected' | 'skipped';
  code: ErrorCode;
  field?: string;
  fields: string[];
}

/** Consecutive rows of the file, in order. Rows up to `resumeAfterLine` are in `dropped` only (for the report). */
export interface ImportChunk {
  rows: ValidRow[];
  dropped: DroppedRow[];
  /** The file line of the chunk's last row: a checkpoint. */
  lastLine: number;
  /** Source bytes read when the chunk was made (progress only: the parser reads ahead). */
  bytesRead: number;
  /** Set on the last chunk when the file cannot be read past this point. */
  broken?: FileBroken;
}

/** Where the file stops being CSV: a quote opened on `line` is never closed, or the record there is longer than `max` characters. */
export type FileBroken = { code: 'IMPORT_QUOTE_NOT_CLOSED'; line: number } | { code: 'IMPORT_ROW_TOO_LONG'; line: number; max: number };

/**
 * The file cannot be read past a line: everything before it was imported and reported, nothing after
 * it can be (a runaway quoted field swallows the rest of the file). Retrying cannot help.
 */
export class ImportFileBrokenError extends Error {
  constructor(readonly broken: FileBroken) {
    super(`${broken.code} at line ${broken.line}`);
    this.name = 'ImportFileBrokenError';
  }
}

/**
 * Where checked rows go: the database (functions/imports/db-sink.ts), or an in-memory counter in the
 * benchmark. Answers 'stop' to end the run at this chunk (time is up, the import locked).
 */
export interface ImportSink {
  write(chunk: ImportChunk): Promise<'continue' | 'stop'>;
}

export interface PipelineSetup {
  encoding: ImportEncoding;
  delimiter: ImportDelimiter;
  hasHeader: boolean;
  check: (fields: readonly string[]) => RowCheck;
  blacklist: BlacklistMatcher;
  /** Lines already committed by an earlier run: read again (the de-duplication set and the report need them) but not sent on. */
  resumeAfterLine: number;
  /** Rows per chunk: database look-ups are batched per chunk. */
  chunkRows?: number;
}

export interface PipelineResult {
  stopped: boolean;
  /** Data rows read (the header excluded). */
  rows: number;
  lastLine: number;
}

/** Hash kinds of the de-duplication set. */
const EMAIL = 0x65;
const GSM = 0x67;

/**
 * The longest record read. Past it, a record inside a quoted field is a quote never closed: the import
 * stops there instead of reading the rest of the file as one field.
 */
const MAX_RECORD_CHARS = 64 * 1024;

/** How many CR LF pairs the values hold (quoted line breaks of a Windows file). */
function crlfPairs(fields: readonly string[]): number {
  let pairs = 0;
  for (const field of fields) {
    for (let at = field.indexOf('\r\n'); at !== -1; at = field.indexOf('\r\n', at + 2)) pairs++;
  }
  return pairs;
}

/**
 * csv-parse's stream parser, with each record handled synchronously where the parser emits it:
 * the line number is read from the parser at that moment (its `info` option would copy an object
 * per record, which doubled the parse time), and only whole chunks of rows cross the stream
 * boundary, so backpressure works per chunk and nothing per row is buffered.
 */
class RowParser extends Parser {
  constructor(
    options: ConstructorParameters<typeof Parser>[0],
    private readonly onRecord: (fields: string[], line: number) => void,
    onSkip: (error: CsvError) => void,
    private readonly onEnd: () => void,
  ) {
    super({
      ...options,
      on_skip: (error: CsvError | undefined) => {
        if (error) onSkip(error);
        return undefined;
      },
    });
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk !== null) {
      this.onRecord(chunk as string[], this.info.lines);
      return true;
    }
    // The end: the last, partly filled chunk goes out first.
    this.onEnd();
    return super.push(null, encoding);
  }

  /** Hands a finished chunk to the reader. */
  emit_chunk(chunk: ImportChunk): void {
    super.push(chunk);
  }
}

/** Counts source bytes and decodes Windows-1250 to UTF-8 (a single-byte code page decodes chunk by chunk exactly). */
async function* decoded(source: AsyncIterable<Buffer> | Iterable<Buffer>, encoding: ImportEncoding, counter: { bytes: number }): AsyncGenerator<Buffer> {
  const decoder = encoding === 'windows-1250' ? iconv.getDecoder('win1250') : undefined;
  for await (const buffer of source) {
    counter.bytes += buffer.length;
    yield decoder ? Buffer.from(decoder.write(buffer), 'utf8') : buffer;
  }
}

/**
 * Reads an import file as a stream and checks every row: the mapped values (rows.ts), spam traps,
 * the blacklist, and duplicates within the file (a 64-bit hash set of the normalised e-mail and
 * GSM). Chunks of checked rows go to the sink in file order; the file is never held in memory.
 */
export async function runPipeline(source: AsyncIterable<Buffer> | Iterable<Buffer>, setup: PipelineSetup, sink: ImportSink, report: (rows: DroppedRow[]) => Promise<void>): Promise<PipelineResult> {
  const chunkRows = setup.chunkRows ?? 500;
  // 8 MB to start: small files never grow it, large ones skip the early rehashes.
  const seen = new HashSet64(1 << 20);
  const counter = { bytes: 0 };
  let rows = 0;
  let lastLine = 0;
  let headerPending = setup.hasHeader;
  let chunk: ImportChunk = { rows: [], dropped: [], lastLine: 0, bytesRead: 0 };

  /** Adds the row's contacts to the set; false when either was seen before (then neither is added). */
  const firstSighting = (email: string | undefined, gsm: string | undefined): boolean => {
    // The common row has one contact: one hash, one probe.
    if (gsm === undefined) return email === undefined || seen.addText(email, EMAIL);
    if (email === undefined) return seen.addText(gsm, GSM);
    if (seen.hasText(email, EMAIL) || seen.hasText(gsm, GSM)) return false;
    seen.addText(email, EMAIL);
    seen.addText(gsm, GSM);
    return true;
  };
  const drop = (line: number, outcome: DroppedRow['outcome'], code: ErrorCode, fields: string[], field?: string) => {
    chunk.dropped.push(field === undefined ? { line, outcome, code, fields } : { line, outcome, code, field, fields });
  };
  let broken: FileBroken | undefined;
  // Inside quotes the parser counts a CR LF as two lines (csv-parse 6-7): the file line is its count less these.
  let overcounted = 0;
  let malformedPairs = 0;
  const flush = () => {
    if (chunk.rows.length === 0 && chunk.dropped.length === 0 && chunk.lastLine === 0 && !chunk.broken) return;
    chunk.bytesRead = counter.bytes;
    parser.emit_chunk(chunk);
    chunk = { rows: [], dropped: [], lastLine: 0, bytesRead: 0 };
  };

  const onRecord = (fields: string[], parserLine: number) => {
    if (broken) return;
    const line = parserLine - (overcounted += crlfPairs(fields));
    lastLine = line;
    if (headerPending) {
      headerPending = false;
      return;
    }
    rows++;
    chunk.lastLine = line;
    const replay = line <= setup.resumeAfterLine;
    const result = setup.check(fields);
    if (!result.ok) drop(line, 'rejected', result.code, fields, result.field);
    else {
      const { email, gsm } = result.values;
      const trap = email === undefined ? undefined : trapKind(email);
      if (trap) drop(line, 'rejected', trap, fields, 'email');
      else if (!firstSighting(email, gsm)) drop(line, 'skipped', 'IMPORT_DUPLICATE_ROW', fields);
      else {
        // After the duplicate check, so the first of two rows decides for both.
        if (setup.blacklist.isBlocked(result.values)) drop(line, 'skipped', 'IMPORT_BLACKLISTED', fields);
        else if (!replay) chunk.rows.push({ line, values: result.values, fields });
      }
    }
    if (chunk.rows.length + chunk.dropped.length >= chunkRows) flush();
  };
  const onSkip = (error: CsvError) => {
    if (broken) return;
    const parserLine = Number((error as unknown as { lines?: number }).lines);
    const state = (parser as unknown as { state: unknown }).state as { quoting: boolean; record: string[]; field: { toString(encoding: string): string } };
    // What the parser had read of the broken record.
    const fields = [...state.record.map(String), state.field.toString('utf8')];
    if (error.code === 'CSV_QUOTE_NOT_CLOSED' || error.code === 'CSV_MAX_RECORD_SIZE') {
      // The record began before the line breaks it swallowed. Inside quotes the parser counts every CR
      // and LF as a line, once a character follows it.
      const swallowed = fields.join('\0').replace(/[\r\n]$/, '').match(/[\r\n]/g)?.length ?? 0;
      const line = Math.max(lastLine + 1, parserLine - overcounted - swallowed);
      // csv-parse drops the rest of its buffer after a record too long: the file cannot be read past it either way.
      broken = error.code === 'CSV_QUOTE_NOT_CLOSED' || state.quoting ? { code: 'IMPORT_QUOTE_NOT_CLOSED', line } : { code: 'IMPORT_ROW_TOO_LONG', line, max: MAX_RECORD_CHARS };
      chunk.broken = broken;
      flush();
      return;
    }
    // Any other error leaves the parser at the next record: this one is reported and the file read on.
    // One record can raise several errors; the last has read most of it.
    const pairs = crlfPairs(fields);
    const line = parserLine ? parserLine - overcounted - pairs : lastLine + 1;
    const previous = chunk.dropped[chunk.dropped.length - 1];
    const repeated = previous !== undefined && previous.line === line && previous.code === 'IMPORT_ROW_MALFORMED';
    overcounted += pairs - (repeated ? malformedPairs : 0);
    malformedPairs = pairs;
    if (repeated) {
      previous.fields = fields;
      return;
    }
    lastLine = Math.max(lastLine, line);
    rows++;
    chunk.lastLine = line;
    drop(line, 'rejected', 'IMPORT_ROW_MALFORMED', fields);
  };

  const parser = new RowParser(
    {
      delimiter: setup.delimiter, encoding: 'utf8', bom: true, relax_column_count: true, relax_quotes: true, skip_empty_lines: true,
      skip_records_with_error: true, max_record_size: MAX_RECORD_CHARS, readableHighWaterMark: 2,
    } as ConstructorParameters<typeof Parser>[0],
    onRecord,
    onSkip,
    () => flush(),
  );

  const input = Readable.from(decoded(source, setup.encoding, counter));
  input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const ready of parser as AsyncIterable<ImportChunk>) {
      await report(ready.dropped);
      const hasNew = ready.rows.length > 0 || ready.lastLine > setup.resumeAfterLine;
      if (hasNew && (await sink.write(ready)) === 'stop') return { stopped: true, rows, lastLine: ready.lastLine };
      // After what came before it is committed and reported.
      if (ready.broken) throw new ImportFileBrokenError(ready.broken);
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
  return { stopped: false, rows, lastLine };
}
