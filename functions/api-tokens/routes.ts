import type { HandlersFor } from '@functions/platform/http';
import type { apiTokensRoutes } from '@shared/route-table/api-tokens';
import { apiTokensService } from './service';

export const apiTokensHandlers: HandlersFor<typeof apiTokensRoutes> = {
  'apiTokens.list': ({ ctx }) => apiTokensService.list(ctx.principal.accountId),
  'apiTokens.create': ({ body, ctx }) => apiTokensService.create(ctx.principal, body),
  'apiTokens.revoke': ({ params, ctx }) => apiTokensService.revoke(ctx.principal.accountId, params.id),
};
