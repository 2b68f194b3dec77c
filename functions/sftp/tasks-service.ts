import { ulid } from 'ulid';
import { nextSftpRun } from '@shared/rules/sftp-tasks';
import { sftpFolderOf } from '@shared/rules/sftp-host';
import {
  SFTP_TASKS_MAX,
  type SftpExportTask,
  type SftpExportTaskBody,
  type SftpImportTask,
  type SftpImportTaskBody,
  type SftpTask,
  type SftpTaskRun,
} from '@shared/schemas/sftp-tasks';
import { accountSettings } from '@functions/accounts/settings-service';
import { knownExportFields } from '@functions/exports/service';
import { enqueueJob } from '@functions/jobs/queue';
import { importSchemasRepository } from '@functions/imports/schemas-repository';
import type { DueRead } from '@functions/platform/due-index';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { segmentsRepository } from '@functions/segments/repository';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { sftpRepository } from './repository';
import { sftpTasksRepository, type SftpExportTaskRecord, type SftpImportTaskRecord, type SftpTaskRecord } from './tasks-repository';

/** Tasks one tick queues at most; the rest stay due for the next tick. */
const TASKS_PER_TICK = 200;

function toDto(task: SftpImportTaskRecord): SftpImportTask;
function toDto(task: SftpExportTaskRecord): SftpExportTask;
function toDto(task: SftpTaskRecord): SftpTask;
function toDto({ createdBy: _c, ...task }: SftpTaskRecord): SftpTask {
  return task;
}

/**
 * Making, changing or running a task is an import's or an export's (the route's PERM_AIMPORT or
 * PERM_AEKSPORT; the task acts as its author), never by a user restricted to segments: it works on
 * the whole account, unattended, with a server outside it.
 */
function mayChange(principal: Principal): void {
  refuseIfRestricted(principal);
}

async function serverOf(accountId: string, serverId: string) {
  const server = await sftpRepository.get(accountId, serverId);
  if (!server) throw new NotFoundError('SFTP_NOT_FOUND');
  return server;
}

/** The server's task, of the kind asked for when one is (an import route never reaches an export task, nor the reverse). */
async function taskOf(accountId: string, serverId: string, taskId: string): Promise<SftpTaskRecord>;
async function taskOf<K extends SftpTask['kind']>(
  accountId: string,
  serverId: string,
  taskId: string,
  kind: K,
): Promise<Extract<SftpTaskRecord, { kind: K }>>;
async function taskOf(accountId: string, serverId: string, taskId: string, kind?: SftpTask['kind']): Promise<SftpTaskRecord> {
  const task = await sftpTasksRepository.get(accountId, taskId);
  if (!task || task.serverId !== serverId || (kind && task.kind !== kind)) throw new NotFoundError('SFTP_TASK_NOT_FOUND');
  return task;
}

async function roomFor(accountId: string, serverId: string): Promise<void> {
  const existing = (await sftpTasksRepository.list(accountId)).filter((t) => t.serverId === serverId);
  if (existing.length >= SFTP_TASKS_MAX) throw new ConflictError('SFTP_LIMIT_REACHED', { max: SFTP_TASKS_MAX });
}

const folderOf = (body: { folder?: string }): { folder?: string } => {
  const folder = body.folder === undefined ? undefined : sftpFolderOf(body.folder);
  if (body.folder !== undefined && !folder) throw ValidationError.field('folder', 'SFTP_INVALID_DATA');
  return folder ? { folder } : {};
};

/** The body's folder and schema, checked: an absolute folder, a schema of the account. */
async function checked(accountId: string, body: SftpImportTaskBody): Promise<{ folder?: string }> {
  const folder = folderOf(body);
  if (!(await importSchemasRepository.get(accountId, body.schemaId))) throw ValidationError.field('schemaId', 'IMPORT_SCHEMA_NOT_FOUND');
  return folder;
}

/**
 * An export task's body, checked: an absolute folder, fields of the account, a segment of it. The
 * segment's audience is not required yet: each run exports it as calculated then (or fails with its code).
 */
async function checkedExport(accountId: string, body: SftpExportTaskBody): Promise<{ folder?: string; fields: string[] }> {
  const folder = folderOf(body);
  const fields = await knownExportFields(accountId, body.fields);
  if (body.audience.kind === 'segment' && !(await segmentsRepository.get(accountId, body.audience.segmentId)))
    throw ValidationError.field('audience.segmentId', 'SEGMENT_NOT_FOUND');
  return { ...folder, fields };
}

async function nextRunOf(
  accountId: string,
  body: Pick<SftpImportTaskBody | SftpExportTaskBody, 'schedule' | 'active'>,
  now = new Date(),
): Promise<string | undefined> {
  if (!body.active) return undefined;
  return nextSftpRun(body.schedule, now, await accountSettings.timeZone(accountId)).toISOString();
}

/** A run's record, then its job: the runs log shows a queued run at once. */
async function queueRun(accountId: string, task: Pick<SftpTask, 'id' | 'kind'>, trigger: SftpTaskRun['trigger']): Promise<SftpTaskRun> {
  const run: SftpTaskRun = { id: ulid(), taskId: task.id, trigger, startedAt: nowIso(), files: [] };
  await sftpTasksRepository.putRun(accountId, run);
  await enqueueJob({ kind: task.kind === 'export' ? 'sftp-export' : 'sftp-import', accountId, taskId: task.id, runId: run.id });
  return run;
}

/** A task's stored form from its body: the author is whoever saved it last (it acts with their rights from then on). */
async function record<T extends SftpTaskRecord>(
  principal: Principal,
  fields: Omit<T, 'nextRunAt' | 'createdAt' | 'updatedAt' | 'createdBy'>,
  before?: SftpTaskRecord,
): Promise<T> {
  const nextRunAt = await nextRunOf(principal.accountId, fields);
  const at = nowIso();
  return {
    ...fields,
    ...(nextRunAt ? { nextRunAt } : {}),
    createdAt: before?.createdAt ?? at,
    updatedAt: at,
    createdBy: principal.userId,
  } as T;
}

export const sftpTasksService = {
  async list(principal: Principal, serverId: string): Promise<{ items: SftpTask[]; max: number }> {
    await serverOf(principal.accountId, serverId);
    const tasks = (await sftpTasksRepository.list(principal.accountId)).filter((t) => t.serverId === serverId);
    return { items: tasks.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((t) => toDto(t)), max: SFTP_TASKS_MAX };
  },

  async create(principal: Principal, serverId: string, body: SftpImportTaskBody): Promise<SftpImportTask> {
    mayChange(principal);
    await serverOf(principal.accountId, serverId);
    const checkedFields = await checked(principal.accountId, body);
    await roomFor(principal.accountId, serverId);
    const { folder: _f, ...rest } = body;
    const task = await record<SftpImportTaskRecord>(principal, { id: ulid(), serverId, kind: 'import', ...rest, ...checkedFields });
    await sftpTasksRepository.put(principal.accountId, task);
    return toDto(task);
  },

  async update(principal: Principal, serverId: string, taskId: string, body: SftpImportTaskBody): Promise<SftpImportTask> {
    mayChange(principal);
    const before = await taskOf(principal.accountId, serverId, taskId, 'import');
    const checkedFields = await checked(principal.accountId, body);
    const { folder: _f, ...rest } = body;
    const task = await record<SftpImportTaskRecord>(
      principal,
      { id: before.id, serverId, kind: 'import', ...rest, ...checkedFields },
      before,
    );
    await sftpTasksRepository.put(principal.accountId, task);
    return toDto(task);
  },

  async createExport(principal: Principal, serverId: string, body: SftpExportTaskBody): Promise<SftpExportTask> {
    mayChange(principal);
    await serverOf(principal.accountId, serverId);
    const checkedFields = await checkedExport(principal.accountId, body);
    await roomFor(principal.accountId, serverId);
    const { folder: _f, ...rest } = body;
    const task = await record<SftpExportTaskRecord>(principal, { id: ulid(), serverId, kind: 'export', ...rest, ...checkedFields });
    await sftpTasksRepository.put(principal.accountId, task);
    return toDto(task);
  },

  async updateExport(principal: Principal, serverId: string, taskId: string, body: SftpExportTaskBody): Promise<SftpExportTask> {
    mayChange(principal);
    const before = await taskOf(principal.accountId, serverId, taskId, 'export');
    const checkedFields = await checkedExport(principal.accountId, body);
    const { folder: _f, ...rest } = body;
    const task = await record<SftpExportTaskRecord>(
      principal,
      { id: before.id, serverId, kind: 'export', ...rest, ...checkedFields },
      before,
    );
    await sftpTasksRepository.put(principal.accountId, task);
    return toDto(task);
  },

  async remove(principal: Principal, serverId: string, taskId: string, kind: SftpTask['kind']): Promise<{ ok: true }> {
    mayChange(principal);
    await taskOf(principal.accountId, serverId, taskId, kind);
    if (!(await sftpTasksRepository.remove(principal.accountId, taskId))) throw new NotFoundError('SFTP_TASK_NOT_FOUND');
    return { ok: true };
  },

  /** "Run now": queues a run at once, whatever the schedule (an inactive task too: a manual try). */
  async runNow(principal: Principal, serverId: string, taskId: string, kind: SftpTask['kind']): Promise<SftpTaskRun> {
    mayChange(principal);
    return queueRun(principal.accountId, await taskOf(principal.accountId, serverId, taskId, kind), 'manual');
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
        await queueRun(accountId, task, 'schedule');
        queued++;
      } catch (error) {
        logger.warn('sftp task not queued', { accountId, taskId: id, error: error as Error });
      }
    }
    return queued;
  },
};
