import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { SFTP_RUN_DAYS, type SftpTask, type SftpTaskRun } from '@shared/schemas/sftp-tasks';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { advanceDue, readDue, type DueRead } from '@functions/platform/due-index';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';

const ttlIn = (days: number) => epochSeconds() + days * 86400;

/** A task as stored: who made it (a run imports or exports as them, with their permissions at run time). */
export type SftpTaskRecord = SftpTask & { createdBy: string };
export type SftpImportTaskRecord = Extract<SftpTaskRecord, { kind: 'import' }>;
export type SftpExportTaskRecord = Extract<SftpTaskRecord, { kind: 'export' }>;

const strip = <T>({ pk: _pk, sk: _sk, ttl: _t, dueShard: _d, dueAt: _a, ...rest }: Record<string, unknown>) => rest as unknown as T;
const table = () => config.appTable;

async function range(pk: string, prefix: string, newestFirst = false, limit?: number): Promise<Record<string, unknown>[]> {
  const out = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
      ConsistentRead: true,
      ScanIndexForward: !newestFirst,
      ...(limit ? { Limit: limit } : {}),
    }),
  );
  return out.Items ?? [];
}

export const sftpTasksRepository = {
  async list(accountId: string): Promise<SftpTaskRecord[]> {
    const r = (await tenant(accountId)).sftpTasks();
    return (await range(r.pk, r.prefix)).map((item) => strip<SftpTaskRecord>(item));
  },

  async get(accountId: string, id: string): Promise<SftpTaskRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.sftpTask(id), ConsistentRead: true }));
    return out.Item ? strip<SftpTaskRecord>(out.Item) : undefined;
  },

  /** Writes the task whole; an active one goes on the due index at its next run. */
  async put(accountId: string, task: SftpTaskRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const due = task.active && task.nextRunAt ? keys.sftpTaskDue(task.nextRunAt) : {};
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...keys.sftpTask(task.id), accountId, ...task, ...due } }));
  },

  async remove(accountId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.sftpTask(id), ConditionExpression: 'attribute_exists(pk)' })),
    );
  },

  /** Tasks due, across accounts (the ticker's view). */
  async due(untilIso: string, read: DueRead & { max: number }): Promise<{ accountId: string; id: string; dueAt: string }[]> {
    return (await readDue(DUE_INDEX.sftp, untilIso, read)).map((item) => ({
      accountId: item.accountId as string,
      id: item.id as string,
      dueAt: item.dueAt as string,
    }));
  },

  /** Moves a task past its run `from` to `next`; false when another tick did it already. */
  async advance(accountId: string, id: string, from: string, next: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return advanceDue(keys.sftpTask(id), { shard: DUE_INDEX.sftp, from, next, set: { nextRunAt: next } });
  },

  async taken(accountId: string, taskId: string): Promise<Set<string>> {
    const r = (await tenant(accountId)).sftpLedger(taskId);
    return new Set((await range(r.pk, r.prefix)).map((item) => item.key as string));
  },

  async recordTaken(accountId: string, taskId: string, key: string, importId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.sftpLedgerEntry(taskId, key), key, importId, at: new Date().toISOString() } }),
    );
  },

  async putRun(accountId: string, run: SftpTaskRun): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.sftpRun(run.taskId, run.id), ...run, ttl: ttlIn(SFTP_RUN_DAYS) } }),
    );
  },

  async getRun(accountId: string, taskId: string, runId: string): Promise<SftpTaskRun | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.sftpRun(taskId, runId), ConsistentRead: true }));
    return out.Item ? strip<SftpTaskRun>(out.Item) : undefined;
  },

  /** The task's runs, newest first (run ids are ULIDs). */
  async runs(accountId: string, taskId: string, limit = 50): Promise<SftpTaskRun[]> {
    const r = (await tenant(accountId)).sftpRuns(taskId);
    return (await range(r.pk, r.prefix, true, limit)).map((item) => strip<SftpTaskRun>(item));
  },
};
