import { pollInterval, type Backoff, type PolledQuery } from '@web/api/query/policy';

/**
 * Any background job as the progress display sees it, whatever its resource looks like (an
 * import, an export, a segment calculation, an estimate, a sending): where it stands, how far it
 * got, and why it failed (a catalogue code). `paused` waits for someone to resume it (a sending held
 * back by its complaint rate): its bar stays as it was, but it is not polled as a working job.
 */
export interface JobView {
  phase: 'queued' | 'running' | 'paused' | 'finished' | 'failed' | 'stopped';
  done?: number;
  total?: number;
  failure?: { code: string; params?: Record<string, unknown> };
}

export const isJobActive = (job: JobView): boolean => job.phase === 'queued' || job.phase === 'running';

/** Percent done (0–100), 0 while nothing is known; 100 once finished. */
export function jobPercent(job: JobView): number {
  if (job.phase === 'finished') return 100;
  if (!job.total || job.done === undefined) return 0;
  return Math.max(0, Math.min(100, Math.floor((job.done / job.total) * 100)));
}

/**
 * A refetchInterval for a job's resource: read again while it is queued or running, every second
 * at first and slower (up to 10 s) while its progress stands still; `idleMs` keeps reading an ended
 * one (a mailing's report counts on after sending), no reads by default.
 */
export function jobPoll<T>(view: (data: T) => JobView, idleMs?: number, backoff?: Backoff): (query: PolledQuery<T>) => number | false {
  return pollInterval<T>({
    isActive: (data) => isJobActive(view(data)),
    progress: (data) => {
      const job = view(data);
      return [job.phase, job.done, job.total];
    },
    idleMs,
    backoff,
  });
}
