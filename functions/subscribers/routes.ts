import type { HandlersFor, SessionContext } from '@functions/platform/http';
import type { subscribersRoutes } from '@shared/route-table/subscribers';
import { audienceScope } from '@functions/segments/restriction';
import { customEventsService } from '@functions/custom-events/service';
import { countSubscribers } from './count';
import { subscriberRecordsService as records } from './records-service';
import { actorOf, subscribersService } from './service';

/** The caller's reach: everyone, or only the members of the segments they are restricted to. */
const scope = (ctx: SessionContext) => audienceScope(ctx.principal.accountId, ctx.principal.segmentIds);

export const subscribersHandlers: HandlersFor<typeof subscribersRoutes> = {
  'subscribers.list': async ({ query, ctx }) => subscribersService.list(ctx.principal.accountId, query, await scope(ctx)),
  'subscribers.count': async ({ query, ctx }) => countSubscribers(ctx.principal.accountId, query, await scope(ctx)),
  'subscribers.create': async ({ body, ctx }) =>
    subscribersService.create(ctx.principal.accountId, body, actorOf(ctx.principal), 'manual', await scope(ctx)),
  'subscribers.stats': ({ query, ctx }) => records.statsFor(ctx.principal, query.days),
  'subscribers.accountHistory': async ({ query, ctx }) =>
    records.accountHistory(ctx.principal.accountId, query.limit, query.cursor, await scope(ctx)),
  'subscribers.bulk': async ({ body, ctx }) =>
    subscribersService.bulk(ctx.principal.accountId, body, actorOf(ctx.principal), await scope(ctx)),
  'subscribers.get': async ({ params, ctx }) => subscribersService.get(ctx.principal.accountId, params.id, await scope(ctx)),
  'subscribers.update': async ({ params, body, ctx }) =>
    subscribersService.update(ctx.principal.accountId, params.id, body, actorOf(ctx.principal), await scope(ctx)),
  'subscribers.forget': async ({ params, ctx }) =>
    subscribersService.forget(ctx.principal.accountId, params.id, actorOf(ctx.principal), await scope(ctx)),
  'subscribers.clearQuarantine': async ({ params, body, ctx }) =>
    subscribersService.clearQuarantine(ctx.principal.accountId, params.id, body.channel, actorOf(ctx.principal), await scope(ctx)),
  'subscribers.activity': async ({ params, query, ctx }) =>
    records.activity(ctx.principal.accountId, params.id, await scope(ctx), query.limit, query.cursor),
  'subscribers.contact': async ({ params, query, ctx }) =>
    records.contact(ctx.principal.accountId, params.id, await scope(ctx), query.limit, query.cursor),
  'subscribers.contactSms': async ({ params, query, ctx }) =>
    records.contactSms(ctx.principal.accountId, params.id, await scope(ctx), query.limit, query.cursor),
  'subscribers.history': async ({ params, query, ctx }) =>
    records.history(ctx.principal.accountId, params.id, await scope(ctx), query.limit, query.cursor),
  // The service reads the caller's restriction itself, as for the v1 route.
  'subscribers.events': ({ params, query, ctx }) => customEventsService.list(ctx.principal, params.id, query),
  'subscribers.notes': async ({ params, ctx }) => records.notes(ctx.principal.accountId, params.id, await scope(ctx)),
  'subscribers.addNote': async ({ params, body, ctx }) => records.addNote(ctx.principal, params.id, body.text, await scope(ctx)),
  'subscribers.deleteNote': async ({ params, ctx }) => (
    await records.deleteNote(ctx.principal.accountId, params.id, params.noteId, await scope(ctx)),
    { ok: true }
  ),
};
