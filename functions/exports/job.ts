import { once } from 'node:events';
import { EXPORT_EXPIRY_DAYS } from '@shared/schemas/exports';
import { fileStore } from '@functions/files/store';
import type { Job, JobContext } from '@functions/jobs/messages';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import { notify } from '@functions/notifications/notify';
import { propertiesService } from '@functions/properties/service';
import { audienceSource } from './audience';
import { exportColumns, exportCsv } from './csv';
import { exportObjectKey, exportsRepository, type ExportRecord } from './repository';

/** Progress is saved every this many rows. */
const PROGRESS_EVERY = 1000;
/** An export must finish within one run (millions of rows take minutes); this much is kept to close it. */
const STOP_MARGIN_MS = 30_000;

class OutOfTime extends Error {}

async function write(record: ExportRecord, context: JobContext): Promise<{ rows: number; bytes: number; key: string }> {
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
      if (context.remainingMs() < STOP_MARGIN_MS) throw new OutOfTime();
      for (const subscriber of page) {
        if (!csv.write(columns.map((c) => c.read(subscriber)))) await once(csv, 'drain');
        rows++;
        if (rows % PROGRESS_EVERY === 0) await exportsRepository.progress(accountId, id, rows);
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

/**
 * The jobs-queue runner of an export: streams the audience through csv-stringify (and iconv-lite)
 * into an S3 multipart upload (lib-storage), saving progress as it goes. A retry starts over.
 */
export async function runExportJob(job: Extract<Job, { kind: 'export' }>, context: JobContext): Promise<void> {
  const record = await exportsRepository.get(job.accountId, job.exportId);
  if (!record || (record.state !== 'queued' && record.state !== 'running')) return;
  const expected = await audienceSource(record.accountId, record.audience, record.scopeSegmentIds).expected();
  if (!(await exportsRepository.markRunning(record.accountId, record.id, nowIso(), expected))) return;
  let finished: number | undefined;
  try {
    const { rows, bytes, key } = await write(record, context);
    const at = new Date();
    await exportsRepository.finish(record.accountId, record.id, {
      state: 'finished', finishedAt: at.toISOString(), rowsWritten: rows, bytes, objectKey: key,
      expiresAt: new Date(at.getTime() + EXPORT_EXPIRY_DAYS * 86400_000).toISOString(),
    });
    // Outside the try below: the export is done, and a notification never fails (nor retries) it.
    finished = rows;
  } catch (error) {
    if (!(error instanceof OutOfTime) && context.attempt < context.maxAttempts) throw error;
    logger.error('export failed', { accountId: record.accountId, exportId: record.id, error: error as Error });
    await exportsRepository.finish(record.accountId, record.id, { state: 'failed', finishedAt: nowIso(), failure: { code: 'EXPORT_FAILED' } });
  }
  countMetric('Jobs', { kind: 'export', outcome: finished === undefined ? 'failed' : 'finished' });
  if (finished !== undefined) await notify.exportReady({ ...record, rowsWritten: finished });
}
