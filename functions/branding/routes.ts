import type { HandlersFor } from '@functions/platform/http';
import type { brandingRoutes } from '@shared/route-table/branding';
import { brandingService } from './service';

export const brandingHandlers: HandlersFor<typeof brandingRoutes> = {
  'branding.get': ({ ctx }) => brandingService.get(ctx.principal.accountId),
  'branding.save': ({ body, ctx }) => brandingService.save(ctx.principal.accountId, ctx.principal.userId, body),
  'branding.uploadLogo': ({ body, ctx }) => brandingService.uploadLogo(ctx.principal.accountId, ctx.principal.userId, body.file),
  'branding.deleteLogo': ({ ctx }) => brandingService.deleteLogo(ctx.principal.accountId, ctx.principal.userId),
};
