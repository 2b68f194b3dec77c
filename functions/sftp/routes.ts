import type { HandlersFor } from '@functions/platform/http';
import type { sftpRoutes } from '@shared/route-table/sftp';
import { sftpService } from './service';
import { sftpTasksService } from './tasks-service';

export const sftpHandlers: HandlersFor<typeof sftpRoutes> = {
  'sftp.list': ({ ctx }) => sftpService.list(ctx.principal.accountId),
  'sftp.create': ({ body, ctx }) => sftpService.create(ctx.principal, body),
  'sftp.get': ({ params, ctx }) => sftpService.get(ctx.principal.accountId, params.id),
  'sftp.update': ({ params, body, ctx }) => sftpService.update(ctx.principal, params.id, body),
  'sftp.remove': ({ params, ctx }) => sftpService.remove(ctx.principal, params.id),
  'sftp.test': ({ params, ctx }) => sftpService.test(ctx.principal, params.id),
  'sftp.forgetHostKey': ({ params, ctx }) => sftpService.forgetHostKey(ctx.principal, params.id),
  'sftp.tasks.list': ({ params, ctx }) => sftpTasksService.list(ctx.principal, params.id),
  'sftp.tasks.create': ({ params, body, ctx }) => sftpTasksService.create(ctx.principal, params.id, body),
  'sftp.tasks.update': ({ params, body, ctx }) => sftpTasksService.update(ctx.principal, params.id, params.taskId, body),
  'sftp.tasks.remove': ({ params, ctx }) => sftpTasksService.remove(ctx.principal, params.id, params.taskId, 'import'),
  'sftp.tasks.runNow': ({ params, ctx }) => sftpTasksService.runNow(ctx.principal, params.id, params.taskId, 'import'),
  'sftp.exportTasks.create': ({ params, body, ctx }) => sftpTasksService.createExport(ctx.principal, params.id, body),
  'sftp.exportTasks.update': ({ params, body, ctx }) => sftpTasksService.updateExport(ctx.principal, params.id, params.taskId, body),
  'sftp.exportTasks.remove': ({ params, ctx }) => sftpTasksService.remove(ctx.principal, params.id, params.taskId, 'export'),
  'sftp.exportTasks.runNow': ({ params, ctx }) => sftpTasksService.runNow(ctx.principal, params.id, params.taskId, 'export'),
  'sftp.tasks.runs': ({ params, ctx }) => sftpTasksService.runs(ctx.principal, params.id, params.taskId),
};
