import { describe, expect, it } from 'vitest';
import { isJobActive, jobPercent, jobPoll, type JobView } from './job-view';

describe('a job as the progress display sees it', () => {
  it('is active only while queued or running, and counts done of total', () => {
    expect(isJobActive({ phase: 'queued' })).toBe(true);
    expect(isJobActive({ phase: 'failed', failure: { code: 'IMPORT_FILE_INVALID' } })).toBe(false);
    expect(jobPercent({ phase: 'running', done: 1, total: 3 })).toBe(33);
    expect(jobPercent({ phase: 'running' })).toBe(0);
    expect(jobPercent({ phase: 'finished', done: 0, total: 0 })).toBe(100);
  });

  it('is polled while it works, faster again when its progress moves, and not once it ended', () => {
    const poll = jobPoll((job: JobView) => job);
    const query = { state: { data: { phase: 'running', done: 1, total: 10 } as JobView, dataUpdatedAt: 1 } };
    expect(poll(query)).toBe(1000);
    query.state = { data: { phase: 'running', done: 1, total: 10 }, dataUpdatedAt: 2 };
    expect(poll(query)).toBeGreaterThan(1000);
    query.state = { data: { phase: 'running', done: 5, total: 10 }, dataUpdatedAt: 3 };
    expect(poll(query)).toBe(1000);
    query.state = { data: { phase: 'finished', done: 10, total: 10 }, dataUpdatedAt: 4 };
    expect(poll(query)).toBe(false);
  });
});
