import type { HandlersFor } from '@functions/platform/http';
import type { smsRoutes } from '@shared/route-table/sms';
import { smsAbxService } from './abx';
import { smsService } from './service';

export const smsHandlers: HandlersFor<typeof smsRoutes> = {
  'sms.list': ({ query, ctx }) => smsService.list(ctx.principal.accountId, query.limit, query.cursor),
  'sms.send': ({ body, ctx }) => smsService.send(ctx.principal, body),
  'sms.get': ({ params, ctx }) => smsService.get(ctx.principal.accountId, params.id),
  'sms.resume': ({ params, ctx }) => smsService.resume(ctx.principal, params.id),
  'sms.accept': ({ params, ctx }) => smsService.accept(ctx.principal, params.id),
  'sms.reject': ({ params, body, ctx }) => smsService.reject(ctx.principal, params.id, body.reason),
  'sms.test': ({ body, ctx }) => smsService.sendTest(ctx.principal, body),
  'sms.abxSend': ({ body, ctx }) => smsAbxService.create(ctx.principal, body),
  'sms.variants': ({ params, ctx }) => smsAbxService.report(ctx.principal.accountId, params.id),
  'sms.chooseWinner': ({ params, body, ctx }) => smsAbxService.chooseWinner(ctx.principal, params.id, body.variant),
};
