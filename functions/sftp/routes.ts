import type { HandlersFor } from '@functions/platform/http';
import type { sftpRoutes } from '@shared/route-table/sftp';
import { sftpService } from './service';

export const sftpHandlers: HandlersFor<typeof sftpRoutes> = {
  'sftp.list': ({ ctx }) => sftpService.list(ctx.principal.accountId),
  'sftp.create': ({ body, ctx }) => sftpService.create(ctx.principal, body),
  'sftp.get': ({ params, ctx }) => sftpService.get(ctx.principal.accountId, params.id),
  'sftp.update': ({ params, body, ctx }) => sftpService.update(ctx.principal, params.id, body),
  'sftp.remove': ({ params, ctx }) => sftpService.remove(ctx.principal, params.id),
  'sftp.test': ({ params, ctx }) => sftpService.test(ctx.principal, params.id),
  'sftp.forgetHostKey': ({ params, ctx }) => sftpService.forgetHostKey(ctx.principal, params.id),
};
