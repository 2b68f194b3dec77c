import { isApiError, NETWORK_ERROR_CODE } from '../errors';

/** Reads are tried this many times in all before the error is shown. */
export const MAX_ATTEMPTS = 3;

/**
 * Whether a failed read is worth trying again: only a lost connection or a server fault (5xx).
 * A 4xx is a catalogue answer (no permission, not found, invalid) that a retry would only repeat,
 * a 429 says itself how long to wait, and anything that is no ApiError (a cancelled request, a
 * bug) is not retried either.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_ATTEMPTS - 1) return false;
  if (!isApiError(error)) return false;
  if (error.code === NETWORK_ERROR_CODE) return true;
  return error.status >= 500 && error.code !== 'INVALID_DATA';
}

/** 1 s, 2 s, 4 s … capped at 10 s between attempts. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 10_000);

export interface Backoff {
  /** The first wait while a job is active. */
  firstMs: number;
  /** The longest wait, reached after a while without progress. */
  maxMs: number;
  factor: number;
  /**
   * A ceiling for the first `reads` unchanged reads: a short run (a small import, a small
   * segment) lasts seconds and mostly looks unchanged between two reads, so a wait that had
   * already grown to `maxMs` would show it at 0% and then done. Only a job that stands still for
   * longer than that is read less and less often, growing on from the ceiling.
   */
  early?: { maxMs: number; reads: number };
}

/** 1 s, 1.5 s, 2.25 s, then every 3 s for the first ten unchanged reads (about half a minute), then 4.5 s … 10 s. */
export const JOB_BACKOFF: Backoff = { firstMs: 1000, maxMs: 10_000, factor: 1.5, early: { maxMs: 3000, reads: 10 } };

/** The wait after `unchanged` reads in a row that showed no progress. */
export function backoffDelay(unchanged: number, backoff: Backoff = JOB_BACKOFF): number {
  const n = Math.max(0, unchanged);
  const { early } = backoff;
  if (!early) return Math.min(backoff.maxMs, Math.round(backoff.firstMs * backoff.factor ** n));
  if (n < early.reads) return Math.min(early.maxMs, backoff.maxMs, Math.round(backoff.firstMs * backoff.factor ** n));
  return Math.min(backoff.maxMs, Math.round(early.maxMs * backoff.factor ** (n - early.reads + 1)));
}

/** The part of a query's state polling looks at (TanStack's Query has it). */
export interface PolledQuery<T> {
  state: { data: T | undefined; dataUpdatedAt: number };
}

export interface PollOptions<T> {
  /** Still queued, running or sending: worth reading again soon. */
  isActive: (data: T) => boolean;
  /** What counts as progress (done/total, a state); a change resets the wait to `firstMs`. The whole answer by default. */
  progress?: (data: T) => unknown;
  /** The wait once nothing is active; no more reads by default. */
  idleMs?: number;
  backoff?: Backoff;
}

/**
 * A `refetchInterval` for TanStack Query: polls only while the data is active, quickly at first,
 * then slower and slower while the progress stays the same, and quickly again when it moves.
 * The counts live per query object (not per function), so a function made anew on each render
 * keeps the backoff where it was.
 */
const seen = new WeakMap<object, { signature: string; unchanged: number; updatedAt: number }>();

export function pollInterval<T>(options: PollOptions<T>): (query: PolledQuery<T>) => number | false {
  return (query) => {
    const { data, dataUpdatedAt } = query.state;
    if (data === undefined || !options.isActive(data)) return options.idleMs ?? false;
    const signature = JSON.stringify(options.progress ? options.progress(data) : data);
    const last = seen.get(query);
    if (!last || last.signature !== signature) {
      seen.set(query, { signature, unchanged: 0, updatedAt: dataUpdatedAt });
      return backoffDelay(0, options.backoff);
    }
    // Called again for the same answer (a re-render): the count moves only with a new read.
    if (last.updatedAt !== dataUpdatedAt) {
      last.unchanged += 1;
      last.updatedAt = dataUpdatedAt;
    }
    return backoffDelay(last.unchanged, options.backoff);
  };
}
