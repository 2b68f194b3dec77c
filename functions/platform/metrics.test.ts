import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// On, as in Lambda; the instances are made on first use, after this.
delete process.env.POWERTOOLS_METRICS_DISABLED;
delete process.env.POWERTOOLS_DEV;
const { countMetric, metricsMiddleware } = await import('./metrics');
const { captureStdout } = await import('./stdout-capture');

let output: ReturnType<typeof captureStdout>;
beforeEach(() => {
  output = captureStdout();
});
afterEach(() => {
  vi.restoreAllMocks();
});
const emf = () => output.emf();
const invoke = (body: () => Promise<void>) => middy(body).use(metricsMiddleware())({}, {} as Context);

it('writes one EMF document per dimension set when the invocation ends, summing within a set, even for sets first used in it', async () => {
  await invoke(async () => {
    countMetric('Sends', { channel: 'email', outcome: 'sent' });
    countMetric('Sends', { outcome: 'sent', channel: 'email' });
    countMetric('Sends', { channel: 'sms', outcome: 'failed' });
    expect(emf()).toEqual([]);
  });
  const docs = emf().map((d) => ({
    channel: d.channel,
    outcome: d.outcome,
    value: d.Sends,
    namespace: d._aws.CloudWatchMetrics[0]!.Namespace,
  }));
  expect(docs).toEqual([
    { channel: 'email', outcome: 'sent', value: [1, 1], namespace: 'Goniec' },
    { channel: 'sms', outcome: 'failed', value: 1, namespace: 'Goniec' },
  ]);
});

it('writes what an invocation counted before it threw', async () => {
  await expect(
    invoke(async () => {
      countMetric('Jobs', { kind: 'import', outcome: 'failed' });
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(emf().map((d) => [d.kind, d.outcome, d.Jobs])).toEqual([['import', 'failed', 1]]);
});

it('writes nothing for an invocation that counted nothing, and nothing twice', async () => {
  await invoke(async () => {});
  expect(output.lines).toEqual([]);
});
