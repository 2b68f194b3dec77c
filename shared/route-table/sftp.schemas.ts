import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { SftpServer, SftpServerBody, SftpServerList, SftpTestResult } from '../schemas/sftp';
import {
  SftpExportTask,
  SftpExportTaskBody,
  SftpImportTask,
  SftpImportTaskBody,
  SftpTaskList,
  SftpTaskRun,
  SftpTaskRunList,
} from '../schemas/sftp-tasks';
import type { sftpRoutes } from './sftp';

export const sftpSchemas = {
  'sftp.list': { response: SftpServerList },
  'sftp.create': { body: SftpServerBody, response: SftpServer },
  'sftp.get': { response: SftpServer },
  'sftp.update': { body: SftpServerBody, response: SftpServer },
  'sftp.remove': { body: EmptyBody, response: OkResponse },
  // Connects, lists the folder and answers the catalogue outcome (also kept as the server's lastTest).
  'sftp.test': { body: EmptyBody, response: SftpTestResult },
  // A server whose key changed on purpose (a reinstall) is trusted again at its next connection.
  'sftp.forgetHostKey': { body: EmptyBody, response: SftpServer },
  'sftp.tasks.list': { response: SftpTaskList },
  'sftp.tasks.create': { body: SftpImportTaskBody, response: SftpImportTask },
  'sftp.tasks.update': { body: SftpImportTaskBody, response: SftpImportTask },
  'sftp.tasks.remove': { body: EmptyBody, response: OkResponse },
  // Queues a run at once; the run's record shows in the runs log and is finished by the jobs worker.
  'sftp.tasks.runNow': { body: EmptyBody, response: SftpTaskRun },
  'sftp.exportTasks.create': { body: SftpExportTaskBody, response: SftpExportTask },
  'sftp.exportTasks.update': { body: SftpExportTaskBody, response: SftpExportTask },
  'sftp.exportTasks.remove': { body: EmptyBody, response: OkResponse },
  // Queues a run: it starts an export, and the file is written to the server when the export finishes.
  'sftp.exportTasks.runNow': { body: EmptyBody, response: SftpTaskRun },
  'sftp.tasks.runs': { response: SftpTaskRunList },
} as const satisfies SchemasFor<typeof sftpRoutes>;
