import { columnOfField, importOutcome, topReasons, type OutcomeCounts } from '@shared/rules/import-outcome';
import { IMPORT_ENCODINGS, type ImportJob } from '@shared/schemas/imports';
import { authorLabel } from '@functions/users/labels';
import type { ImportRecord, ReportKeys } from './repository';

/** The report's objects by encoding; one from before reports came in two encodings is UTF-8 only. */
export function reportKeys(r: ImportRecord): ReportKeys {
  return r.reportKeys ?? (r.reportKey ? { 'utf-8': r.reportKey } : {});
}
const reportEncodings = (r: ImportRecord) => IMPORT_ENCODINGS.filter((e) => reportKeys(r)[e]);

/** The counts an import's outcome is judged by (shared/rules/import-outcome.ts). */
export const outcomeCounts = (r: ImportRecord): OutcomeCounts => ({
  rowsRead: r.rowsRead,
  rejected: r.rejected,
  skippedLimit: r.skippedLimit ?? 0,
});

/**
 * How an ended import went (shared/rules/import-outcome.ts): the outcome of a finished one, and the
 * most common reasons rows were not taken, for any that ended with some (a failed or locked import too).
 */
function result(r: ImportRecord): Pick<ImportJob, 'outcome' | 'topReasons'> {
  if (r.state === 'queued' || r.state === 'running') return {};
  const top = topReasons(r.reasons, (field) => columnOfField(field, r.options.mapping));
  return {
    ...(r.state === 'finished' ? { outcome: importOutcome(outcomeCounts(r)) } : {}),
    ...(top.length ? { topReasons: top } : {}),
  };
}

/** An import as the API shows it (the schema strips anything else); `authors` from authorEmails. */
export function toImportJob(r: ImportRecord, authors: ReadonlyMap<string, string>): ImportJob {
  return {
    id: r.id,
    source: r.source,
    ...(r.fileName ? { fileName: r.fileName } : {}),
    state: r.state,
    createdAt: r.createdAt,
    createdBy: authorLabel(authors, r),
    ...(r.startedAt ? { startedAt: r.startedAt } : {}),
    ...(r.finishedAt ? { finishedAt: r.finishedAt } : {}),
    counters: {
      rowsRead: r.rowsRead,
      imported: r.imported,
      updated: r.updated,
      unchanged: r.unchanged,
      rejected: r.rejected,
      skipped: r.skipped,
      skippedBy: {
        duplicate: r.skippedDuplicate,
        blacklisted: r.skippedBlacklisted,
        forgotten: r.skippedForgotten,
        existing: r.skippedExisting,
        // Imports from before the plan's limit was enforced have no such counter.
        limit: r.skippedLimit ?? 0,
      },
      spamTraps: r.spamTraps,
    },
    bytesRead: r.bytesRead,
    bytesTotal: r.bytesTotal,
    progress: { done: r.bytesRead, total: r.bytesTotal },
    options: r.options,
    ...(r.lockedUntil ? { lockedUntil: r.lockedUntil } : {}),
    ...(r.failure ? { failure: r.failure } : {}),
    ...result(r),
    hasReport: reportEncodings(r).length > 0,
    reportEncodings: reportEncodings(r),
  };
}
