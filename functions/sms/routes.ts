import type { HandlersFor } from '@functions/platform/http';
import type { smsRoutes } from '@shared/route-table/sms';
import { smsSchedules } from './schedule';
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
  'sms.planned': ({ query, ctx }) => smsService.planned(ctx.principal.accountId, query.limit, query.cursor),
  'sms.schedulePreview': ({ body, ctx }) => smsSchedules.preview(ctx.principal.accountId, body.schedule),
  'sms.cancel': ({ params, ctx }) => smsService.scheduled(ctx.principal, params.id, (actor, id) => smsSchedules.cancel(actor, id)),
  'sms.changeTime': ({ params, body, ctx }) =>
    smsService.scheduled(ctx.principal, params.id, (actor, id) => smsSchedules.changeTime(actor, id, body.at)),
  'sms.pause': ({ params, ctx }) => smsService.scheduled(ctx.principal, params.id, (actor, id) => smsSchedules.pause(actor, id)),
  'sms.abxSend': ({ body, ctx }) => smsAbxService.create(ctx.principal, body),
  'sms.variants': ({ params, ctx }) => smsAbxService.report(ctx.principal.accountId, params.id),
  'sms.chooseWinner': ({ params, body, ctx }) => smsAbxService.chooseWinner(ctx.principal, params.id, body.variant),
};
