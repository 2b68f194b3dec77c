import type { HandlersFor } from '@functions/platform/http';
import type { authRoutes } from '@shared/route-table/auth';
import { authService } from './service';

const ok = { ok: true } as const;

export const authHandlers: HandlersFor<typeof authRoutes> = {
  'auth.register': async ({ body }) => (await authService.register(body), ok),
  'auth.verify': async ({ body }) => (await authService.verify(body.token), ok),
  'auth.login': ({ body, ctx }) => authService.login(body, ctx),
  'auth.logout': async ({ ctx }) => (await authService.logout(ctx), ok),
  'auth.refresh': async ({ ctx }) => (await authService.refresh(ctx), ok),
  'auth.lostPassword': async ({ body }) => (await authService.lostPassword(body), ok),
  'auth.recover': async ({ body, ctx }) => (await authService.recover(body, ctx), ok),
};
