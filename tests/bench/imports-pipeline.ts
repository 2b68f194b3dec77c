import { createReadStream } from 'node:fs';
import { Writable } from 'node:stream';
import { Parser } from 'csv-parse';
import iconv from 'iconv-lite';
import { emailDomain } from '@shared/rules/contacts';
import type { BlacklistMatcher } from '@functions/blacklist/service';
import { runPipeline, type ImportChunk } from '@functions/imports/pipeline';
import { reportWriter } from '@functions/imports/report';
import { importLabels } from '@functions/imports/report-labels';
import { csvOutput } from '@functions/files/csv-output';
import { IMPORT_ENCODINGS } from '@shared/schemas/imports';
import { compileRowChecker } from '@functions/imports/rows';
import { BENCH_MAPPING, BENCH_PROPS } from './imports-data';

const READ_BUFFER = 1 << 20;
const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;

export interface Measured {
  seconds: number;
  rows: number;
}

/** The parser alone, as the pipeline configures it, every record consumed: the baseline. */
export async function rawParse(path: string, encoding: 'utf-8' | 'windows-1250'): Promise<Measured> {
  const start = process.hrtime.bigint();
  let rows = 0;
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({
      delimiter: encoding === 'utf-8' ? ',' : ';',
      encoding: 'utf8',
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
    parser
      .on('data', () => rows++)
      .on('end', resolve)
      .on('error', reject);
    const source = createReadStream(path, { highWaterMark: READ_BUFFER });
    (encoding === 'utf-8' ? source : source.pipe(iconv.decodeStream('win1250'))).pipe(parser);
  });
  return { seconds: seconds(start), rows: rows - 1 };
}

/** A blacklist like an account's: a few domains and addresses, matched as blacklistService's matcher does. */
const blacklist: BlacklistMatcher = (() => {
  const domains = new Set(['spam.example.pl', 'junk.example.com']);
  const emails = new Set(['jan.zofia.1@poczta.example.com']);
  return { isBlocked: ({ email, gsm }) => Boolean((email && (emails.has(email) || domains.has(emailDomain(email)))) || (gsm && false)) };
})();

export interface PipelineMeasured extends Measured {
  valid: number;
  dropped: Record<string, number>;
  chunks: number;
}

/**
 * The whole import pipeline up to the write batches: read, decode, parse, check every row with the
 * form's rules, spam traps, blacklist, in-file duplicates, chunking, and the report of dropped rows
 * (csv-stringify into a discarding stream). The database sink is replaced by an in-memory counter.
 */
export async function pipeline(path: string, encoding: 'utf-8' | 'windows-1250'): Promise<PipelineMeasured> {
  const check = compileRowChecker({
    mapping: BENCH_MAPPING,
    propsById: new Map(BENCH_PROPS.map((p) => [p.id, p])),
    contactRule: 'email',
    columnCount: BENCH_MAPPING.length,
    utf8: encoding === 'utf-8',
    ctx: { allowOtherGsmPrefixes: false, now: () => '2026-11-22T12:00:00.000Z' },
  });
  let valid = 0;
  let chunks = 0;
  const dropped: Record<string, number> = {};
  const sink = {
    async write(chunk: ImportChunk) {
      chunks++;
      valid += chunk.rows.length;
      for (const d of chunk.dropped) dropped[d.code] = (dropped[d.code] ?? 0) + 1;
      return 'continue' as const;
    },
  };
  // Both flavours, translated, as a real import writes them (functions/imports/report.ts openReportFiles).
  const labels = importLabels({
    language: 'pl',
    propsById: new Map(BENCH_PROPS.map((p) => [p.id, p])),
    mapping: BENCH_MAPPING,
    columnCount: BENCH_MAPPING.length,
  });
  const report = reportWriter(
    { header: () => labels.header(undefined), row: labels.row },
    ...IMPORT_ENCODINGS.map((e) => {
      const output = csvOutput(e, { quoted_string: false });
      output.out.pipe(new Writable({ write: (_chunk, _enc, done) => done() }));
      return output;
    }),
  );
  const start = process.hrtime.bigint();
  const result = await runPipeline(
    createReadStream(path, { highWaterMark: READ_BUFFER }),
    { encoding, delimiter: encoding === 'utf-8' ? ',' : ';', hasHeader: true, check, blacklist, resumeAfterLine: 0 },
    sink,
    (rows) =>
      report.add(
        rows.map((d) => ({ line: d.line, outcome: d.outcome, code: d.code, ...(d.field ? { field: d.field } : {}), row: d.fields })),
      ),
  );
  await report.end();
  return { seconds: seconds(start), rows: result.rows, valid, dropped, chunks };
}
