import type { RouteHandler } from '@functions/platform/http';
import { authService } from './service';

const ok = { ok: true } as const;

export const authRoutes: {
  register: RouteHandler<'auth.register'>;
  verify: RouteHandler<'auth.verify'>;
  login: RouteHandler<'auth.login'>;
  logout: RouteHandler<'auth.logout'>;
  refresh: RouteHandler<'auth.refresh'>;
  lostPassword: RouteHandler<'auth.lostPassword'>;
  recover: RouteHandler<'auth.recover'>;
} = {
  register: async ({ body }) => (await authService.register(body), ok),
  verify: async ({ body }) => (await authService.verify(body.token), ok),
  login: ({ body, ctx }) => authService.login(body.email, body.password, ctx),
  logout: async ({ ctx }) => (await authService.logout(ctx), ok),
  refresh: async ({ ctx }) => (await authService.refresh(ctx), ok),
  lostPassword: async ({ body }) => (await authService.lostPassword(body), ok),
  recover: async ({ body }) => (await authService.recover(body), ok),
};
