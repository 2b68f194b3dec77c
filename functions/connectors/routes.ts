import type { HandlersFor } from '@functions/platform/http';
import type { connectorsRoutes } from '@shared/route-table/connectors';
import { receiveInbound } from './inbound';
import { connectorsService } from './service';

export const connectorsHandlers: HandlersFor<typeof connectorsRoutes> = {
  'connectors.list': ({ ctx }) => connectorsService.list(ctx.principal.accountId),
  'connectors.create': ({ body, ctx }) => connectorsService.create(ctx.principal, body),
  'connectors.get': ({ params, ctx }) => connectorsService.get(ctx.principal.accountId, params.id),
  'connectors.update': ({ params, body, ctx }) => connectorsService.update(ctx.principal, params.id, body),
  'connectors.remove': ({ params, ctx }) => connectorsService.remove(ctx.principal, params.id),
  'connectors.secret': ({ params, ctx }) => connectorsService.secret(ctx.principal, params.id),
  'connectors.rotateSecret': ({ params, body, ctx }) => connectorsService.rotateSecret(ctx.principal, params.id, body),
  'connectors.attempts': ({ params, query, ctx }) => connectorsService.attempts(ctx.principal.accountId, params.id, query),
  'connectors.inbound': ({ params, ctx }) => receiveInbound(params.account, params.id, ctx.event),
};
