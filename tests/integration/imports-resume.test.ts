import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { Context, SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';
import { importFile, reasonPl, REPORT_HEAD_PL, reportRows, SKIPPED_PL, upload } from './imports-helpers';

const { pollOnce } = await import('@infra/local/queue-poller');
const { handler } = await import('@functions/workers/jobs-queue');
const { importsRepository } = await import('@functions/imports/repository');
const { QUEUES, ENV } = await import('@infra/resources');
const { s3 } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { sourceObjectKey } = await import('@functions/imports/repository');

/** 120 rows: new addresses, every 10th invalid, else every 15th a duplicate of an earlier row (differing in case and spaces): 104 new, 12 rejected, 4 skipped. */
const FILE = [
  'email,firstname,city',
  ...Array.from({ length: 120 }, (_, i) => {
    if (i % 10 === 9) return `broken-${i},Nobody,Nowhere`;
    if (i % 15 === 14) return ` USER${i - 7}@Example.pl ,Again,Twice`;
    return `user${i}@example.pl,Name${i},City${i % 7}`;
  }),
].join('\n');
const MAPPING = [
  { column: 0, field: 'email' },
  { column: 1, field: 'firstname' },
  { column: 2, field: 'city' },
];

/** One poll of the jobs queue with a Lambda context that says how much time is left; a short visibility timeout lets a failed run come back at once. */
function pollJobs(remainingMs: () => number, onRun = () => {}): Promise<number> {
  const spec = { ...QUEUES.find((q) => q.id === 'jobs')!, visibilityTimeoutSeconds: 1 };
  const queue = { url: process.env[ENV.jobsQueueUrl]!, arn: 'arn:aws:sqs:eu-central-1:000000000000:jobs', spec };
  return pollOnce(
    queue,
    (event: SQSEvent, context: Context) => {
      onRun();
      return handler(event, { ...context, getRemainingTimeInMillis: remainingMs });
    },
    'eu-central-1',
    0,
  );
}

/** Runs the jobs queue until it stays empty; answers how many runs there were. */
async function runJobs(remainingMs: () => number): Promise<number> {
  let runs = 0;
  for (let idle = 0; idle < 3 && runs < 100;) {
    const handled = await pollJobs(remainingMs, () => {
      runs++;
      if (process.env.DEBUG_RUNS) process.stderr.write(`RUN ${runs} ${new Date().toISOString()}\n`);
    });
    if (handled === 0) {
      idle++;
      await new Promise((r) => setTimeout(r, 1100));
    } else idle = 0;
  }
  return runs;
}

async function start(session: ApiSession, file = FILE): Promise<string> {
  const fileId = await upload(session, 'big.csv', file);
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
    // Reasons are counted with the counters, batch by batch, so the runs add up to one run's.
    expect(reference.topReasons).toEqual([{ code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', column: 0, count: 12 }]);
    expect(done.topReasons).toEqual(reference.topReasons);
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
    expect(done.topReasons).toEqual([{ code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', column: 0, count: 12 }]);
    expect((await importsRepository.get(account.accountId, id))!.runs).toBe(2);
    expect((await session.call('GET', '/subscribers/stats')).body.total).toBe(104);
  }, 120_000);
});

describe('an import that cannot go on', () => {
  // Last in the file: its runs go through the jobs queue, which the tests above count.
  it('ends failed on the last attempt with IMPORT_FAILED and a report of what it did', async () => {
    const { session, account } = await loggedIn();
    const gone = (await session.call('POST', '/subscribers', { json: { email: 'gone@example.pl' } })).body;
    await session.call('POST', `/subscribers/${gone.id}/forget`, { json: {} });
    const file = [
      'email,firstname,city',
      'gone@example.pl,Gone,Nowhere',
      ...Array.from({ length: 60 }, (_, i) => `user${i}@example.pl,Name${i},City`),
    ].join('\n');
    const id = await start(session, file);

    // The first run commits one batch and enqueues its continuation.
    expect(await pollJobs(() => 1000)).toBe(1);
    const paused = (await session.call('GET', `/imports/${id}`)).body;
    expect(paused.state).toBe('running');
    expect(paused.counters.imported).toBeGreaterThan(0);
    expect(paused.counters.imported).toBeLessThan(60);

    // Then the uploaded file is gone (the bucket expires uploads after 7 days): every later run fails to read it.
    const record = (await importsRepository.get(account.accountId, id))!;
    await s3().send(new DeleteObjectCommand({ Bucket: config.assetsBucket, Key: sourceObjectKey(account.accountId, record.fileId!) }));
    // SQS delivers the continuation again after each failure; the third delivery (maxReceiveCount) is the last attempt.
    await runJobs(() => 600_000);

    const failed = (await session.call('GET', `/imports/${id}`)).body;
    expect(failed).toMatchObject({ state: 'failed', failure: { code: 'IMPORT_FAILED' }, hasReport: true, counters: paused.counters });
    expect((await importsRepository.get(account.accountId, id))!.runs).toBe(1 + QUEUES.find((q) => q.id === 'jobs')!.maxReceiveCount);
    // What the committed batch did stays done, and the report still lists the row the database skipped.
    expect((await session.call('GET', '/subscribers/stats')).body.total).toBe(1 + paused.counters.imported);
    expect(await reportRows(session, id)).toEqual([
      // The last run could not read the file's header row: the columns are named by the fields they were mapped to.
      [...REPORT_HEAD_PL, 'E-mail', 'Imię', 'Miejscowość'],
      ['2', SKIPPED_PL, reasonPl('SUBSCRIBER_FORGOTTEN'), '', 'gone@example.pl', 'Gone', 'Nowhere'],
    ]);
  }, 60_000);
});
