import { enqueueJob } from '@functions/jobs/queue';
import type { Job, JobContext } from '@functions/jobs/messages';
import { fileStore } from '@functions/files/store';
import { importsRepository, sourceObjectKey } from './repository';
import { executeImport } from './run';

/**
 * The jobs-queue runner of a file import: runs it from its checkpoint; a run that stops before the
 * Lambda's limit enqueues its continuation. A crash leaves the message to SQS: the retry resumes
 * from the checkpoint, and the last attempt ends the import failed with its report.
 */
export async function runImportJob(job: Extract<Job, { kind: 'import' }>, context: JobContext): Promise<void> {
  const record = await importsRepository.get(job.accountId, job.importId);
  if (!record || (record.state !== 'queued' && record.state !== 'running') || !record.fileId) return;
  const source = fileStore.ranges(sourceObjectKey(record.accountId, record.fileId), record.bytesTotal);
  const outcome = await executeImport(record, source, { remainingMs: context.remainingMs, lastAttempt: context.attempt >= context.maxAttempts });
  if (outcome === 'paused') await enqueueJob(job);
}
