import type { HandlersFor } from '@functions/platform/http';
import type { securityRoutes } from '@shared/route-table/security';
import { securityService } from './service';
import { timedPermission } from './timed-permission';

const ok = { ok: true } as const;

export const securityHandlers: HandlersFor<typeof securityRoutes> = {
  'security.me': ({ ctx }) => securityService.me(ctx.principal),
  'security.changePassword': async ({ body, ctx }) => (await securityService.changePassword(ctx, body), ok),
  'security.twoFactorSetup': ({ ctx }) => securityService.twoFactorSetup(ctx.principal),
  'security.twoFactorEnable': async ({ body, ctx }) => (await securityService.twoFactorEnable(ctx, body.code), ok),
  'security.twoFactorDisable': async ({ body, ctx }) => (await securityService.twoFactorDisable(ctx, body), ok),
  'security.endOtherSessions': async ({ ctx }) => (await securityService.endOtherSessions(ctx), ok),
  'security.timedStatus': ({ ctx }) => timedPermission.status(ctx.principal),
  'security.requestTimed': ({ body, ctx }) =>
    timedPermission.request(ctx.principal, body.password, { ip: ctx.ip, userAgent: ctx.userAgent }),
  'security.loginHistory': ({ query, ctx }) => securityService.loginHistory({ user: ctx.principal.userId }, query.limit, query.cursor),
  'security.activity': ({ query, ctx }) => securityService.activity({ user: ctx.principal.userId }, query.limit, query.cursor),
  'security.getPolicy': ({ ctx }) => securityService.getPolicy(ctx.principal.accountId),
  'security.savePolicy': ({ body, ctx }) => securityService.savePolicy(ctx, body),
  'security.accountLoginHistory': ({ query, ctx }) =>
    securityService.loginHistory({ account: ctx.principal.accountId }, query.limit, query.cursor),
  'security.accountActivity': ({ query, ctx }) => securityService.activity({ account: ctx.principal.accountId }, query.limit, query.cursor),
};
