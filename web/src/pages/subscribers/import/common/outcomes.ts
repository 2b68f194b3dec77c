import type { JobView } from '@web/common/job-progress/job-view';
import type { ImportCounters, ImportEncoding, ImportJob, ImportState } from '@shared/schemas/imports';

/** What became of the rows read, in the order the summary and its chart show them. */
export const OUTCOMES = ['imported', 'updated', 'unchanged', 'rejected', 'skipped'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Why rows were skipped (ImportCounters.skippedBy). */
export const SKIP_REASONS = ['duplicate', 'blacklisted', 'forgotten', 'existing', 'limit'] as const;

/** Queued or running: the page keeps asking how far it got. */
export const isImportActive = (state: ImportState): boolean => state === 'queued' || state === 'running';

/**
 * An import as any job's progress: the tracked-job model's progress when the server gives it (it
 * moves batch by batch, even for a small file), else bytes read of the file; a locked import
 * ended, not finished.
 */
export const importView = (job: ImportJob): JobView => {
  const tracked = job.progress && job.progress.total > 0 ? job.progress : undefined;
  return {
    phase: job.state === 'locked' ? 'stopped' : job.state,
    done: tracked ? tracked.done : job.bytesRead,
    total: tracked ? tracked.total : job.bytesTotal,
    failure: job.failure,
  };
};

/** How the list and the page name where an import stands: a finished one that rejected most rows is not a green "finished". */
export type ImportStatus = { type: 'pending' | 'in-progress' | 'success' | 'warning' | 'error'; key: ImportState | 'problems' };

export function importStatus(job: Pick<ImportJob, 'state' | 'outcome'>): ImportStatus {
  switch (job.state) {
    case 'queued':
      return { type: 'pending', key: 'queued' };
    case 'running':
      return { type: 'in-progress', key: 'running' };
    case 'finished':
      return job.outcome === 'problems' ? { type: 'warning', key: 'problems' } : { type: 'success', key: 'finished' };
    case 'failed':
      return { type: 'error', key: 'failed' };
    case 'locked':
      return { type: 'warning', key: 'locked' };
  }
}

/** The report's format for the user's language: Windows-1250 with semicolons for Excel in Polish, UTF-8 with commas otherwise. */
export function defaultReportEncoding(language: string, available: readonly ImportEncoding[]): ImportEncoding {
  const preferred: ImportEncoding = language.startsWith('pl') ? 'windows-1250' : 'utf-8';
  return available.includes(preferred) ? preferred : (available[0] ?? 'utf-8');
}

/** One slice per outcome that has rows (an empty slice only clutters the legend). */
export function outcomeSlices(counters: ImportCounters): { outcome: Outcome; value: number }[] {
  return OUTCOMES.map((outcome) => ({ outcome, value: counters[outcome] })).filter((s) => s.value > 0);
}

/** Skip reasons that happened, with their counts. */
export const skipBreakdown = (counters: ImportCounters) =>
  SKIP_REASONS.map((reason) => ({ reason, value: counters.skippedBy[reason] })).filter((s) => s.value > 0);
