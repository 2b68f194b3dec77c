import type { HandlersFor } from '@functions/platform/http';
import type { exportsRoutes } from '@shared/route-table/exports';
import { exportsService } from './service';

export const exportsHandlers: HandlersFor<typeof exportsRoutes> = {
  'exports.start': ({ body, ctx }) => exportsService.start(ctx.principal, body),
  'exports.list': ({ query, ctx }) => exportsService.list(ctx.principal, query),
  'exports.get': ({ params, ctx }) => exportsService.get(ctx.principal, params.id),
  'exports.download': ({ params, ctx }) => exportsService.downloadUrl(ctx.principal, params.id),
};
