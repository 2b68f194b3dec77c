import { z } from 'zod';
import { SFTP_DAILY_AT } from '../rules/sftp-tasks';
import { singleLineField } from '../validation';
import { ExportAudience, StartExportBody } from './exports';
import { OVERWRITE_MODES } from './imports';
import { SFTP_FOLDER_MAX } from './sftp';

/** Tasks (import and export together) a server may have (issue 20). */
export const SFTP_TASKS_MAX = 10;
/** Files one run takes at most: the rest waits for the next run. */
export const SFTP_FILES_PER_RUN = 20;
/** How long a run's record is kept. */
export const SFTP_RUN_DAYS = 90;

export const SftpScheduleBody = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('hourly') }),
  z.strictObject({ kind: z.literal('daily'), at: z.string().regex(SFTP_DAILY_AT, 'SFTP_INVALID_DATA') }),
]);

/** What becomes of a remote file once its import started: moved to a subfolder (made when missing) or renamed with `.imported`. */
export const SftpAfterImport = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('move'), folder: singleLineField(1, 200).default('processed') }),
  z.strictObject({ kind: z.literal('rename') }),
]);

/** An import task: new files matching the pattern in the folder imported with a saved import schema. */
export const SftpImportTaskBody = z.strictObject({
  /** Absent: the server's folder. */
  folder: singleLineField(1, SFTP_FOLDER_MAX).optional(),
  pattern: singleLineField(1, 100).default('*.csv'),
  schemaId: singleLineField(1, 100),
  mode: z.union(OVERWRITE_MODES.map((m) => z.literal(m))).default(2),
  schedule: SftpScheduleBody,
  afterImport: SftpAfterImport.default({ kind: 'move', folder: 'processed' }),
  active: z.boolean().default(true),
});
export type SftpImportTaskBody = z.infer<typeof SftpImportTaskBody>;

/**
 * The subscribers an export task pushes: some statuses or a segment's current audience, as on the
 * export page (a report's list is a one-off, not a schedule's).
 */
export const SftpExportAudience = z.discriminatedUnion('kind', [ExportAudience.options[0], ExportAudience.options[1]]);
export type SftpExportAudience = z.infer<typeof SftpExportAudience>;

/** `{date}` and `{time}` stand for the run's day and time in the account's time zone; no folders, not hidden. */
export const SFTP_EXPORT_FILE_NAME = /^(?!\.)[^/\\]+$/;
export const SFTP_EXPORT_FILE_NAME_DEFAULT = 'subscribers-{date}-{time}.csv';

/** An export task: an export of the subscribers written to the folder on a schedule (under a temporary name, then renamed). */
export const SftpExportTaskBody = z.strictObject({
  /** Absent: the server's folder. */
  folder: singleLineField(1, SFTP_FOLDER_MAX).optional(),
  fileName: singleLineField(1, 100).regex(SFTP_EXPORT_FILE_NAME, 'SFTP_INVALID_DATA').default(SFTP_EXPORT_FILE_NAME_DEFAULT),
  audience: SftpExportAudience,
  fields: StartExportBody.shape.fields,
  encoding: StartExportBody.shape.encoding,
  header: StartExportBody.shape.header,
  schedule: SftpScheduleBody,
  active: z.boolean().default(true),
});
export type SftpExportTaskBody = z.infer<typeof SftpExportTaskBody>;

export const SftpImportTask = z.object({
  id: z.string(),
  serverId: z.string(),
  kind: z.literal('import'),
  folder: z.string().optional(),
  pattern: z.string(),
  schemaId: z.string(),
  mode: z.number().int(),
  schedule: SftpScheduleBody,
  afterImport: SftpAfterImport,
  active: z.boolean(),
  /** The next scheduled run (ISO) while active. */
  nextRunAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SftpImportTask = z.infer<typeof SftpImportTask>;

export const SftpExportTask = z.object({
  id: z.string(),
  serverId: z.string(),
  kind: z.literal('export'),
  folder: z.string().optional(),
  fileName: z.string(),
  audience: SftpExportAudience,
  fields: z.array(z.string()),
  encoding: StartExportBody.shape.encoding.unwrap(),
  header: z.boolean(),
  schedule: SftpScheduleBody,
  active: z.boolean(),
  nextRunAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SftpExportTask = z.infer<typeof SftpExportTask>;

export const SftpTask = z.discriminatedUnion('kind', [SftpImportTask, SftpExportTask]);
export type SftpTask = z.infer<typeof SftpTask>;
export const SftpTaskList = z.object({ items: z.array(SftpTask), max: z.number().int() });

export const SftpRunFile = z.object({
  name: z.string(),
  size: z.number().int(),
  importId: z.string().optional(),
  /** An export task's file: the export it was written from (also on the export page while it lasts). */
  exportId: z.string().optional(),
  /** Why the file's import did not start (a catalogue code); the file stays on the server. */
  error: z.string().optional(),
});
export const SftpTaskRun = z.object({
  id: z.string(),
  taskId: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  files: z.array(SftpRunFile),
  /** An export task's run: the export it started, written to the server when it finishes. */
  exportId: z.string().optional(),
  /** The run's own failure (a connection's catalogue code, SFTP_IMPORT_NOT_ALLOWED, IMPORT_SCHEMA_NOT_FOUND, SFTP_EXPORT_NOT_ALLOWED, EXPORT_FAILED, SFTP_WRITE_FAILED). */
  error: z.string().optional(),
});
export type SftpTaskRun = z.infer<typeof SftpTaskRun>;
export const SftpTaskRunList = z.object({ items: z.array(SftpTaskRun) });
