import { Readable } from 'node:stream';
import { ChunkBuilder } from './chunks';
import { decoded, RowParser, sourcePosition } from './csv-reader';
import {
  ImportFileBrokenError,
  type DroppedRow,
  type ImportChunk,
  type ImportSink,
  type PipelineResult,
  type PipelineSetup,
} from './pipeline-types';
import { rowSorter } from './row-sort';

export { ImportFileBrokenError } from './pipeline-types';
export type { DroppedRow, FileBroken, ImportChunk, ImportSink, PipelineResult, PipelineSetup, ValidRow } from './pipeline-types';

/**
 * Reads an import file as a stream and checks every row: the mapped values (rows.ts), spam traps,
 * the blacklist, and duplicates within the file (row-sort.ts). Chunks of checked rows (chunks.ts)
 * go to the sink in file order; the file is never held in memory. The report hears every dropped row.
 */
export async function runPipeline(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  setup: PipelineSetup,
  sink: ImportSink,
  report: (rows: DroppedRow[]) => Promise<void>,
): Promise<PipelineResult> {
  const counter = { bytes: 0, decoded: 0 };
  // A chunk says how far into the file its last row is (progress), not how much was read ahead.
  const chunks = new ChunkBuilder(setup, rowSorter(setup), (chunk) =>
    parser.emit_chunk({ ...chunk, bytesRead: sourcePosition(chunk.bytesRead, counter) }),
  );
  const parser: RowParser = new RowParser(
    setup.delimiter,
    (fields, line, bytes) => chunks.record(fields, line, bytes),
    (error, partial) => chunks.skip(error, partial),
    () => chunks.flush(),
  );
  const input = Readable.from(decoded(source, setup.encoding, counter));
  input.pipe(parser);
  input.on('error', (error) => parser.destroy(error));
  try {
    for await (const ready of parser as AsyncIterable<ImportChunk>) {
      if (chunks.header) setup.onHeader?.(chunks.header);
      await report(ready.dropped);
      const hasNew = ready.rows.length > 0 || ready.lastLine > setup.resumeAfterLine;
      if (hasNew && (await sink.write(ready)) === 'stop') return { stopped: true, rows: chunks.rows, lastLine: ready.lastLine };
      // After what came before it is committed and reported.
      if (ready.broken) throw new ImportFileBrokenError(ready.broken);
    }
  } finally {
    input.destroy();
    parser.destroy();
  }
  return { stopped: false, rows: chunks.rows, lastLine: chunks.lastLine };
}
