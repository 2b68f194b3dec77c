import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { ulid } from 'ulid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileEnv } from './file-env';
import { createTestAccount, drainQueues, loggedIn } from './helpers';

// EMF on, as in Lambda, before the first metric makes its instance (functions/platform/metrics.ts).
fileEnv({ POWERTOOLS_METRICS_DISABLED: 'false', POWERTOOLS_DEV: undefined });
const { runTracked, cancelTracked, JobFailedError } = await import('@functions/jobs/tracked');
type TrackedKind<J, R> = import('@functions/jobs/tracked').TrackedKind<J & import('@functions/jobs/messages').Job, R>;
const { recordStore } = await import('@functions/jobs/tracked-repository');
const { estimateRecords, estimatesRepository } = await import('@functions/segments/estimates-repository');
const { metricsMiddleware } = await import('@functions/platform/metrics');
const { captureStdout } = await import('@functions/platform/stdout-capture');
const { tenant } = await import('@functions/data/tenant');
const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { GetCommand } = await import('@aws-sdk/lib-dynamodb');

/**
 * The tracked-job model (functions/jobs/tracked.ts) on a real record: an estimate's item (any kind's
 * item carries the same fields), with a test kind whose work the test scripts.
 */
type TestJob = { kind: 'segment-estimate'; accountId: string; estimateId: string };
type Rec = { id: string; checkpoint?: number };

let output: ReturnType<typeof captureStdout>;
beforeEach(() => {
  output = captureStdout();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** One invocation as the jobs worker makes it: the metrics middleware writes what it counted at its end. */
const invoke = (body: () => Promise<void>) => middy(body).use(metricsMiddleware())({}, {} as Context);
const jobsMetric = () =>
  output
    .emf()
    .filter((d) => d.Jobs !== undefined)
    .map((d) => ({ kind: d.kind, outcome: d.outcome }));

async function newJob(): Promise<TestJob> {
  const { accountId } = await createTestAccount();
  const id = ulid();
  await estimatesRepository.create(accountId, {
    id,
    state: 'queued',
    conditions: { kind: 'group', op: 'and', children: [] },
    segmentIds: [],
    requestedBy: 'u',
    createdAt: new Date().toISOString(),
  });
  return { kind: 'segment-estimate', accountId, estimateId: id };
}

async function stored(job: TestJob): Promise<Record<string, any>> {
  const keys = await tenant(job.accountId);
  return (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.estimate(job.estimateId), ConsistentRead: true })))
    .Item!;
}

function kind(run: TrackedKind<TestJob, Rec>['run'], extra: Partial<TrackedKind<TestJob, Rec>> = {}): TrackedKind<TestJob, Rec> {
  return {
    metricKind: 'test',
    failureCode: 'SEGMENT_CALCULATION_FAILED',
    load: async (job) => {
      const item = await stored(job);
      return { id: job.estimateId, checkpoint: item.checkpoint as number | undefined };
    },
    store: (job) => recordStore(estimateRecords, job.accountId, job.estimateId),
    run,
    ...extra,
  };
}
const context = (attempt: number, maxAttempts = 3) => ({ attempt, maxAttempts, remainingMs: () => 600_000 });

describe('the tracked-job model', () => {
  it('runs queued → running → finished once, counting the run, the metric and notifying the owner; a stale redelivery does nothing', async () => {
    const job = await newJob();
    const notified: string[] = [];
    let runs = 0;
    const k = kind(async () => (runs++, { outcome: 'finished', fields: { result: { count: 1 } } }), {
      notify: async (_r, outcome) => notified.push(outcome),
    });
    await invoke(() => runTracked(k, job, context(1)));
    const done = await stored(job);
    expect(done).toMatchObject({ state: 'finished', runs: 1, attempt: 1, result: { count: 1 } });
    expect(done.startedAt <= done.finishedAt).toBe(true);
    expect(jobsMetric()).toEqual([{ kind: 'test', outcome: 'finished' }]);
    expect(notified).toEqual(['finished']);

    // A late duplicate delivery: the finished job never goes back, nothing runs, nothing is counted.
    await invoke(() => runTracked(k, job, context(2)));
    expect(runs).toBe(1);
    expect(await stored(job)).toEqual(done);
    expect(jobsMetric()).toHaveLength(1);
    expect(notified).toHaveLength(1);
  });

  it('throws back to the queue before the last attempt, and fails with the kind code on the last one', async () => {
    const job = await newJob();
    const k = kind(async () => {
      throw new Error('database away');
    });
    await expect(invoke(() => runTracked(k, job, context(1)))).rejects.toThrow('database away');
    expect(await stored(job)).toMatchObject({ state: 'running', runs: 1 });
    expect(jobsMetric()).toEqual([]);
    await expect(invoke(() => runTracked(k, job, context(3)))).resolves.toBeUndefined();
    expect(await stored(job)).toMatchObject({ state: 'failed', runs: 2, attempt: 3, failure: { code: 'SEGMENT_CALCULATION_FAILED' } });
    expect(jobsMetric()).toEqual([{ kind: 'test', outcome: 'failed' }]);
  });

  it('fails at once on a JobFailedError, with its code and params and the fields the kind keeps', async () => {
    const job = await newJob();
    const k = kind(async () => {
      throw new JobFailedError({ code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 7 } }, { reportKeys: { 'utf-8': 'r.csv' } });
    });
    await invoke(() => runTracked(k, job, context(1)));
    expect(await stored(job)).toMatchObject({
      state: 'failed',
      failure: { code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 7 } },
      reportKeys: { 'utf-8': 'r.csv' },
    });
  });

  it('saves progress and a checkpoint a paused run resumes from', async () => {
    const job = await newJob();
    const seen: (number | undefined)[] = [];
    const k = kind(async (record, handle) => {
      seen.push(record.checkpoint);
      const from = record.checkpoint ?? 0;
      expect(await handle.progress({ done: from + 5, total: 10 }, from + 5)).toBe(true);
      return from + 5 >= 10 ? { outcome: 'finished' } : { outcome: 'paused' };
    });
    await invoke(() => runTracked(k, job, context(1)));
    expect(await stored(job)).toMatchObject({ state: 'running', progress: { done: 5, total: 10 }, checkpoint: 5 });
    expect(jobsMetric()).toEqual([]);
    // The continuation (a new message, attempt 1 again) starts where the first run stopped.
    await invoke(() => runTracked(k, job, context(1)));
    expect(seen).toEqual([undefined, 5]);
    expect(await stored(job)).toMatchObject({ state: 'finished', runs: 2, progress: { done: 10, total: 10 }, checkpoint: 10 });
  });

  it('cancels a job under way: its later progress and end are refused, a redelivery does nothing, and cancelling again answers false', async () => {
    const job = await newJob();
    const k = kind(async (_r, handle) => {
      // The owner cancels while this run works.
      expect(
        await invoke(
          async () => void (await cancelTracked(k, recordStore(estimateRecords, job.accountId, job.estimateId), { id: job.estimateId })),
        ),
      ).toBeUndefined();
      expect(await handle.progress({ done: 1, total: 2 }, 1)).toBe(false);
      return { outcome: 'finished' };
    });
    await invoke(() => runTracked(k, job, context(1)));
    const cancelled = await stored(job);
    expect(cancelled).toMatchObject({ state: 'cancelled' });
    expect(cancelled.progress).toBeUndefined();
    expect(jobsMetric()).toEqual([{ kind: 'test', outcome: 'cancelled' }]);
    await invoke(() => runTracked(k, job, context(2)));
    expect(await stored(job)).toEqual(cancelled);
    expect(await cancelTracked(k, recordStore(estimateRecords, job.accountId, job.estimateId), { id: job.estimateId })).toBe(false);
  });

  it('sets the TTL attribute the kind asks for when the job ends', async () => {
    const job = await newJob();
    const before = Math.floor(Date.now() / 1000);
    await invoke(() =>
      runTracked(
        kind(async () => ({ outcome: 'finished' }), { keepSeconds: (state) => (state === 'finished' ? 600 : undefined) }),
        job,
        context(1),
      ),
    );
    const ttl = (await stored(job)).ttl as number;
    expect(ttl).toBeGreaterThanOrEqual(before + 600);
    expect(ttl).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
  });
});

describe('kinds on the model', () => {
  it('count a segment calculation once in the Jobs metric, however many pieces it fans out to', async () => {
    process.env.SEGMENT_PIECE_SIZE = '1';
    try {
      const { session } = await loggedIn();
      for (const [i, city] of ['Kraków', 'Kraków', 'Gdańsk'].entries()) {
        expect((await session.call('POST', '/subscribers', { json: { email: `s${i}@x.pl`, props: { city } } })).status).toBe(201);
      }
      const conditions = {
        kind: 'group',
        op: 'and',
        children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków'] }],
      };
      const segment = (await session.call('POST', '/segments', { json: { name: 'Kraków', type: 'static', conditions } })).body;
      await drainQueues();
      const started = await session.call('POST', `/segments/${segment.id}/calculate`, { json: {} });
      expect(started.status).toBe(202);
      output.lines.length = 0;
      await drainQueues();
      const calculated = (await session.call('GET', `/segments/${segment.id}`)).body;
      expect(calculated).toMatchObject({ state: 'ready' });
      expect(jobsMetric()).toEqual([{ kind: 'segment', outcome: 'finished' }]);
    } finally {
      delete process.env.SEGMENT_PIECE_SIZE;
    }
  });
});
