import { z } from 'zod';

/**
 * The tracked-job model's view of any background job (functions/jobs/tracked.ts): imports, exports,
 * segment calculations and estimates, later sending plans. Each kind's own API shape (ImportJob,
 * ExportJob, EstimateRun, a segment's state) carries these fields under the same names, so one
 * client component can show any job's progress; a kind may show more (counters, a result).
 */

/** queued → running → finished | failed | cancelled; the three ends are final. */
export const JOB_STATES = ['queued', 'running', 'finished', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_ENDS = ['finished', 'failed', 'cancelled'] as const;
export type JobEnd = (typeof JOB_ENDS)[number];
/** The ends kinds add: an import `locked` by the spam-trap rule, an export `expired` after its download days. */
export const JOB_STATUS_STATES = [...JOB_STATES, 'locked', 'expired'] as const;
export const isJobEnded = (state: string): boolean => state !== 'queued' && state !== 'running';

/** Work done of the work known: rows written of rows expected, pieces done of pieces. `total` 0: not known yet. */
export const JobProgress = z.object({ done: z.number().int().min(0), total: z.number().int().min(0) });
export type JobProgress = z.infer<typeof JobProgress>;

/** Why a job failed: a catalogue code (shared/error-codes) and what its message needs. */
export const JobFailure = z.object({ code: z.string(), params: z.record(z.string(), z.unknown()).optional() });
export type JobFailure = z.infer<typeof JobFailure>;

/** A job's status as the API shows it (each kind's response has at least these fields). */
export const JobStatus = z.object({
  id: z.string(),
  state: z.enum(JOB_STATUS_STATES),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  progress: JobProgress.optional(),
  failure: JobFailure.optional(),
});
export type JobStatus = z.infer<typeof JobStatus>;
