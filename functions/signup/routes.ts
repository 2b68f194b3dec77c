import type { HandlersFor } from '@functions/platform/http';
import type { signupRoutes } from '@shared/route-table/signup';
import { audienceScope } from '@functions/segments/restriction';
import { consentsService } from './consents-service';
import { formsService } from './forms-service';

export const signupHandlers: HandlersFor<typeof signupRoutes> = {
  'consents.list': ({ ctx }) => consentsService.list(ctx.principal.accountId),
  'consents.create': ({ body, ctx }) => consentsService.create(ctx.principal.accountId, body),
  'consents.update': ({ params, body, ctx }) => consentsService.update(ctx.principal.accountId, params.id, body),
  'consents.versions': ({ params, ctx }) => consentsService.versions(ctx.principal.accountId, params.id),
  'consents.delete': ({ params, ctx }) => consentsService.remove(ctx.principal.accountId, params.id),
  'consents.history': async ({ params, ctx }) =>
    consentsService.history(ctx.principal.accountId, params.id, await audienceScope(ctx.principal.accountId, ctx.principal.segmentIds)),
  'signupForms.list': ({ ctx }) => formsService.list(ctx.principal.accountId),
  'signupForms.create': ({ body, ctx }) => formsService.create(ctx.principal.accountId, body),
  'signupForms.get': ({ params, ctx }) => formsService.get(ctx.principal.accountId, params.id),
  'signupForms.update': ({ params, body, ctx }) => formsService.update(ctx.principal.accountId, params.id, body),
  'signupForms.delete': ({ params, ctx }) => formsService.remove(ctx.principal.accountId, params.id),
  'confirmSettings.get': ({ ctx }) => formsService.confirmSettings(ctx.principal.accountId),
  'confirmSettings.save': ({ body, ctx }) => formsService.saveConfirmSettings(ctx.principal.accountId, body, ctx.principal.userId),
};
