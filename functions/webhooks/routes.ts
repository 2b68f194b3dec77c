import type { HandlersFor } from '@functions/platform/http';
import type { webhooksRoutes } from '@shared/route-table/webhooks';
import { webhooksService } from './service';

export const webhooksHandlers: HandlersFor<typeof webhooksRoutes> = {
  'webhooks.list': ({ ctx }) => webhooksService.list(ctx.principal.accountId),
  'webhooks.create': ({ body, ctx }) => webhooksService.create(ctx.principal, body),
  'webhooks.get': ({ params, ctx }) => webhooksService.get(ctx.principal.accountId, params.id),
  'webhooks.update': ({ params, body, ctx }) => webhooksService.update(ctx.principal, params.id, body),
  'webhooks.remove': ({ params, ctx }) => webhooksService.remove(ctx.principal.accountId, params.id),
  'webhooks.secret': ({ params, ctx }) => webhooksService.secret(ctx.principal, params.id),
  'webhooks.rotateSecret': ({ params, ctx }) => webhooksService.rotateSecret(ctx.principal, params.id),
  'webhooks.test': ({ params, ctx }) => webhooksService.test(ctx.principal, params.id),
  'webhooks.attempts': ({ params, query, ctx }) => webhooksService.attempts(ctx.principal.accountId, params.id, query),
};
