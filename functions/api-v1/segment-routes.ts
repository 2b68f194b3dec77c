import type { HandlersFor } from '@functions/platform/http';
import type { v1SegmentsRoutes } from '@shared/route-table/v1-segments';
import { propertiesService } from '@functions/properties/service';
import { v1SegmentsService } from './segments';

/** The public API v1's properties and segments: the web API's services, called by a token's principal. */
export const v1SegmentsHandlers: HandlersFor<typeof v1SegmentsRoutes> = {
  'v1.properties.list': ({ ctx }) => propertiesService.list(ctx.principal.accountId),
  'v1.segments.list': ({ query, ctx }) => v1SegmentsService.list(ctx.principal, query.limit, query.cursor),
  'v1.segments.get': ({ params, ctx }) => v1SegmentsService.get(ctx.principal, params.id),
  'v1.segments.members': ({ params, query, ctx }) => v1SegmentsService.members(ctx.principal, params.id, query.limit, query.cursor),
  'v1.segments.recalculate': ({ params, ctx }) => v1SegmentsService.recalculate(ctx.principal, params.id),
};
