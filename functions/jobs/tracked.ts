import type { ErrorCode } from '@shared/errors';
import type { JobFailure, JobProgress } from '@shared/schemas/jobs';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { countMetric, type MetricDimensions } from '@functions/platform/metrics';
import type { Job, JobContext } from './messages';
import { enqueueJob } from './queue';
import type { EndWrite, Fields } from './tracked-repository';

/**
 * The tracked-job model: one lifecycle for every background job (imports, exports, segment
 * calculations, estimates; sending plans next). A job's record goes queued → running (with
 * progress and a checkpoint) → finished | failed (a catalogue code) | cancelled, every transition
 * conditional on the state it leaves (tracked-repository.ts). runTracked below is the one place that
 * claims a run, decides between "throw, the queue retries" and "last attempt: failed with the
 * kind's code", enqueues a continuation, counts the `Jobs` metric and calls the owner's notification.
 */

/**
 * Ends a job failed now, retries or not: input that fails the same way every time (a broken file), or
 * a kind's own last-attempt failure that has fields to keep (the report an import closed).
 */
export class JobFailedError extends Error {
  constructor(
    readonly failure: JobFailure & { code: ErrorCode },
    readonly fields?: Fields,
    options?: { cause?: unknown },
  ) {
    super(failure.code, options);
    this.name = 'JobFailedError';
  }
}

/** How an end reads in the `Jobs` metric. */
export type JobOutcome = MetricDimensions['Jobs']['outcome'];

/** What one run of a kind's work came to. */
export type RunResult =
  /**
   * Done: the model writes `finished` (or the kind's own end, an import `locked`) with these fields;
   * fields made from the end's time (an expiry counted from it) are a function of it.
   */
  | { outcome: 'finished'; state?: 'locked'; fields?: Fields | ((endedAt: string) => Fields) }
  /** Stopped at a checkpoint before the Lambda's limit: the model enqueues the continuation. */
  | { outcome: 'paused' }
  /** The work wrote its end itself, in a write of its own (an import's lock, a calculation's publish): counted and notified only. */
  | { outcome: 'ended'; state: JobOutcome }
  /** One step of a job fanned out over several messages (a calculation's piece): still under way. */
  | { outcome: 'step' };

/** Where a job's record is: the model's transitions on it (trackedRecords bound to a record, or a kind's own). */
export interface TrackedStore {
  claim(run: { at: string; attempt: number }): Promise<boolean>;
  end(end: EndWrite): Promise<boolean>;
}

/** What a kind's run may do besides its work. */
export interface RunHandle {
  context: JobContext;
  /** Whether this error goes back to the queue for a retry (else it ends the job failed): a run that cleans up on failure asks. */
  willRetry(error: unknown): boolean;
  /** Saves progress (and the checkpoint a retry resumes from); false once the job is no longer running (cancelled). */
  progress(progress: JobProgress, checkpoint?: unknown, fields?: Fields): Promise<boolean>;
}

/** One kind of tracked job; R is its record as the kind reads it. */
export interface TrackedKind<J extends Job, R> {
  /** The `Jobs` metric's kind dimension. */
  metricKind: string;
  /** The kind's record, or undefined when it is gone (the message does nothing). */
  load(job: J): Promise<R | undefined>;
  store(
    job: J,
    record: R,
  ): TrackedStore & { progress?: (p: { progress?: JobProgress; checkpoint?: unknown; fields?: Fields; at: string }) => Promise<boolean> };
  run(record: R, handle: RunHandle, job: J): Promise<RunResult>;
  /** The catalogue code of a failure that is not a JobFailedError (a crash on the last attempt). */
  failureCode: ErrorCode;
  /** Seconds a record is kept after it ends (the table's TTL attribute); absent: kept. */
  keepSeconds?: (state: JobOutcome) => number | undefined;
  /** The owner's notification when the job ended; its failure never fails (nor retries) the job. */
  notify?(record: R, outcome: JobOutcome): Promise<unknown>;
  /** The message that continues a paused run (default: the same). */
  continuation?(job: J): Job;
}

/** Counts an ended job and tells its owner; shared by runTracked and the kinds that end a job outside a run (a cancel). */
export async function jobEnded<R>(
  kind: Pick<TrackedKind<never, R>, 'metricKind' | 'notify'>,
  record: R,
  outcome: JobOutcome,
): Promise<void> {
  countMetric('Jobs', { kind: kind.metricKind, outcome });
  if (!kind.notify) return;
  await kind
    .notify(record, outcome)
    .catch((error: unknown) => logger.warn('job notification failed', { kind: kind.metricKind, error: error as Error }));
}

function endFields(kind: Pick<TrackedKind<never, unknown>, 'keepSeconds'>, state: JobOutcome, at: string): { ttl?: number } {
  const keep = kind.keepSeconds?.(state);
  return keep === undefined ? {} : { ttl: Math.floor(Date.parse(at) / 1000) + keep };
}

/** The last attempt, or a failure retries cannot mend: the job ends failed with its code. */
async function fail<J extends Job, R>(kind: TrackedKind<J, R>, store: TrackedStore, record: R, error: unknown): Promise<void> {
  const failed = error instanceof JobFailedError ? error : undefined;
  const failure: JobFailure = failed ? failed.failure : { code: kind.failureCode };
  const cause = failed ? failed.cause : error;
  if (cause) logger.error('job failed for good', { kind: kind.metricKind, failure, error: cause as Error });
  else logger.info('job failed', { kind: kind.metricKind, failure });
  const at = nowIso();
  const clean = failure.params && Object.keys(failure.params).length ? failure : { code: failure.code };
  if (await store.end({ state: 'failed', at, failure: clean, fields: failed?.fields, ...endFields(kind, 'failed', at) }))
    await jobEnded(kind, record, 'failed');
}

/**
 * Runs one delivery of a tracked job: loads and claims it (a stale delivery of an ended job does
 * nothing), runs the kind's work, and settles what it came to. An error is thrown back to the queue
 * (which redelivers the message) unless this is the last attempt or a JobFailedError: then the job
 * ends failed, with the kind's code.
 */
export async function runTracked<J extends Job, R>(kind: TrackedKind<J, R>, job: J, context: JobContext): Promise<void> {
  const record = await kind.load(job);
  if (record === undefined) return;
  const store = kind.store(job, record);
  if (!(await store.claim({ at: nowIso(), attempt: context.attempt }))) return;
  const handle: RunHandle = {
    context,
    willRetry: (error) => !(error instanceof JobFailedError) && context.attempt < context.maxAttempts,
    progress: (progress, checkpoint, fields) => store.progress?.({ progress, checkpoint, fields, at: nowIso() }) ?? Promise.resolve(true),
  };
  let result: RunResult;
  try {
    result = await kind.run(record, handle, job);
  } catch (error) {
    if (handle.willRetry(error)) throw error;
    return fail(kind, store, record, error);
  }
  if (result.outcome === 'paused') return enqueueJob(kind.continuation?.(job) ?? job);
  if (result.outcome === 'step') return;
  if (result.outcome === 'ended') return jobEnded(kind, record, result.state);
  const at = nowIso();
  const state = result.state ?? 'finished';
  const fields = typeof result.fields === 'function' ? result.fields(at) : result.fields;
  if (await store.end({ state, at, fields, ...endFields(kind, state, at) })) await jobEnded(kind, record, state);
}

/** Cancels a job that has not ended (a cancelled job's later deliveries find it ended and do nothing); false when it already had. */
export async function cancelTracked<R>(
  kind: Pick<TrackedKind<never, R>, 'metricKind' | 'notify' | 'keepSeconds'>,
  store: Pick<TrackedStore, 'end'>,
  record: R,
): Promise<boolean> {
  const at = nowIso();
  if (!(await store.end({ state: 'cancelled', at, ...endFields(kind, 'cancelled', at) }))) return false;
  await jobEnded(kind, record, 'cancelled');
  return true;
}
