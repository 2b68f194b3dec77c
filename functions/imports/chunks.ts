import type { CsvError } from 'csv-parse';
import type { ErrorCode } from '@shared/errors';
import { crlfPairs, MAX_RECORD_CHARS, type PartialRecord } from './csv-reader';
import type { DroppedRow, FileBroken, ImportChunk, PipelineSetup } from './pipeline-types';
import type { rowSorter } from './row-sort';

const emptyChunk = (): ImportChunk => ({ rows: [], dropped: [], lastLine: 0, bytesRead: 0 });

/**
 * Gathers the parser's records into chunks of consecutive rows with their file line numbers and
 * where in the file they end (the parser's position, pipeline.ts makes it source bytes):
 * sorted rows (row-sort.ts), dropped ones, the records the parser could not read, and where the
 * file breaks. A chunk is handed on (`emit`) when it holds `chunkRows` rows, and at the end.
 */
export class ChunkBuilder {
  /** Data rows read (the header excluded). */
  rows = 0;
  lastLine = 0;
  /** The file's header row, once read (hasHeader). */
  header: string[] | undefined;
  /** The parser's position (UTF-8 bytes) after the last record: where a chunk ends. */
  private position = 0;
  private headerPending: boolean;
  private chunk = emptyChunk();
  private broken: FileBroken | undefined;
  // Inside quotes the parser counts a CR LF as two lines (csv-parse 6-7): the file line is its count less these.
  private overcounted = 0;
  private malformedPairs = 0;

  constructor(
    private readonly setup: Pick<PipelineSetup, 'hasHeader' | 'resumeAfterLine' | 'chunkRows'>,
    private readonly sort: ReturnType<typeof rowSorter>,
    private readonly emit: (chunk: ImportChunk) => void,
  ) {
    this.headerPending = setup.hasHeader;
  }

  flush(): void {
    const c = this.chunk;
    if (c.rows.length === 0 && c.dropped.length === 0 && c.lastLine === 0 && !c.broken) return;
    c.bytesRead = this.position;
    this.emit(c);
    this.chunk = emptyChunk();
  }

  /** A record the parser read, at the parser's line count and position. */
  record(fields: string[], parserLine: number, parserBytes = this.position): void {
    if (this.broken) return;
    const line = parserLine - (this.overcounted += crlfPairs(fields));
    this.lastLine = line;
    this.position = parserBytes;
    if (this.headerPending) {
      this.headerPending = false;
      this.header = fields;
      return;
    }
    this.rows++;
    this.chunk.lastLine = line;
    const sorted = this.sort(fields);
    if (!sorted.ok) this.drop(line, sorted.outcome, sorted.code, fields, sorted.field);
    // Rows an earlier run committed are read again (for the duplicate set and the report) but not sent on.
    else if (line > this.setup.resumeAfterLine) this.chunk.rows.push({ line, values: sorted.values, fields });
    if (this.chunk.rows.length + this.chunk.dropped.length >= (this.setup.chunkRows ?? 500)) this.flush();
  }

  /** A record the parser skipped: the file breaks there (a quote never closed, a record too long), or just this record is malformed. */
  skip(error: CsvError, partial: PartialRecord): void {
    if (this.broken) return;
    const parserLine = Number((error as unknown as { lines?: number }).lines);
    if (error.code === 'CSV_QUOTE_NOT_CLOSED' || error.code === 'CSV_MAX_RECORD_SIZE') return this.breakAt(error, partial, parserLine);
    // Any other error leaves the parser at the next record: this one is reported and the file read on.
    // One record can raise several errors; the last has read most of it.
    const { fields } = partial;
    const pairs = crlfPairs(fields);
    const line = parserLine ? parserLine - this.overcounted - pairs : this.lastLine + 1;
    const previous = this.chunk.dropped[this.chunk.dropped.length - 1];
    const repeated = previous !== undefined && previous.line === line && previous.code === 'IMPORT_ROW_MALFORMED';
    this.overcounted += pairs - (repeated ? this.malformedPairs : 0);
    this.malformedPairs = pairs;
    if (repeated) {
      previous.fields = fields;
      return;
    }
    this.lastLine = Math.max(this.lastLine, line);
    this.rows++;
    this.chunk.lastLine = line;
    this.drop(line, 'rejected', 'IMPORT_ROW_MALFORMED', fields);
  }

  private breakAt(error: CsvError, partial: PartialRecord, parserLine: number): void {
    // The record began before the line breaks it swallowed. Inside quotes the parser counts every CR
    // and LF as a line, once a character follows it.
    const swallowed =
      partial.fields
        .join('\0')
        .replace(/[\r\n]$/, '')
        .match(/[\r\n]/g)?.length ?? 0;
    const line = Math.max(this.lastLine + 1, parserLine - this.overcounted - swallowed);
    // csv-parse drops the rest of its buffer after a record too long: the file cannot be read past it either way.
    this.broken =
      error.code === 'CSV_QUOTE_NOT_CLOSED' || partial.quoting
        ? { code: 'IMPORT_QUOTE_NOT_CLOSED', line }
        : { code: 'IMPORT_ROW_TOO_LONG', line, max: MAX_RECORD_CHARS };
    this.chunk.broken = this.broken;
    this.flush();
  }

  private drop(line: number, outcome: DroppedRow['outcome'], code: ErrorCode, fields: string[], field?: string): void {
    this.chunk.dropped.push(field === undefined ? { line, outcome, code, fields } : { line, outcome, code, field, fields });
  }
}
