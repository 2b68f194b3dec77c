import type { RouteHandler } from '@functions/platform/http';
import { mailingsService } from './service';

export const mailingRoutes: {
  list: RouteHandler<'mailings.list'>;
  create: RouteHandler<'mailings.create'>;
  get: RouteHandler<'mailings.get'>;
  update: RouteHandler<'mailings.update'>;
  send: RouteHandler<'mailings.send'>;
} = {
  list: ({ query, ctx }) => mailingsService.list(ctx.principal.accountId, query.limit, query.cursor),
  create: ({ body, ctx }) => mailingsService.create(ctx.principal.accountId, ctx.principal.userId, body),
  get: ({ params, ctx }) => mailingsService.get(ctx.principal.accountId, params.id),
  update: ({ params, body, ctx }) => mailingsService.update(ctx.principal.accountId, ctx.principal.userId, params.id, body),
  send: ({ params, ctx }) => mailingsService.sendNow(ctx.principal.accountId, params.id),
};
