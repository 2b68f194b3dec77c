import type { HandlersFor } from '@functions/platform/http';
import type { trackingSettingsRoutes } from '@shared/route-table/tracking-settings';
import { trackingSettings } from './tracking-service';

export const trackingSettingsHandlers: HandlersFor<typeof trackingSettingsRoutes> = {
  'trackingSettings.get': ({ ctx }) => trackingSettings.get(ctx.principal.accountId),
  'trackingSettings.save': ({ body, ctx }) => trackingSettings.save(ctx.principal.accountId, ctx.principal.userId, body),
};
