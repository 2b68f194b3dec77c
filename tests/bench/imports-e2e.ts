import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fullPermissions } from '@shared/permissions';
import { PropertyBody } from '@shared/schemas/properties';
import { benchEmulator } from './emulator-bench';
import { benchAccount } from './bench-account';
import { writeBenchFile, BENCH_HEADER } from './imports-data';

/**
 * 20k rows end to end into the emulator: presigned upload to S3, validation, start, the jobs queue
 * polled as Lambda's event source mapping does, every batch a DynamoDB transaction. The emulator is
 * moto as every local run starts it (scripts/moto-server.py, with its fixes for long runs). It
 * measures the whole path working, not AWS's speed.
 */
export async function endToEnd(dir: string, rows: number): Promise<{ rows: number; imported: number; seconds: number; runs: number }> {
  const { resources, stop } = await benchEmulator();
  try {
    const { propertiesService } = await import('@functions/properties/service');
    const { importsService } = await import('@functions/imports/service');
    const { pollOnce } = await import('@infra/local/queue-poller');
    const { handler } = await import('@functions/workers/jobs-queue');

    const { accountId, principal } = await benchAccount({ blacklist: true, permissions: fullPermissions() });
    const ids: Record<string, string> = {
      email: 'email',
      firstname: 'firstname',
      lastname: 'lastname',
      city: 'city',
      birthday: 'birthday',
    };
    for (const body of [
      { type: 'int', name: 'points', displayName: 'Punkty', signed: false, minNum: 0, maxNum: 100000 },
      { type: 'list', name: 'plan', displayName: 'Plan', values: ['basic', 'pro', 'premium'] },
      { type: 'spec_agr', name: 'consent', displayName: 'Zgoda' },
    ])
      ids[body.name] = (await propertiesService.create(accountId, PropertyBody.parse(body))).id;

    const path = join(dir, 'e2e.csv');
    const file = await writeBenchFile(path, rows, 'utf-8');
    const started = process.hrtime.bigint();
    const upload = await importsService.requestUpload(principal, { fileName: 'e2e.csv', size: file.bytes });
    const { readFile } = await import('node:fs/promises');
    const put = await fetch(upload.url, { method: 'PUT', body: await readFile(path), headers: upload.headers });
    if (!put.ok) throw new Error(`upload failed: ${put.status}`);
    const check = await importsService.validate(principal, { fileId: upload.fileId });
    if (check.problems.length) throw new Error(`validation: ${JSON.stringify(check.problems)}`);
    const job = await importsService.start(principal, {
      fileId: upload.fileId,
      hasHeader: check.hasHeader,
      newProperties: [],
      mode: 2,
      status: 8,
      emailType: 'normal',
      contactRule: 'email',
      consents: { properties: [], forNew: false, forUpdated: false },
      mapping: BENCH_HEADER.map((field, column) => ({ column, field: ids[field]! })),
    });
    const spec = resources.queues.jobs;
    let runs = 0;
    while ((await pollOnce(spec, handler as never, 'eu-central-1', 0)) > 0) runs++;
    const done = await importsService.get(principal, job.id);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (done.state !== 'finished') throw new Error(`import ended ${done.state}`);
    return { rows: done.counters.rowsRead, imported: done.counters.imported, seconds, runs };
  } finally {
    await stop();
  }
}

/** Run by imports.ts in its own process: `imports-e2e.ts <dir> <rows>`. */
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const e2e = await endToEnd(process.argv[2]!, Number(process.argv[3]));
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `end to end into the emulator: ${fmt(e2e.rows)} rows (${fmt(e2e.imported)} imported) in ${e2e.seconds.toFixed(1)} s, ${fmt(e2e.rows / e2e.seconds)} rows/s (${e2e.runs} run(s) of the jobs worker; that process's peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB)`,
  );
}
