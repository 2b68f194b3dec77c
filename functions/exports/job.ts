import { once } from 'node:events';
import { EXPORT_EXPIRY_DAYS } from '@shared/schemas/exports';
import { fileStore } from '@functions/files/store';
import type { Job, JobContext } from '@functions/jobs/messages';
import { enqueueJob } from '@functions/jobs/queue';
import { JobFailedError, runTracked, type RunHandle, type TrackedKind } from '@functions/jobs/tracked';
import { recordStore } from '@functions/jobs/tracked-repository';
import { notify } from '@functions/notifications/notify';
import { propertiesService } from '@functions/properties/service';
import { audienceSource } from './audience';
import { exportColumns, exportCsv } from './csv';
import { exportObjectKey, exportRecords, exportsRepository, type ExportRecord } from './repository';

/** Progress is saved every this many rows. */
const PROGRESS_EVERY = 1000;
/** An export must finish within one run (millions of rows take minutes); this much is kept to close it. */
const STOP_MARGIN_MS = 30_000;

async function write(record: ExportRecord, handle: RunHandle): Promise<{ rows: number; bytes: number; key: string }> {
  const { accountId, id } = record;
  const source = audienceSource(accountId, record.audience, record.scopeSegmentIds);
  const columns = exportColumns(record.fields, await propertiesService.propsById(accountId));
  const key = exportObjectKey(accountId, id);
  const writer = fileStore.writer(key, `text/csv; charset=${record.encoding}`);
  const { csv, out } = exportCsv(record.encoding);
  let bytes = 0;
  out.on('data', (chunk: Buffer) => (bytes += chunk.length));
  out.pipe(writer.stream);
  let rows = 0;
  try {
    if (record.header) csv.write(columns.map((c) => c.title));
    for await (const page of source.pages()) {
      // A retry would start over and stop here again: the export ends failed now.
      if (handle.context.remainingMs() < STOP_MARGIN_MS) throw new JobFailedError({ code: 'EXPORT_FAILED' });
      for (const subscriber of page) {
        if (!csv.write(columns.map((c) => c.read(subscriber)))) await once(csv, 'drain');
        rows++;
        if (rows % PROGRESS_EVERY === 0)
          await handle.progress({ done: rows, total: record.rowsExpected }, undefined, { rowsWritten: rows });
      }
    }
    csv.end();
    await once(out, 'end');
    await writer.done();
    return { rows, bytes, key };
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

type ExportJobMessage = Extract<Job, { kind: 'export' }>;

/**
 * An export as a tracked job: streams the audience through csv-stringify (and iconv-lite) into an
 * S3 multipart upload (lib-storage), saving progress as it goes. A retry starts over (rowsWritten
 * back to 0). The file is downloadable EXPORT_EXPIRY_DAYS (expiresAt; then it reads `expired`, and
 * the record stays in the list as such: no TTL on it). Its requester is told when it is ready.
 */
export const exportJob: TrackedKind<ExportJobMessage, ExportRecord> = {
  metricKind: 'export',
  failureCode: 'EXPORT_FAILED',
  async load(job) {
    const record = await exportsRepository.get(job.accountId, job.exportId);
    if (!record || (record.state !== 'queued' && record.state !== 'running')) return undefined;
    return { ...record, rowsExpected: await audienceSource(record.accountId, record.audience, record.scopeSegmentIds).expected() };
  },
  store: (job, record) => recordStore(exportRecords, job.accountId, job.exportId, { rowsWritten: 0, rowsExpected: record.rowsExpected }),
  async run(record, handle) {
    const { rows, bytes, key } = await write(record, handle);
    return {
      outcome: 'finished',
      // Counted from the end the record shows (finishedAt), not from a moment before it.
      fields: (endedAt) => ({
        rowsWritten: rows,
        bytes,
        objectKey: key,
        progress: { done: rows, total: record.rowsExpected },
        expiresAt: new Date(Date.parse(endedAt) + EXPORT_EXPIRY_DAYS * 86400_000).toISOString(),
      }),
    };
  },
  async notify(record, outcome) {
    // A job's export is the job's to take on, whatever the outcome; no one is waiting for an e-mail.
    if (record.followUp) return enqueueJob(record.followUp);
    if (outcome !== 'finished') return;
    const ended = await exportsRepository.get(record.accountId, record.id);
    await notify.exportReady({ ...record, rowsWritten: ended?.rowsWritten ?? 0 });
  },
};

export const runExportJob = (job: ExportJobMessage, context: JobContext) => runTracked(exportJob, job, context);
