import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ImportRowOutcome } from '@shared/schemas/imports';

export const REPORT_HEADER = ['line', 'outcome', 'code', 'field', 'row'];

export interface ReportWriter {
  add(rows: readonly ImportRowOutcome[]): Promise<void>;
  end(): Promise<void>;
}

/**
 * The rejected-rows report: one CSV line per row the import did not take, with its file line, the
 * outcome (rejected or skipped), the reason code, the field, and the original row's cells after
 * them. UTF-8 with a byte order mark, so spreadsheet programs show Polish letters. csv-stringify
 * quotes whatever needs quoting.
 */
export function reportWriter(out: Writable): ReportWriter {
  const csv = stringify({ bom: true, quoted_string: false });
  csv.pipe(out);
  const write = async (record: unknown[]) => {
    if (!csv.write(record)) await once(csv, 'drain');
  };
  let started = false;
  return {
    async add(rows) {
      if (!started) {
        started = true;
        await write(REPORT_HEADER);
      }
      for (const r of rows) await write([r.line, r.outcome, r.code, r.field ?? '', ...r.row]);
    },
    async end() {
      if (!started) await this.add([]);
      csv.end();
      await once(csv, 'end');
    },
  };
}
