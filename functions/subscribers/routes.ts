import type { HandlersFor } from '@functions/platform/http';
import type { subscribersRoutes } from '@shared/route-table/subscribers';
import { subscriberRecordsService as records } from './records-service';
import { actorOf, subscribersService } from './service';

export const subscribersHandlers: HandlersFor<typeof subscribersRoutes> = {
  'subscribers.list': ({ query, ctx }) => subscribersService.list(ctx.principal.accountId, query),
  'subscribers.create': ({ body, ctx }) => subscribersService.create(ctx.principal.accountId, body, actorOf(ctx.principal)),
  'subscribers.stats': ({ query, ctx }) => records.stats(ctx.principal.accountId, query.days),
  'subscribers.accountHistory': ({ query, ctx }) => records.accountHistory(ctx.principal.accountId, query.limit, query.cursor),
  'subscribers.bulk': ({ body, ctx }) => subscribersService.bulk(ctx.principal.accountId, body, actorOf(ctx.principal)),
  'subscribers.get': ({ params, ctx }) => subscribersService.get(ctx.principal.accountId, params.id),
  'subscribers.update': ({ params, body, ctx }) => subscribersService.update(ctx.principal.accountId, params.id, body, actorOf(ctx.principal)),
  'subscribers.forget': ({ params, ctx }) => subscribersService.forget(ctx.principal.accountId, params.id, actorOf(ctx.principal)),
  'subscribers.clearQuarantine': ({ params, body, ctx }) => subscribersService.clearQuarantine(ctx.principal.accountId, params.id, body.channel, actorOf(ctx.principal)),
  'subscribers.activity': ({ params, query, ctx }) => records.activity(ctx.principal.accountId, params.id, query.limit, query.cursor),
  'subscribers.contact': ({ params, query, ctx }) => records.contact(ctx.principal.accountId, params.id, query.limit, query.cursor),
  'subscribers.history': ({ params, query, ctx }) => records.history(ctx.principal.accountId, params.id, query.limit, query.cursor),
  'subscribers.notes': ({ params, ctx }) => records.notes(ctx.principal.accountId, params.id),
  'subscribers.addNote': ({ params, body, ctx }) => records.addNote(ctx.principal, params.id, body.text),
  'subscribers.deleteNote': async ({ params, ctx }) => (await records.deleteNote(ctx.principal.accountId, params.id, params.noteId), { ok: true }),
};
