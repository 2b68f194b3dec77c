import { lockUntil } from '@shared/rules/spam-traps';
import type { ImportRowOutcome } from '@shared/schemas/imports';
import { blacklistService } from '@functions/blacklist/service';
import { JobFailedError, type RunResult } from '@functions/jobs/tracked';
import { serverLanguage } from '@functions/platform/i18n';
import { logger } from '@functions/platform/logger';
import { propertiesService } from '@functions/properties/service';
import { audienceScope } from '@functions/segments/restriction';
import { subscriberAllowance } from '@functions/subscribers/limit';
import { recordsRepository } from '@functions/subscribers/records-repository';
import { usersRepository } from '@functions/users/repository';
import { createDbSink, type DbSink } from './db-sink';
import type { OverwriteOptions } from './overwrite';
import { ImportFileBrokenError, runPipeline, type DroppedRow, type PipelineSetup } from './pipeline';
import { openReportFiles, type ReportFiles } from './report';
import { importLabels, type ImportLabels } from './report-labels';
import { importsRepository, reportObjectKey, COUNTER_NAMES, type Counters, type ImportRecord, type ReportKeys } from './repository';
import { saveGrownLists } from './new-properties';
import { compileRowChecker } from './rows';
import { IMPORT_BASE_FIELDS } from '@shared/schemas/imports';

/**
 * One run of an import as a tracked job's work (functions/imports/job.ts puts it on the model): the
 * model claims the run, writes the end this answers, retries or fails, counts and notifies.
 */

/** Time a run keeps for its last batch, closing the report and enqueueing its continuation. */
export const STOP_MARGIN_MS = 90_000;

export interface RunBudget {
  remainingMs(): number;
  /** The model's decision (functions/jobs/tracked.ts): true when this error goes back to the queue for a retry. */
  willRetry(error: unknown): boolean;
  /** Also told every report row (the manual import answers them). */
  onRows?: (rows: readonly ImportRowOutcome[]) => void;
}

const countersOf = (record: ImportRecord): Counters => Object.fromEntries(COUNTER_NAMES.map((n) => [n, record[n] ?? 0])) as Counters;
const toOutcome = (d: DroppedRow): ImportRowOutcome => ({
  line: d.line,
  outcome: d.outcome,
  code: d.code,
  ...(d.field ? { field: d.field } : {}),
  row: d.fields,
});
const BASE = new Set<string>(IMPORT_BASE_FIELDS);

async function overwriteOptions(
  record: ImportRecord,
): Promise<{ options: OverwriteOptions; propsById: Awaited<ReturnType<typeof propertiesService.propsById>> }> {
  const propsById = await propertiesService.propsById(record.accountId);
  const o = record.options;
  return {
    propsById,
    options: {
      mode: o.mode,
      status: o.status,
      emailType: o.emailType,
      consents: o.consents,
      at: record.createdAt,
      mappedProps: new Set(o.mapping.map((m) => m.field).filter((f) => !BASE.has(f))),
      consentIds: new Set([...propsById.values()].filter((p) => p.type === 'spec_agr').map((p) => p.id)),
    },
  };
}

/** Adds the rows the database refused or skipped (kept in the table across runs) and closes the report. */
async function closeReport(record: ImportRecord, files: ReportFiles, budget: RunBudget): Promise<ReportKeys> {
  const fromDatabase = await importsRepository.rowOutcomes(record.accountId, record.id);
  budget.onRows?.(fromDatabase);
  await files.report.add(fromDatabase);
  return files.close();
}

/** The starter's language as their preference says now (notifications read it the same way); the first run fixes it. */
async function starterLanguage(record: ImportRecord): Promise<string | undefined> {
  if (record.language || !record.createdById) return record.language;
  return (await usersRepository.getUser(record.createdById).catch(() => undefined))?.prefs.language;
}

/**
 * What a run reads before the first row: the checker of the import's mapping, the blacklist, the
 * report's words, and the database sink from the checkpoint (with the reason counts so far).
 */
async function prepare(
  record: ImportRecord,
  budget: RunBudget,
): Promise<{ setup: PipelineSetup; sink: DbSink; labels: ImportLabels; grown: () => Map<string, string[]> }> {
  const { accountId, id } = record;
  const started = await importsRepository.runStarted(accountId, id, serverLanguage(await starterLanguage(record)));
  if (record.historyToClear?.length) {
    for (const sid of record.historyToClear)
      await recordsRepository.removeHistory(accountId, sid, (e) => e.actor.kind === 'import' && e.actor.importId === id);
    await importsRepository.historyCleared(accountId, id, record.checkpoint);
  }
  const [{ options, propsById }, ctx, blacklist, allowance, scope] = await Promise.all([
    overwriteOptions(record),
    propertiesService.valueContext(accountId),
    blacklistService.loadMatcher(accountId),
    subscriberAllowance(accountId),
    audienceScope(accountId, record.scopeSegmentIds),
  ]);
  const o = record.options;
  const check = compileRowChecker({
    mapping: o.mapping,
    propsById,
    contactRule: o.contactRule,
    columnCount: record.columnCount,
    utf8: o.encoding === 'utf-8',
    // A consent given as "yes" is dated by the import's start, the same in every run.
    ctx: { ...ctx, now: () => record.createdAt },
    listsGrow: new Set(o.listsGrow ?? []),
  });
  const sink = createDbSink({
    accountId,
    importId: id,
    options,
    actor: { kind: 'import', importId: id },
    checkpoint: record.checkpoint,
    counters: countersOf(record),
    reasons: started.reasons,
    bytesRead: record.bytesRead,
    scope,
    shouldStop: () => budget.remainingMs() < STOP_MARGIN_MS,
    // Read at every run's start, so a resumed run counts what the earlier runs added.
    room: allowance.room,
  });
  const labels = importLabels({ language: started.language, propsById, mapping: o.mapping, columnCount: record.columnCount });
  return {
    sink,
    labels,
    grown: check.grown,
    setup: { encoding: o.encoding, delimiter: o.delimiter, hasHeader: o.hasHeader, check, blacklist, resumeAfterLine: record.checkpoint },
  };
}

/**
 * A run that failed: back to the queue (the report dropped) while the model retries it, else the
 * import ends failed with its code and the report of what it did up to the failure. A broken file
 * fails the same way on every retry: it ends the import now, with what it names.
 */
async function failed(
  record: ImportRecord,
  files: ReportFiles | undefined,
  budget: RunBudget,
  error: unknown,
  sink: DbSink | undefined,
): Promise<never> {
  const broken = error instanceof ImportFileBrokenError;
  if (!broken && budget.willRetry(error)) {
    await files?.abort();
    throw error;
  }
  // The import ends here: the counters held back (db-sink.ts COMMIT_EVERY_MS) cover rows the report lists.
  await sink?.flush().catch((e: unknown) => logger.warn('import counters not flushed', { importId: record.id, error: e as Error }));
  if (broken) logger.info('import file broken', { accountId: record.accountId, importId: record.id, ...error.broken });
  const reportKeys = files ? await closeReport(record, files, budget).catch(() => undefined) : undefined;
  const { code, ...params } = broken ? error.broken : { code: 'IMPORT_FAILED' as const };
  throw new JobFailedError(Object.keys(params).length ? { code, params } : { code }, reportKeys ? { reportKeys } : undefined, {
    cause: broken ? undefined : error,
  });
}

/**
 * One run of an import, from its checkpoint: the file streams through the pipeline into the
 * database sink; a run that nears its time limit stops after a committed batch ('paused': the model
 * enqueues the continuation); the spam-trap rule ends it locked. Every run writes the report anew
 * (the file is read again from the start anyway, to rebuild the duplicate set), and only the run that
 * ends the import keeps it.
 */
export async function runImport(
  record: ImportRecord,
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  budget: RunBudget,
): Promise<RunResult> {
  const { accountId, id } = record;
  let files: ReportFiles | undefined;
  let dbSink: DbSink | undefined;
  let grownLists: (() => Map<string, string[]>) | undefined;
  try {
    const { setup, sink, labels, grown } = await prepare(record, budget);
    dbSink = sink;
    grownLists = grown;
    // The report's columns are named by the file's header row once the pipeline has read it.
    let fileHeader: readonly string[] | undefined;
    files = openReportFiles((encoding) => reportObjectKey(accountId, id, encoding), {
      header: () => labels.header(fileHeader),
      row: labels.row,
    });
    const r = files.report;
    const onHeader = (fields: readonly string[]) => (fileHeader = fields);
    const result = await runPipeline(source, { ...setup, onHeader }, sink, async (rows) => {
      const outcomes = rows.map(toOutcome);
      budget.onRows?.(outcomes);
      await r.add(outcomes);
    });
    if (!result.stopped) await sink.flush();
    // Values the rows added to lists this import created (new-properties.ts), saved by every run.
    await saveGrownLists(accountId, grown());
    if (sink.locked) {
      const until = lockUntil(new Date());
      await importsRepository.lock(accountId, until, id);
      const reportKeys = await closeReport(record, files, budget);
      return { outcome: 'finished', state: 'locked', fields: { lockedUntil: until, reportKeys } };
    }
    if (result.stopped) {
      await files.abort();
      return { outcome: 'paused' };
    }
    const reportKeys = await closeReport(record, files, budget);
    return { outcome: 'finished', fields: { bytesRead: record.bytesTotal, reportKeys } };
  } catch (error) {
    // The rows committed before the failure hold values of the lists this import created: the
    // definitions get them too (a failure to save them must not hide the import's own error).
    if (grownLists)
      await saveGrownLists(accountId, grownLists()).catch((e: unknown) =>
        logger.warn('import list values not saved', { importId: id, error: e as Error }),
      );
    return failed(record, files, budget, error, dbSink);
  }
}
