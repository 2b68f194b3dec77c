import type { RouteHandler } from '@functions/platform/http';
import { usersService } from './service';

export const userRoutes: { me: RouteHandler<'users.me'>; updateMe: RouteHandler<'users.updateMe'> } = {
  me: ({ ctx }) => usersService.me(ctx.principal),
  updateMe: ({ body, ctx }) => usersService.updatePrefs(ctx.principal, body.prefs),
};
