import type { HandlersFor } from '@functions/platform/http';
import type { accountsRoutes } from '@shared/route-table/accounts';
import { accountsService } from './service';
import { accountSettings } from './settings-service';

export const accountsHandlers: HandlersFor<typeof accountsRoutes> = {
  'accounts.mine': ({ ctx }) => accountsService.mine(ctx),
  'accounts.switch': ({ params, ctx }) => accountsService.switchTo(ctx, params.id),
  'accounts.setDefault': async ({ body, ctx }) => (await accountsService.setDefault(ctx, body.accountId), { ok: true }),
  'accounts.leave': ({ params, ctx }) => accountsService.leave(ctx, params.id),
  'accounts.getGeneralSettings': ({ ctx }) => accountSettings.general(ctx.principal.accountId),
  'accounts.saveGeneralSettings': ({ body, ctx }) => accountSettings.saveGeneral(ctx.principal.accountId, body),
};
