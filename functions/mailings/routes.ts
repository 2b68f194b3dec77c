import type { HandlersFor } from '@functions/platform/http';
import type { mailingsRoutes } from '@shared/route-table/mailings';
import { mailingsService } from './service';

export const mailingsHandlers: HandlersFor<typeof mailingsRoutes> = {
  'mailings.list': ({ query, ctx }) => mailingsService.list(ctx.principal.accountId, query.limit, query.cursor),
  'mailings.create': ({ body, ctx }) => mailingsService.create(ctx.principal.accountId, ctx.principal.userId, body),
  'mailings.get': ({ params, ctx }) => mailingsService.get(ctx.principal.accountId, params.id),
  'mailings.update': ({ params, body, ctx }) => mailingsService.update(ctx.principal.accountId, ctx.principal.userId, params.id, body),
  'mailings.send': ({ params, ctx }) => mailingsService.sendNow(ctx.principal.accountId, params.id, ctx.principal.segmentIds),
};
