import { expect, expectTypeOf, it } from 'vitest';
import type { ExportJob } from './exports';
import type { ImportJob } from './imports';
import { JobStatus, isJobEnded } from './jobs';
import type { EstimateRun } from './segments';

it('is a view every tracked kind’s API shape already gives (one progress component reads any of them)', () => {
  expectTypeOf<ImportJob>().toMatchTypeOf<JobStatus>();
  expectTypeOf<ExportJob>().toMatchTypeOf<JobStatus>();
  expectTypeOf<EstimateRun>().toMatchTypeOf<JobStatus>();
  const exported = {
    id: 'e1',
    state: 'running',
    rowsWritten: 1000,
    rowsExpected: 4000,
    progress: { done: 1000, total: 4000 },
    fields: ['email'],
  };
  expect(JobStatus.parse(exported)).toEqual({ id: 'e1', state: 'running', progress: { done: 1000, total: 4000 } });
  expect(JobStatus.safeParse({ id: 'e1', state: 'calculating' }).success).toBe(false);
});

it('tells the ends from the states under way, the kinds’ own ends included', () => {
  expect(['queued', 'running'].map(isJobEnded)).toEqual([false, false]);
  expect(['finished', 'failed', 'cancelled', 'locked', 'expired'].every(isJobEnded)).toBe(true);
});
