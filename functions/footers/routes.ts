import type { HandlersFor } from '@functions/platform/http';
import type { footersRoutes } from '@shared/route-table/footers';
import { footersService } from './service';

export const footersHandlers: HandlersFor<typeof footersRoutes> = {
  'footers.list': ({ ctx }) => footersService.list(ctx.principal.accountId),
  'footers.create': ({ body, ctx }) => footersService.create(ctx.principal, body),
  'footers.update': ({ params, body, ctx }) => footersService.update(ctx.principal, params.id, body),
  'footers.setDefault': ({ params, ctx }) => footersService.setDefault(ctx.principal, params.id),
  'footers.delete': ({ params, ctx }) => footersService.remove(ctx.principal, params.id),
  'footers.forMailings': ({ ctx }) => footersService.forMailings(ctx.principal.accountId),
};
