import type { HandlersFor, SessionContext } from '@functions/platform/http';
import type { v1EventsRoutes } from '@shared/route-table/v1-events';
import { customEventsService } from './service';

/** The `Idempotency-Key` header, when sent (API Gateway lower-cases names; the service validates it). */
const idempotencyKeyOf = (ctx: SessionContext) => ctx.event.headers?.['idempotency-key'];

/** Issue 19, the public API's custom events: the parsed body and the header to the service. */
export const v1EventsHandlers: HandlersFor<typeof v1EventsRoutes> = {
  'v1.events.track': ({ body, ctx }) => customEventsService.track(ctx.principal, body, idempotencyKeyOf(ctx)),
  'v1.events.batch': ({ body, ctx }) => customEventsService.trackMany(ctx.principal, body.items),
  'v1.events.listOfSubscriber': ({ params, query, ctx }) => customEventsService.list(ctx.principal, params.id, query),
};
