import type { ImportRowOutcome } from '@shared/schemas/imports';
import { fileStore } from '@functions/files/store';
import type { Job, JobContext } from '@functions/jobs/messages';
import { runTracked, type JobOutcome, type TrackedKind } from '@functions/jobs/tracked';
import { recordStore } from '@functions/jobs/tracked-repository';
import { failedRows, importOutcome, topReasons } from '@shared/rules/import-outcome';
import { notify, type ImportProblems } from '@functions/notifications/notify';
import { serverT } from '@functions/platform/i18n';
import { propertiesService } from '@functions/properties/service';
import { importRecords, importsRepository, sourceObjectKey, type ImportRecord } from './repository';
import { outcomeCounts } from './dto';
import { importLabels } from './report-labels';
import { runImport } from './run';

type ImportJobMessage = Extract<Job, { kind: 'import' }>;
type Source = AsyncIterable<Buffer> | Iterable<Buffer>;

/**
 * An import as a tracked job (functions/jobs/tracked.ts): each run resumes from the checkpoint its
 * batches committed (repository.progressItem), a run that nears the Lambda's limit pauses and the
 * model enqueues its continuation; a crash goes back to the queue, and the last attempt (or a broken
 * file) ends it failed with its report. Ended imports are kept (the list is the account's history).
 * `source`: the file's bytes when the caller has them (a manual import), else the uploaded object.
 */
export function importKind(
  options: { source?: Source; onRows?: (rows: readonly ImportRowOutcome[]) => void } = {},
): TrackedKind<ImportJobMessage, ImportRecord> {
  return {
    metricKind: 'import',
    failureCode: 'IMPORT_FAILED',
    async load(job) {
      const record = await importsRepository.get(job.accountId, job.importId);
      if (!record || (record.state !== 'queued' && record.state !== 'running') || (!options.source && !record.fileId)) return undefined;
      return record;
    },
    store: (job) => recordStore(importRecords, job.accountId, job.importId),
    run(record, handle) {
      const source = options.source ?? fileStore.ranges(sourceObjectKey(record.accountId, record.fileId!), record.bytesTotal);
      return runImport(record, source, { remainingMs: handle.context.remainingMs, willRetry: handle.willRetry, onRows: options.onRows });
    },
    /** A file import's starter is told how it ended (functions/notifications), from the record as it ended. */
    async notify(record, outcome) {
      if (record.source !== 'file') return;
      const ended = await importsRepository.get(record.accountId, record.id).catch(() => undefined);
      const problems = outcome === 'finished' && ended ? await problemsOf(ended) : undefined;
      await notify.importEnded(ended ?? record, outcome, { lockedUntil: ended?.lockedUntil, problems });
    },
  };
}

/** A finished import's problems as its e-mail tells them (none when it went clean). */
async function problemsOf(record: ImportRecord): Promise<ImportProblems | undefined> {
  const counts = outcomeCounts(record);
  if (importOutcome(counts) === 'clean') return undefined;
  const top = topReasons(record.reasons);
  const propsById = top.length ? await propertiesService.propsById(record.accountId) : new Map();
  return {
    failed: failedRows(counts),
    rows: record.rowsRead,
    reasons(language) {
      if (!top.length) return '';
      const t = serverT(language);
      const labels = importLabels({ language, propsById, mapping: record.options.mapping, columnCount: record.columnCount });
      const list = top.map(({ code, field, count }) =>
        field === undefined
          ? t('importReport.reasonCountNoField', { reason: labels.reason(code), count })
          : t('importReport.reasonCount', { reason: labels.reason(code, field), field: labels.field(field), count }),
      );
      return t('importReport.topReasons', { list: list.join('; ') });
    },
  };
}

const fileImport = importKind();

/** The jobs-queue runner of a file import. */
export const runImportJob = (job: ImportJobMessage, context: JobContext) => runTracked(fileImport, job, context);

/**
 * Runs an import to its end while the caller waits (a manual import, the benchmarks): one attempt,
 * no time limit. Answers how it ended ('skipped': it was not under way; 'paused' cannot happen without a limit).
 */
export async function executeImport(
  record: ImportRecord,
  source: Source,
  budget: { onRows?: (rows: readonly ImportRowOutcome[]) => void } = {},
): Promise<JobOutcome | 'running' | 'skipped'> {
  const job: ImportJobMessage = { kind: 'import', accountId: record.accountId, importId: record.id };
  await runTracked(importKind({ source, onRows: budget.onRows }), job, {
    attempt: 1,
    maxAttempts: 1,
    remainingMs: () => Number.POSITIVE_INFINITY,
  });
  const ended = await importsRepository.get(record.accountId, record.id);
  return ended?.state === 'queued' ? 'skipped' : ((ended?.state ?? 'skipped') as JobOutcome | 'running');
}
