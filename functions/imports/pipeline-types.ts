import type { ErrorCode } from '@shared/errors';
import type { ImportDelimiter, ImportEncoding } from '@shared/schemas/imports';
import type { BlacklistMatcher } from '@functions/blacklist/service';
import type { RowValues } from './overwrite';
import type { RowCheck } from './rows';

/** The import pipeline's rows, chunks and ends (pipeline.ts wires them; csv-reader, row-sort and chunks make them). */

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
  /** How far into the source (bytes) the chunk's last row ends: progress only. */
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
  /** Told the file's header row (hasHeader) before the first chunk goes to the report: its names head the report's columns. */
  onHeader?: (fields: readonly string[]) => void;
}

export interface PipelineResult {
  stopped: boolean;
  /** Data rows read (the header excluded). */
  rows: number;
  lastLine: number;
}
