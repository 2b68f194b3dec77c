import type { JobView } from '@web/common/job-progress/job-view';
import type { ImportCounters, ImportJob, ImportState } from '@shared/schemas/imports';
import { percent } from '../file/file-check';

/** What became of the rows read, in the order the summary and its chart show them. */
export const OUTCOMES = ['imported', 'updated', 'unchanged', 'rejected', 'skipped'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Why rows were skipped (ImportCounters.skippedBy). */
export const SKIP_REASONS = ['duplicate', 'blacklisted', 'forgotten', 'existing', 'limit'] as const;

/** Queued or running: the page keeps asking how far it got. */
export const isImportActive = (state: ImportState): boolean => state === 'queued' || state === 'running';

/** An import as any job's progress: bytes read of the file; a locked import ended, not finished. */
export const importView = (job: ImportJob): JobView => ({
  phase: job.state === 'locked' ? 'stopped' : job.state,
  done: job.bytesRead,
  total: job.bytesTotal,
  failure: job.failure,
});

/** One slice per outcome that has rows (an empty slice only clutters the legend). */
export function outcomeSlices(counters: ImportCounters): { outcome: Outcome; value: number }[] {
  return OUTCOMES.map((outcome) => ({ outcome, value: counters[outcome] })).filter((s) => s.value > 0);
}

/** Skip reasons that happened, with their counts. */
export const skipBreakdown = (counters: ImportCounters) =>
  SKIP_REASONS.map((reason) => ({ reason, value: counters.skippedBy[reason] })).filter((s) => s.value > 0);

/** How far the background run has read its file, by bytes; a finished run is whole even when its total was not known. */
export function importProgress(job: Pick<ImportJob, 'state' | 'bytesRead' | 'bytesTotal'>): number {
  if (job.state === 'finished') return 100;
  return percent(job.bytesRead, job.bytesTotal);
}
