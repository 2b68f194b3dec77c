import { Parser, type CsvError } from 'csv-parse';
import iconv from 'iconv-lite';
import type { ImportDelimiter, ImportEncoding } from '@shared/schemas/imports';
import type { ImportChunk } from './pipeline-types';

/**
 * The longest record read. Past it, a record inside a quoted field is a quote never closed: the import
 * stops there instead of reading the rest of the file as one field.
 */
export const MAX_RECORD_CHARS = 64 * 1024;

/** How many CR LF pairs the values hold (quoted line breaks of a Windows file). */
export function crlfPairs(fields: readonly string[]): number {
  let pairs = 0;
  for (const field of fields) {
    for (let at = field.indexOf('\r\n'); at !== -1; at = field.indexOf('\r\n', at + 2)) pairs++;
  }
  return pairs;
}

/** What the parser had read of the record it could not finish (its internal state, read at the error). */
export interface PartialRecord {
  quoting: boolean;
  fields: string[];
}

/**
 * csv-parse's stream parser, with each record handled synchronously where the parser emits it:
 * the line number is read from the parser at that moment (its `info` option would copy an object
 * per record, which doubled the parse time), and only whole chunks of rows cross the stream
 * boundary, so backpressure works per chunk and nothing per row is buffered.
 */
export class RowParser extends Parser {
  constructor(
    delimiter: ImportDelimiter,
    private readonly onRecord: (fields: string[], line: number, bytes: number) => void,
    onSkip: (error: CsvError, partial: PartialRecord) => void,
    private readonly onEnd: () => void,
  ) {
    super({
      delimiter,
      encoding: 'utf8',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      max_record_size: MAX_RECORD_CHARS,
      readableHighWaterMark: 2,
      on_skip: (error: CsvError | undefined) => {
        if (error) onSkip(error, this.partial());
        return undefined;
      },
    } as ConstructorParameters<typeof Parser>[0]);
  }

  private partial(): PartialRecord {
    const state = (this as unknown as { state: unknown }).state as {
      quoting: boolean;
      record: string[];
      field: { toString(encoding: string): string };
    };
    return { quoting: state.quoting, fields: [...state.record.map(String), state.field.toString('utf8')] };
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk !== null) {
      this.onRecord(chunk as string[], this.info.lines, this.info.bytes);
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

/**
 * Counts source bytes and the UTF-8 bytes the parser gets (`decoded`: they differ for Windows-1250,
 * whose Polish letters take one byte and two in UTF-8), and decodes Windows-1250 to UTF-8 (a
 * single-byte code page decodes chunk by chunk exactly).
 */
export async function* decoded(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  encoding: ImportEncoding,
  counter: { bytes: number; decoded?: number },
): AsyncGenerator<Buffer> {
  const decoder = encoding === 'windows-1250' ? iconv.getDecoder('win1250') : undefined;
  for await (const buffer of source) {
    counter.bytes += buffer.length;
    const out = decoder ? Buffer.from(decoder.write(buffer), 'utf8') : buffer;
    counter.decoded = (counter.decoded ?? 0) + out.length;
    yield out;
  }
}

/**
 * Where in the source the parser is: its position in the UTF-8 it reads, scaled to the source bytes
 * read so far (exact for UTF-8, proportional for Windows-1250). The source is read ahead in large
 * ranges (a whole small file at once), so the bytes read say nothing of the rows done; this does.
 */
export function sourcePosition(parserBytes: number, counter: { bytes: number; decoded?: number }): number {
  if (!counter.decoded) return 0;
  return Math.min(counter.bytes, Math.round((parserBytes * counter.bytes) / counter.decoded));
}
