import type { HandlersFor } from '@functions/platform/http';
import type { blacklistRoutes } from '@shared/route-table/blacklist';
import { blacklistService } from './service';

export const blacklistHandlers: HandlersFor<typeof blacklistRoutes> = {
  'blacklist.list': ({ query, ctx }) => blacklistService.list(ctx.principal.accountId, query.type, query.limit, query.search, query.cursor),
  'blacklist.add': ({ body, ctx }) => blacklistService.add(ctx.principal, body.type, body.rows),
  'blacklist.remove': ({ body, ctx }) => blacklistService.remove(ctx.principal.accountId, body.type, body.values),
};
