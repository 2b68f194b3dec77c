import type { RouteHandler } from '@functions/platform/http';
import { subscribersService } from './service';

export const subscriberRoutes: {
  list: RouteHandler<'subscribers.list'>;
  create: RouteHandler<'subscribers.create'>;
  get: RouteHandler<'subscribers.get'>;
} = {
  list: ({ query, ctx }) => subscribersService.list(ctx.principal.accountId, query.limit, query.cursor),
  create: ({ body, ctx }) => subscribersService.create(ctx.principal.accountId, body),
  get: ({ params, ctx }) => subscribersService.get(ctx.principal.accountId, params.id),
};
