import type { HandlersFor } from '@functions/platform/http';
import type { usersRoutes } from '@shared/route-table/users';
import { usersService } from './service';

export const usersHandlers: HandlersFor<typeof usersRoutes> = {
  'users.me': ({ ctx }) => usersService.me(ctx.principal),
  'users.updateMe': ({ body, ctx }) => usersService.updatePrefs(ctx.principal, body.prefs),
};
