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

/** A runaway quoted field (a quote never closed) ends as a malformed record instead of swallowing the file. */
const MAX_RECORD_CHARS = 64 * 1024;

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
  const flush = () => {
    if (chunk.rows.length === 0 && chunk.dropped.length === 0 && chunk.lastLine === 0) return;
    chunk.bytesRead = counter.bytes;
    parser.emit_chunk(chunk);
    chunk = { rows: [], dropped: [], lastLine: 0, bytesRead: 0 };
  };

  const onRecord = (fields: string[], line: number) => {
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
    const line = Number((error as unknown as { lines?: number }).lines) || lastLine + 1;
    // What the parser had read of the broken record (one record can raise several errors; the last read most).
    const state = (parser as unknown as { state: unknown }).state as { record: string[]; field: { toString(encoding: string): string } };
    const fields = [...state.record.map(String), state.field.toString('utf8')];
    const previous = chunk.dropped[chunk.dropped.length - 1];
    if (previous && previous.line === line && previous.code === 'IMPORT_ROW_MALFORMED') {
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
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
  return { stopped: false, rows, lastLine };
}
