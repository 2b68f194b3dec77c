import { ulid } from 'ulid';
import { nextSftpRun } from '@shared/rules/sftp-tasks';
import { sftpFolderOf } from '@shared/rules/sftp-host';
import { SFTP_TASKS_MAX, type SftpImportTask, type SftpImportTaskBody, type SftpTaskRun } from '@shared/schemas/sftp-tasks';
import { accountSettings } from '@functions/accounts/settings-service';
import { enqueueJob } from '@functions/jobs/queue';
import { importSchemasRepository } from '@functions/imports/schemas-repository';
import type { DueRead } from '@functions/platform/due-index';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { sftpRepository } from './repository';
import { sftpTasksRepository, type SftpTaskRecord } from './tasks-repository';

/** Tasks one tick queues at most; the rest stay due for the next tick. */
const TASKS_PER_TICK = 200;

const toDto = ({ createdBy: _c, ...task }: SftpTaskRecord): SftpImportTask => task;

/**
 * Making, changing or running an import task is an import (the route's PERM_AIMPORT; the task
 * imports as its author), never by a user restricted to segments (it imports into the whole account).
 */
function mayImport(principal: Principal): void {
  refuseIfRestricted(principal);
}

async function serverOf(accountId: string, serverId: string) {
  const server = await sftpRepository.get(accountId, serverId);
  if (!server) throw new NotFoundError('SFTP_NOT_FOUND');
  return server;
}

async function taskOf(accountId: string, serverId: string, taskId: string): Promise<SftpTaskRecord> {
  const task = await sftpTasksRepository.get(accountId, taskId);
  if (!task || task.serverId !== serverId) throw new NotFoundError('SFTP_TASK_NOT_FOUND');
  return task;
}

/** The body's folder and schema, checked: an absolute folder, a schema of the account. */
async function checked(accountId: string, body: SftpImportTaskBody): Promise<{ folder?: string }> {
  const folder = body.folder === undefined ? undefined : sftpFolderOf(body.folder);
  if (body.folder !== undefined && !folder) throw ValidationError.field('folder', 'SFTP_INVALID_DATA');
  if (!(await importSchemasRepository.get(accountId, body.schemaId))) throw ValidationError.field('schemaId', 'IMPORT_SCHEMA_NOT_FOUND');
  return folder ? { folder } : {};
}

async function nextRunOf(
  accountId: string,
  body: Pick<SftpImportTaskBody, 'schedule' | 'active'>,
  now = new Date(),
): Promise<string | undefined> {
  if (!body.active) return undefined;
  return nextSftpRun(body.schedule, now, await accountSettings.timeZone(accountId)).toISOString();
}

/** A run's record, then its job: the runs log shows a queued run at once. */
async function queueRun(accountId: string, taskId: string, trigger: SftpTaskRun['trigger']): Promise<SftpTaskRun> {
  const run: SftpTaskRun = { id: ulid(), taskId, trigger, startedAt: nowIso(), files: [] };
  await sftpTasksRepository.putRun(accountId, run);
  await enqueueJob({ kind: 'sftp-import', accountId, taskId, runId: run.id });
  return run;
}

export const sftpTasksService = {
  async list(principal: Principal, serverId: string): Promise<{ items: SftpImportTask[]; max: number }> {
    await serverOf(principal.accountId, serverId);
    const tasks = (await sftpTasksRepository.list(principal.accountId)).filter((t) => t.serverId === serverId);
    return { items: tasks.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toDto), max: SFTP_TASKS_MAX };
  },

  async create(principal: Principal, serverId: string, body: SftpImportTaskBody): Promise<SftpImportTask> {
    mayImport(principal);
    const { accountId } = principal;
    await serverOf(accountId, serverId);
    const { folder } = await checked(accountId, body);
    const existing = (await sftpTasksRepository.list(accountId)).filter((t) => t.serverId === serverId);
    if (existing.length >= SFTP_TASKS_MAX) throw new ConflictError('SFTP_LIMIT_REACHED', { max: SFTP_TASKS_MAX });
    const at = nowIso();
    const nextRunAt = await nextRunOf(accountId, body);
    const { folder: _f, ...rest } = body;
    const task: SftpTaskRecord = {
      id: ulid(),
      serverId,
      kind: 'import',
      ...rest,
      ...(folder ? { folder } : {}),
      ...(nextRunAt ? { nextRunAt } : {}),
      createdAt: at,
      updatedAt: at,
      createdBy: principal.userId,
    };
    await sftpTasksRepository.put(accountId, task);
    return toDto(task);
  },

  /** Saves the settings; the editor becomes the task's author (it imports with their rights from then on). */
  async update(principal: Principal, serverId: string, taskId: string, body: SftpImportTaskBody): Promise<SftpImportTask> {
    mayImport(principal);
    const { accountId } = principal;
    const before = await taskOf(accountId, serverId, taskId);
    const { folder } = await checked(accountId, body);
    const nextRunAt = await nextRunOf(accountId, body);
    const { folder: _f, ...rest } = body;
    const task: SftpTaskRecord = {
      id: before.id,
      serverId,
      kind: 'import',
      ...rest,
      ...(folder ? { folder } : {}),
      ...(nextRunAt ? { nextRunAt } : {}),
      createdAt: before.createdAt,
      updatedAt: nowIso(),
      createdBy: principal.userId,
    };
    await sftpTasksRepository.put(accountId, task);
    return toDto(task);
  },

  async remove(principal: Principal, serverId: string, taskId: string): Promise<{ ok: true }> {
    refuseIfRestricted(principal);
    await taskOf(principal.accountId, serverId, taskId);
    if (!(await sftpTasksRepository.remove(principal.accountId, taskId))) throw new NotFoundError('SFTP_TASK_NOT_FOUND');
    return { ok: true };
  },

  /** "Run now": queues a run at once, whatever the schedule (an inactive task too: a manual try). */
  async runNow(principal: Principal, serverId: string, taskId: string): Promise<SftpTaskRun> {
    mayImport(principal);
    await taskOf(principal.accountId, serverId, taskId);
    return queueRun(principal.accountId, taskId, 'manual');
  },

  async runs(principal: Principal, serverId: string, taskId: string): Promise<{ items: SftpTaskRun[] }> {
    await taskOf(principal.accountId, serverId, taskId);
    return { items: await sftpTasksRepository.runs(principal.accountId, taskId) };
  },

  /** Task ids of the server (deleting a server that tasks use is refused). */
  async usedBy(accountId: string, serverId: string): Promise<string[]> {
    return (await sftpTasksRepository.list(accountId)).filter((t) => t.serverId === serverId).map((t) => t.id);
  },

  /**
   * The ticker's look: each due task moves on to its next run (once, however many ticks read it)
   * and queues a run. One account's trouble does not stop the others.
   */
  async tick(now: Date, read?: DueRead): Promise<number> {
    const due = await sftpTasksRepository.due(now.toISOString(), { ...read, max: read?.max ?? TASKS_PER_TICK });
    let queued = 0;
    for (const { accountId, id, dueAt } of due) {
      try {
        const task = await sftpTasksRepository.get(accountId, id);
        if (!task) continue;
        const next = nextSftpRun(task.schedule, now, await accountSettings.timeZone(accountId)).toISOString();
        if (!(await sftpTasksRepository.advance(accountId, id, dueAt, next))) continue;
        await queueRun(accountId, id, 'schedule');
        queued++;
      } catch (error) {
        logger.warn('sftp task not queued', { accountId, taskId: id, error: error as Error });
      }
    }
    return queued;
  },
};
