import type { HandlersFor } from '@functions/platform/http';
import type { smtpRoutes } from '@shared/route-table/smtp';
import { smtpService } from './service';

export const smtpHandlers: HandlersFor<typeof smtpRoutes> = {
  'smtp.list': ({ ctx }) => smtpService.list(ctx.principal.accountId),
  'smtp.create': ({ body, ctx }) => smtpService.create(ctx.principal, body),
  'smtp.get': ({ params, ctx }) => smtpService.get(ctx.principal.accountId, params.id),
  'smtp.update': ({ params, body, ctx }) => smtpService.update(ctx.principal, params.id, body),
  'smtp.remove': ({ params, ctx }) => smtpService.remove(ctx.principal.accountId, params.id),
  'smtp.regenerateCode': ({ params, ctx }) => smtpService.regenerateCode(ctx.principal, params.id),
};
