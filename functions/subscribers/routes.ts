import type { HandlersFor } from '@functions/platform/http';
import type { subscribersRoutes } from '@shared/route-table/subscribers';
import { subscribersService } from './service';

export const subscribersHandlers: HandlersFor<typeof subscribersRoutes> = {
  'subscribers.list': ({ query, ctx }) => subscribersService.list(ctx.principal.accountId, query.limit, query.cursor),
  'subscribers.create': ({ body, ctx }) => subscribersService.create(ctx.principal.accountId, body),
  'subscribers.get': ({ params, ctx }) => subscribersService.get(ctx.principal.accountId, params.id),
};
