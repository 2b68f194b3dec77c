import type { HandlersFor } from '@functions/platform/http';
import type { mailingsRoutes } from '@shared/route-table/mailings';
import { notBuilt } from '@functions/platform/not-built';
import { mailingsService } from './service';

export const mailingsHandlers: HandlersFor<typeof mailingsRoutes> = {
  'mailings.list': ({ query, ctx }) => mailingsService.list(ctx.principal, query.limit, query.cursor),
  'mailings.create': ({ body, ctx }) => mailingsService.create(ctx.principal, body),
  'mailings.get': ({ params, ctx }) => mailingsService.get(ctx.principal, params.id),
  'mailings.update': ({ params, body, ctx }) => mailingsService.update(ctx.principal, params.id, body),
  'mailings.send': ({ params, ctx }) => mailingsService.sendNow(ctx.principal, params.id),
  'mailings.resume': ({ params, ctx }) => mailingsService.resume(ctx.principal, params.id),
  'mailings.accept': ({ params, ctx }) => mailingsService.accept(ctx.principal, params.id),
  'mailings.reject': ({ params, body, ctx }) => mailingsService.reject(ctx.principal, params.id, body.reason),
  'mailings.fromTemplate': notBuilt,
  'mailings.testSend': ({ params, body, ctx }) => mailingsService.testSend(ctx.principal, params.id, body),
  'mailings.history': notBuilt,
  'mailings.restorePoint': notBuilt,
};
