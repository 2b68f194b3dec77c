import type { HandlersFor, SessionContext } from '@functions/platform/http';
import type { v1SubscribersRoutes } from '@shared/route-table/v1-subscribers';
import { audienceScope } from '@functions/segments/restriction';
import { actorOf, subscribersService } from '@functions/subscribers/service';
import { v1SubscribersService } from './subscribers';

/** The token's reach: its creator's segment restriction when it was made (empty: everyone). */
const scope = (ctx: SessionContext) => audienceScope(ctx.principal.accountId, ctx.principal.segmentIds);

/** The public API v1's subscribers: the web API's services, called by a token's principal. */
export const v1SubscribersHandlers: HandlersFor<typeof v1SubscribersRoutes> = {
  'v1.subscribers.upsert': ({ body, ctx }) => v1SubscribersService.upsert(ctx.principal, body),
  'v1.subscribers.list': async ({ query, ctx }) => subscribersService.list(ctx.principal.accountId, query, await scope(ctx)),
  'v1.subscribers.bulk': ({ body, ctx }) => v1SubscribersService.bulk(ctx.principal, body.items),
  'v1.subscribers.get': async ({ params, ctx }) => subscribersService.get(ctx.principal.accountId, params.id, await scope(ctx)),
  'v1.subscribers.setStatus': async ({ params, body, ctx }) =>
    subscribersService.setStatus(ctx.principal.accountId, params.id, body.status, actorOf(ctx.principal), await scope(ctx)),
  'v1.subscribers.forget': async ({ params, ctx }) =>
    subscribersService.forget(ctx.principal.accountId, params.id, actorOf(ctx.principal), await scope(ctx)),
};
