import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_CODE } from '../errors';
import { backoffDelay, JOB_BACKOFF, pollInterval, shouldRetry } from './policy';

describe('shouldRetry', () => {
  it('tries a lost connection or a server fault again, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, NETWORK_ERROR_CODE))).toBe(true);
    expect(shouldRetry(0, new ApiError(503, 'INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'INTERNAL_SERVER_ERROR'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'INTERNAL_SERVER_ERROR'))).toBe(false);
  });

  it('never repeats a catalogue answer, a throttle, a bad answer or a cancelled read', () => {
    for (const error of [
      new ApiError(404, 'SEGMENT_NOT_FOUND'),
      new ApiError(403, 'PERMISSION_DENIED'),
      new ApiError(400, 'VALIDATION_FAILED'),
      new ApiError(429, 'RATE_LIMITED'),
    ]) {
      expect(shouldRetry(0, error)).toBe(false);
    }
    expect(shouldRetry(0, new ApiError(200, 'INVALID_DATA'))).toBe(false);
    expect(shouldRetry(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('backoffDelay', () => {
  it('starts at a second and grows to ten', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 10, 20].map((n) => backoffDelay(n));
    expect(waits[0]).toBe(1000);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] ?? 0);
    expect(waits.at(-1)).toBe(JOB_BACKOFF.maxMs);
  });

  it('reads a job at least every 3 s for its first ten unchanged reads, so a run of a few seconds shows its steps, not 0% then done', () => {
    expect([0, 1, 2, 3, 9].map((unchanged) => backoffDelay(unchanged))).toEqual([1000, 1500, 2250, 3000, 3000]);
    expect([10, 11, 12, 30].map((unchanged) => backoffDelay(unchanged))).toEqual([4500, 6750, 10_000, 10_000]);
  });

  it('grows straight to the longest wait without an early ceiling', () => {
    const plain = { firstMs: 1000, maxMs: 10_000, factor: 2 };
    expect([0, 1, 3, 4, 10].map((unchanged) => backoffDelay(unchanged, plain))).toEqual([1000, 2000, 8000, 10_000, 10_000]);
  });
});

interface Job {
  state: 'running' | 'finished';
  done: number;
}

describe('pollInterval', () => {
  const interval = pollInterval<Job>({ isActive: (job) => job.state === 'running', progress: (job) => job.done });
  const query = (data: Job | undefined, dataUpdatedAt: number) => ({ state: { data, dataUpdatedAt } });

  it('polls only while active, backs off while progress stands still, and resets when it moves', () => {
    const q = query({ state: 'running', done: 1 }, 1);
    expect(interval(q)).toBe(1000);
    // The same answer asked about again (a re-render) does not count as another read.
    expect(interval(q)).toBe(1000);
    q.state.dataUpdatedAt = 2;
    const second = interval(q);
    q.state.dataUpdatedAt = 3;
    const third = interval(q);
    expect(second).toBeGreaterThan(1000);
    expect(third).toBeGreaterThan(second as number);
    q.state = { data: { state: 'running', done: 2 }, dataUpdatedAt: 4 };
    expect(interval(q)).toBe(1000);
    q.state = { data: { state: 'finished', done: 2 }, dataUpdatedAt: 5 };
    expect(interval(q)).toBe(false);
    expect(interval(query(undefined, 0))).toBe(false);
  });

  it('keeps reading an ended resource at idleMs when asked to', () => {
    const idle = pollInterval<Job>({ isActive: (job) => job.state === 'running', idleMs: 30_000 });
    expect(idle(query({ state: 'finished', done: 1 }, 1))).toBe(30_000);
  });

  it('keeps a count per query', () => {
    const a = query({ state: 'running', done: 1 }, 1);
    const b = query({ state: 'running', done: 1 }, 1);
    interval(a);
    a.state.dataUpdatedAt = 2;
    expect(interval(a)).toBeGreaterThan(1000);
    expect(interval(b)).toBe(1000);
  });
});
