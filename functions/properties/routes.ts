import type { HandlersFor } from '@functions/platform/http';
import type { propertiesRoutes } from '@shared/route-table/properties';
import { propertiesService } from './service';

export const propertiesHandlers: HandlersFor<typeof propertiesRoutes> = {
  'properties.list': ({ ctx }) => propertiesService.list(ctx.principal.accountId),
  'properties.create': ({ body, ctx }) => propertiesService.create(ctx.principal.accountId, body),
  'properties.update': ({ params, body, ctx }) => propertiesService.update(ctx.principal.accountId, params.id, body),
  'properties.delete': async ({ params, ctx }) => (await propertiesService.remove(ctx.principal, params.id), { ok: true }),
  'properties.settings': ({ ctx }) => propertiesService.settings(ctx.principal.accountId),
  'properties.saveSettings': ({ body, ctx }) => propertiesService.saveSettings(ctx.principal.accountId, body),
};
