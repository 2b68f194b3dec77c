import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { logger } from './logger';

/**
 * Runs `work` and answers (or fails) no sooner than `floorMs` after it began, so that how long a
 * call took cannot tell which way it went (an address that has a user or not). The floor must be
 * above the slowest way: work that overruns it is logged, since then the time tells again.
 */
export async function withAnswerFloor<T>(floorMs: number, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const spent = performance.now() - started;
    if (spent > floorMs) logger.warn('work overran its answer floor', { label, floorMs, spentMs: Math.round(spent) });
    // Timers may fire a fraction of a millisecond early: wait until the clock agrees.
    for (let left = floorMs - spent; left > 0; left = floorMs - (performance.now() - started)) await sleep(Math.ceil(left));
  }
}
