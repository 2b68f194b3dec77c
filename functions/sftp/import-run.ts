import type { SFTPWrapper } from 'ssh2';
import { ulid } from 'ulid';
import { filesToTake, ledgerKey, type RemoteFile } from '@shared/rules/sftp-tasks';
import { IMPORT_MAX_BYTES, StartImportBody } from '@shared/schemas/imports';
import { SFTP_FILES_PER_RUN, type SftpTaskRun } from '@shared/schemas/sftp-tasks';
import type { Job } from '@functions/jobs/messages';
import { fileStore } from '@functions/files/store';
import { importsRepository, sourceObjectKey } from '@functions/imports/repository';
import { importSchemasRepository } from '@functions/imports/schemas-repository';
import { importsService } from '@functions/imports/service';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { listFolder } from './connect';
import { RunFailure, runFailureCode, sftpCall, taskAuthor, taskSession } from './run-support';
import { sftpTasksRepository, type SftpImportTaskRecord } from './tasks-repository';

type SftpImportJob = Extract<Job, { kind: 'sftp-import' }>;

/** The remote file streamed into the import upload location, as a browser's PUT would land it. */
async function landFile(sftp: SFTPWrapper, path: string, accountId: string, fileId: string): Promise<void> {
  const writer = fileStore.writer(sourceObjectKey(accountId, fileId), 'text/csv');
  try {
    await new Promise<void>((resolve, reject) => {
      const source = sftp.createReadStream(path);
      source.on('error', reject);
      writer.stream.on('error', reject);
      source.on('end', () => resolve());
      source.pipe(writer.stream, { end: false });
    });
    await writer.done();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}

/** Moves the file to the task's subfolder (made when missing) or renames it with `.imported`. */
async function putAway(sftp: SFTPWrapper, folder: string, name: string, task: SftpImportTaskRecord): Promise<void> {
  const from = `${folder}/${name}`;
  if (task.afterImport.kind === 'rename') return sftpCall<void>((done) => sftp.rename(from, `${from}.imported`, done));
  const target = `${folder}/${task.afterImport.folder.replace(/^\/+|\/+$/g, '')}`;
  await sftpCall<void>((done) => sftp.mkdir(target, done)).catch(() => undefined);
  await sftpCall<void>((done) => sftp.rename(from, `${target}/${name}`, done));
}

/**
 * One run of an import task: lists the folder, takes the new matching files (the rules in
 * shared/rules/sftp-tasks.ts), lands each where a web upload lands and starts an import of it with
 * the saved schema through the imports service (validation, row report, progress as any import),
 * records it in the ledger and only then moves or renames it. A file whose import cannot start
 * stays where it is and the run records its code.
 */
async function importFiles(accountId: string, task: SftpImportTaskRecord, run: SftpTaskRun): Promise<void> {
  const principal = await taskAuthor(accountId, task, 'PERM_AIMPORT', 'SFTP_IMPORT_NOT_ALLOWED');
  const schema = await importSchemasRepository.get(accountId, task.schemaId);
  if (!schema) throw new RunFailure('IMPORT_SCHEMA_NOT_FOUND');
  const { session, folder } = await taskSession(accountId, task);
  try {
    const entries = await listFolder(session.sftp, folder || '/');
    const remote: RemoteFile[] = entries.map((e) => ({
      name: e.filename,
      size: e.attrs.size,
      mtime: e.attrs.mtime,
      isFile: e.attrs.isFile(),
    }));
    const taken = await sftpTasksRepository.taken(accountId, task.id);
    for (const file of filesToTake(remote, task.pattern, taken, SFTP_FILES_PER_RUN)) {
      const entry: SftpTaskRun['files'][number] = { name: file.name, size: file.size };
      run.files.push(entry);
      try {
        if (file.size > IMPORT_MAX_BYTES) throw new RunFailure('FILE_SIZE_EXCEEDED');
        const fileId = ulid();
        await importsRepository.putFile(accountId, {
          id: fileId,
          name: file.name,
          size: file.size,
          createdAt: nowIso(),
          createdById: principal.userId,
        });
        await landFile(session.sftp, `${folder}/${file.name}`, accountId, fileId);
        const body = StartImportBody.parse({ fileId, mapping: schema.mapping, hasHeader: schema.hasHeader, mode: task.mode });
        const started = await importsService.start(principal, body);
        entry.importId = started.id;
        await sftpTasksRepository.recordTaken(accountId, task.id, ledgerKey(file), started.id);
      } catch (error) {
        entry.error = runFailureCode(error);
        logger.info('sftp.import.file', { accountId, taskId: task.id, file: file.name, code: entry.error, error: error as Error });
        continue;
      }
      // Taken already: a file that cannot be moved is not imported twice (the ledger holds it).
      await putAway(session.sftp, folder, file.name, task).catch((error: unknown) =>
        logger.warn('sftp.import.putAway', { accountId, taskId: task.id, file: file.name, error: error as Error }),
      );
    }
  } finally {
    session.close();
  }
}

export async function runSftpImportJob(job: SftpImportJob): Promise<void> {
  const { accountId, taskId, runId } = job;
  const run = await sftpTasksRepository.getRun(accountId, taskId, runId);
  if (!run || run.finishedAt) return;
  const task = await sftpTasksRepository.get(accountId, taskId);
  run.files = [];
  try {
    if (task?.kind !== 'import') throw new RunFailure('SFTP_TASK_NOT_FOUND');
    await importFiles(accountId, task, run);
  } catch (error) {
    run.error = runFailureCode(error);
    logger.info('sftp.import.run', { accountId, taskId, code: run.error, error: error as Error });
  }
  await sftpTasksRepository.putRun(accountId, { ...run, finishedAt: nowIso() });
}
