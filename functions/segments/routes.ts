import type { HandlersFor } from '@functions/platform/http';
import type { segmentsRoutes } from '@shared/route-table/segments';
import { customEventsService } from '@functions/custom-events/service';
import { segmentsService } from './service';

export const segmentsHandlers: HandlersFor<typeof segmentsRoutes> = {
  'segments.list': ({ ctx }) => segmentsService.list(ctx.principal),
  'segments.create': ({ body, ctx }) => segmentsService.create(ctx.principal, body),
  'segments.estimate': ({ body, ctx }) => segmentsService.estimate(ctx.principal, body.conditions),
  'segments.eventNames': async ({ ctx }) => ({ items: await customEventsService.names(ctx.principal.accountId) }),
  'segments.estimates.get': ({ params, ctx }) => segmentsService.getEstimate(ctx.principal, params.id),
  'segments.get': ({ params, ctx }) => segmentsService.get(ctx.principal, params.id),
  'segments.update': ({ params, body, ctx }) => segmentsService.update(ctx.principal, params.id, body),
  'segments.delete': async ({ params, ctx }) => (await segmentsService.remove(ctx.principal.accountId, params.id), { ok: true }),
  'segments.calculate': ({ params, ctx }) => segmentsService.calculate(ctx.principal.accountId, params.id, ctx.principal),
  'segments.audience': ({ params, query, ctx }) => segmentsService.audience(ctx.principal, params.id, query.limit, query.cursor),
};
