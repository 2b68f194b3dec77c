/**
 * `npm run bench:import`: a deterministic ~256 MB CSV (2.5M rows, 8 quoted columns, 3% duplicates
 * differing in case or spaces, 1% invalid) and its Windows-1250 variant with ';', through the whole
 * import pipeline up to the write batches (database replaced by an in-memory sink), against the raw
 * throughput of the same CSV parser on the same file; then 20k rows end to end into the emulator.
 * The last line is `import ratio=<R> rss_mb=<M>`: R = pipeline MB/s ÷ raw parse MB/s on the UTF-8
 * file, M = the process's peak RSS. Not a test: numbers, not assertions. Run with a 32 MB young
 * generation semi-space (package.json), as the jobs worker runs: the pipeline allocates short-lived
 * rows and a bigger nursery halves the scavenges (the raw parser gains nothing from it).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeBenchFile, type GeneratedFile } from './imports-data';
import { spawnSync } from 'node:child_process';
import { pipeline, rawParse } from './imports-pipeline';

const ROWS = Number(process.env.BENCH_ROWS ?? 2_500_000);
const E2E_ROWS = Number(process.env.BENCH_E2E_ROWS ?? 20_000);
const ROUNDS = 3;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const mb = (bytes: number) => bytes / 1e6;

const dir = mkdtempSync(join(tmpdir(), 'goniec-bench-import-'));
try {
  let ratio = 0;
  for (const encoding of ['utf-8', 'windows-1250'] as const) {
    const path = join(dir, `subscribers-${encoding}.csv`);
    const started = Date.now();
    const file: GeneratedFile = await writeBenchFile(path, ROWS, encoding);
    console.log(
      `${encoding}: ${fmt(file.rows)} rows, ${mb(file.bytes).toFixed(1)} MB (${fmt(file.duplicates)} duplicates, ${fmt(file.invalid)} invalid), written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // Alternating rounds, best of each: both get the same warm JIT, page cache and machine noise.
    let raw = await rawParse(path, encoding);
    let run = await pipeline(path, encoding);
    for (let round = 1; round < ROUNDS; round++) {
      const r = await rawParse(path, encoding);
      if (r.seconds < raw.seconds) raw = r;
      const p = await pipeline(path, encoding);
      if (p.seconds < run.seconds) run = p;
    }
    if (run.rows !== raw.rows) throw new Error(`pipeline read ${run.rows} rows, the parser ${raw.rows}`);
    const rawMbs = mb(file.bytes) / raw.seconds;
    const runMbs = mb(file.bytes) / run.seconds;
    console.log(`  raw parse: ${fmt(raw.rows / raw.seconds)} rows/s, ${rawMbs.toFixed(1)} MB/s (${raw.seconds.toFixed(2)} s)`);
    console.log(
      `  pipeline:  ${fmt(run.rows / run.seconds)} rows/s, ${runMbs.toFixed(1)} MB/s (${run.seconds.toFixed(2)} s); ${fmt(run.valid)} rows to write in ${fmt(run.chunks)} batches; dropped ${JSON.stringify(run.dropped)}`,
    );
    console.log(`  ratio ${(runMbs / rawMbs).toFixed(2)}, peak RSS so far ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
    if (encoding === 'utf-8') ratio = runMbs / rawMbs;
    rmSync(path);
  }
  const rss = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`peak RSS of the pipeline runs ${rss} MB`);
  if (E2E_ROWS > 0) {
    // Its own process: the AWS SDK, the emulator's responses and the worker do not count against the pipeline's RSS.
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, new URL('./imports-e2e.ts', import.meta.url).pathname, dir, String(E2E_ROWS)],
      { stdio: 'inherit' },
    );
    if (child.status !== 0) throw new Error(`end-to-end run failed (${child.status})`);
  }
  console.log(`import ratio=${ratio.toFixed(2)} rss_mb=${rss}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
