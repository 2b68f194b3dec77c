import { once } from 'node:events';
import { IMPORT_ENCODINGS, type ImportEncoding, type ImportRowOutcome } from '@shared/schemas/imports';
import { csvOutput, type CsvOutput } from '@functions/files/csv-output';
import { fileStore, type ObjectWriter } from '@functions/files/store';

/** What the report's lines say: the header, and one line per row (report-labels.ts translates both). */
export interface ReportFormat {
  header(): unknown[];
  row(r: ImportRowOutcome): unknown[];
}

export interface ReportWriter {
  add(rows: readonly ImportRowOutcome[]): Promise<void>;
  end(): Promise<void>;
}

/**
 * The rejected-rows report: one CSV line per row the import did not take, with its file line, the
 * outcome (rejected or skipped), the reason, the field, and the original row's cells after them,
 * written to every output at once (csv-output.ts: quoting, encoding, neutralised cells). The header
 * is asked for when the first line is written (by then the file's own header row has been read).
 */
export function reportWriter(format: ReportFormat, ...outputs: CsvOutput[]): ReportWriter {
  const write = async (record: unknown[]) => {
    for (const { csv } of outputs) if (!csv.write(record)) await once(csv, 'drain');
  };
  let started = false;
  return {
    async add(rows) {
      if (!started) {
        started = true;
        await write(format.header());
      }
      for (const r of rows) await write(format.row(r));
    },
    async end() {
      if (!started) await this.add([]);
      for (const { csv } of outputs) csv.end();
      await Promise.all(outputs.map(({ out }) => once(out, 'end')));
    },
  };
}

/** A report being written to S3 in every encoding people may download it in. */
export interface ReportFiles {
  report: ReportWriter;
  /** Closes the report and its objects; answers their keys. */
  close(): Promise<Record<ImportEncoding, string>>;
  abort(): Promise<void>;
}

/**
 * UTF-8 with commas, and Windows-1250 with semicolons for Excel on Polish Windows: both written
 * while the import runs (a report can have millions of lines, too many to convert on request).
 */
export function openReportFiles(keyOf: (encoding: ImportEncoding) => string, format: ReportFormat): ReportFiles {
  const files = IMPORT_ENCODINGS.map((encoding) => {
    const output = csvOutput(encoding, { quoted_string: false });
    const writer: ObjectWriter = fileStore.writer(keyOf(encoding), `text/csv; charset=${encoding}`);
    output.out.pipe(writer.stream);
    return { encoding, output, writer };
  });
  const report = reportWriter(format, ...files.map((f) => f.output));
  return {
    report,
    async close() {
      await report.end();
      await Promise.all(files.map((f) => f.writer.done()));
      return Object.fromEntries(files.map((f) => [f.encoding, keyOf(f.encoding)])) as Record<ImportEncoding, string>;
    },
    async abort() {
      await Promise.all(files.map((f) => f.writer.abort()));
    },
  };
}
