import type { HandlersFor } from '@functions/platform/http';
import type { mailingsRoutes } from '@shared/route-table/mailings';
import { mailingFromTemplate } from '@functions/templates/from-template';
import { saveReason } from '@functions/templates/history';
import { mailingHistory, withRestorePoint } from '@functions/templates/mailing-history';
import { lifecycleService } from './lifecycle';
import { mailingsService } from './service';
import { mailingTagSuggestions } from './tags';
import { planningService } from './planning';

export const mailingsHandlers: HandlersFor<typeof mailingsRoutes> = {
  'mailings.list': ({ query, ctx }) => lifecycleService.list(ctx.principal, query),
  // Issue 16: every create and save is a restore point (functions/templates/mailing-history.ts).
  'mailings.create': ({ body, ctx }) => withRestorePoint(ctx.principal, mailingsService.create(ctx.principal, body)),
  'mailings.get': ({ params, ctx }) => mailingsService.get(ctx.principal, params.id),
  'mailings.update': ({ params, body, ctx }) =>
    withRestorePoint(
      ctx.principal,
      mailingsService.update(ctx.principal, params.id, body, saveReason(ctx.event.headers)),
      saveReason(ctx.event.headers),
    ),
  // Issue 17: sending now is planning as once, now; acceptance plans by the schedule handed over (./planning.ts).
  'mailings.send': ({ params, ctx }) => planningService.sendNow(ctx.principal, params.id),
  'mailings.resume': ({ params, ctx }) => mailingsService.resume(ctx.principal, params.id),
  'mailings.accept': ({ params, ctx }) => planningService.accept(ctx.principal, params.id),
  'mailings.reject': ({ params, body, ctx }) => planningService.reject(ctx.principal, params.id, body.reason),
  'mailings.fromTemplate': ({ body, ctx }) => withRestorePoint(ctx.principal, mailingFromTemplate(ctx.principal, body)),
  'mailings.testSend': ({ params, body, ctx }) => mailingsService.testSend(ctx.principal, params.id, body),
  'mailings.history': ({ params, ctx }) => mailingHistory.list(ctx.principal, params.id),
  'mailings.tagOptions': ({ ctx }) => mailingTagSuggestions(ctx.principal),
  'mailings.restorePoint': ({ params, ctx }) => mailingHistory.get(ctx.principal, params.id, params.pointId),
};
