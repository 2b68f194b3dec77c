import type { SFTPWrapper } from 'ssh2';
import { exportFileName } from '@shared/rules/sftp-tasks';
import type { SftpTaskRun } from '@shared/schemas/sftp-tasks';
import { accountSettings } from '@functions/accounts/settings-service';
import { exportsRepository, type ExportRecord } from '@functions/exports/repository';
import { exportsService } from '@functions/exports/service';
import { fileStore } from '@functions/files/store';
import type { Job } from '@functions/jobs/messages';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { RunFailure, runFailureCode, sftpCall, taskAuthor, taskSession } from './run-support';
import { sftpTasksRepository, type SftpExportTaskRecord } from './tasks-repository';

type SftpExportJob = Extract<Job, { kind: 'sftp-export' }>;

/** The file's bytes written under `temporary`, range by range as the export's object holds them. */
async function writeFile(sftp: SFTPWrapper, temporary: string, record: ExportRecord): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const target = sftp.createWriteStream(temporary);
    target.on('error', reject);
    target.on('close', () => resolve());
    void (async () => {
      for await (const chunk of fileStore.ranges(record.objectKey!, record.bytes ?? 0))
        if (!target.write(chunk)) await new Promise((drained) => target.once('drain', drained));
      target.end();
    })().catch(reject);
  });
}

/**
 * Writes the finished export to the task's folder under a hidden temporary name and only then
 * renames it, so whoever reads the folder never takes a half-written file. A file of the same name
 * is replaced (SFTP's rename does not overwrite everywhere: the old one is removed first).
 */
async function upload(accountId: string, task: SftpExportTaskRecord, name: string, record: ExportRecord): Promise<void> {
  const { session, folder } = await taskSession(accountId, task);
  const final = `${folder}/${name}`;
  const temporary = `${folder}/.${name}.part`;
  const { sftp } = session;
  try {
    try {
      await writeFile(sftp, temporary, record);
      await sftpCall<void>((done) => sftp.rename(temporary, final, done)).catch(async () => {
        await sftpCall<void>((done) => sftp.unlink(final, done)).catch(() => undefined);
        await sftpCall<void>((done) => sftp.rename(temporary, final, done));
      });
    } catch (error) {
      logger.info('sftp.export.write', { accountId, taskId: task.id, file: name, error: error as Error });
      await sftpCall<void>((done) => sftp.unlink(temporary, done)).catch(() => undefined);
      throw new RunFailure('SFTP_WRITE_FAILED');
    }
  } finally {
    session.close();
  }
}

/**
 * A run of an export task, in two calls of one job kind. The first starts an export through the
 * exports service as the task's author (their rights and restriction now; the export shows on the
 * export page and its id is the run's, so a repeated start finds it instead of starting another).
 * The export's end queues the second, which writes the finished file to the server and ends the run.
 */
export async function runSftpExportJob(job: SftpExportJob): Promise<void> {
  const { accountId, taskId, runId } = job;
  const run = await sftpTasksRepository.getRun(accountId, taskId, runId);
  if (!run || run.finishedAt) return;
  const finish = (fields: Partial<SftpTaskRun>) => sftpTasksRepository.putRun(accountId, { ...run, ...fields, finishedAt: nowIso() });
  try {
    const task = await sftpTasksRepository.get(accountId, taskId);
    if (task?.kind !== 'export') throw new RunFailure('SFTP_TASK_NOT_FOUND');
    const name = exportFileName(task.fileName, new Date(run.startedAt), await accountSettings.timeZone(accountId));
    const record = await exportsRepository.get(accountId, run.id);
    if (!record) {
      const principal = await taskAuthor(accountId, task, 'PERM_AEKSPORT', 'SFTP_EXPORT_NOT_ALLOWED');
      const { audience, fields, encoding, header } = task;
      await exportsService.start(principal, { audience, fields, encoding, header }, { id: run.id, title: name, followUp: job });
      await sftpTasksRepository.putRun(accountId, { ...run, exportId: run.id });
      return;
    }
    if (record.state === 'queued' || record.state === 'running') return;
    if (record.state === 'failed') throw new RunFailure(record.failure?.code ?? 'EXPORT_FAILED');
    await upload(accountId, task, name, record);
    await finish({ exportId: run.id, files: [{ name, size: record.bytes ?? 0, exportId: run.id }] });
  } catch (error) {
    const code = runFailureCode(error);
    logger.info('sftp.export.run', { accountId, taskId, code, error: error as Error });
    await finish({ error: code });
  }
}
