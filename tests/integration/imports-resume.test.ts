import type { Context, SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';
import { importFile, reportRows, upload } from './imports-helpers';

const { pollOnce } = await import('@infra/local/queue-poller');
const { handler } = await import('@functions/workers/jobs-queue');
const { importsRepository } = await import('@functions/imports/repository');
const { QUEUES, ENV } = await import('@infra/resources');

/** 120 rows: new addresses, every 10th invalid, else every 15th a duplicate of an earlier row (differing in case and spaces): 104 new, 12 rejected, 4 skipped. */
const FILE = ['email,firstname,city', ...Array.from({ length: 120 }, (_, i) => {
  if (i % 10 === 9) return `broken-${i},Nobody,Nowhere`;
  if (i % 15 === 14) return ` USER${i - 7}@Example.pl ,Again,Twice`;
  return `user${i}@example.pl,Name${i},City${i % 7}`;
})].join('\n');
const MAPPING = [{ column: 0, field: 'email' }, { column: 1, field: 'firstname' }, { column: 2, field: 'city' }];

/** Runs the jobs queue with a Lambda context that says how much time is left; a short visibility timeout lets a crashed run come back at once. */
async function runJobs(remainingMs: () => number): Promise<number> {
  const spec = { ...QUEUES.find((q) => q.id === 'jobs')!, visibilityTimeoutSeconds: 1 };
  const queue = { url: process.env[ENV.jobsQueueUrl]!, arn: 'arn:aws:sqs:eu-central-1:000000000000:jobs', spec };
  let runs = 0;
  for (let idle = 0; idle < 3 && runs < 100; ) {
    const handled = await pollOnce(queue, (event: SQSEvent, context: Context) => {
      runs++;
      if (process.env.DEBUG_RUNS) process.stderr.write(`RUN ${runs} ${new Date().toISOString()}\n`);
      return handler(event, { ...context, getRemainingTimeInMillis: remainingMs });
    }, 'eu-central-1', 0);
    if (handled === 0) {
      idle++;
      await new Promise((r) => setTimeout(r, 1100));
    } else idle = 0;
  }
  return runs;
}

async function start(session: ApiSession): Promise<string> {
  const fileId = await upload(session, 'big.csv', FILE);
  const res = await session.call('POST', '/imports', { json: { fileId, hasHeader: true, mode: 2, mapping: MAPPING } });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('interrupted imports', () => {
  it('resume from their checkpoint when time runs out and finish with exact counts', async () => {
    const other = (await loggedIn()).session;
    const reference = await importFile(other, FILE, { mapping: MAPPING });
    expect(reference.counters).toMatchObject({ rowsRead: 120, imported: 104, rejected: 12, skipped: 4, skippedBy: { duplicate: 4 } });

    const { session, account } = await loggedIn();
    const id = await start(session);
    // Always "one second left": every run commits one batch and enqueues its continuation.
    const runs = await runJobs(() => 1000);
    const done = (await session.call('GET', `/imports/${id}`)).body;
    expect(done.state).toBe('finished');
    expect(done.counters).toEqual(reference.counters);
    expect(runs).toBeGreaterThan(3);
    expect((await importsRepository.get(account.accountId, id))!.runs).toBe(runs);
    expect((await session.call('GET', '/subscribers/stats')).body.total).toBe(104);
    // Every run rewrites the report from the start of the file; the last one's is complete.
    const report = await reportRows(session, id);
    expect(report).toEqual(await reportRows(other, reference.id));
    expect(report).toHaveLength(1 + 12 + 4);
  }, 120_000);

  it('resume after a crash (the message comes back) without applying a row twice', async () => {
    const { session, account } = await loggedIn();
    const id = await start(session);
    let calls = 0;
    // The third look at the clock "crashes" the run after two committed batches; SQS delivers the job again.
    await runJobs(() => {
      calls++;
      if (calls === 3) throw new Error('simulated crash');
      return 600_000;
    });
    const done = (await session.call('GET', `/imports/${id}`)).body;
    expect(done).toMatchObject({ state: 'finished', counters: { rowsRead: 120, imported: 104, rejected: 12, skipped: 4 } });
    expect((await importsRepository.get(account.accountId, id))!.runs).toBe(2);
    expect((await session.call('GET', '/subscribers/stats')).body.total).toBe(104);
  }, 120_000);
});

