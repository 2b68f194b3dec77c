import type { HandlersFor } from '@functions/platform/http';
import type { usersRoutes } from '@shared/route-table/users';
import { rolesService } from '@functions/roles/service';
import { usersAdminService } from './admin-service';
import { memberStateService } from './member-state-service';
import { usersService } from './service';

const ok = { ok: true } as const;

export const usersHandlers: HandlersFor<typeof usersRoutes> = {
  'users.me': ({ ctx }) => usersService.me(ctx.principal),
  'users.updateMe': ({ body, ctx }) => usersService.updatePrefs(ctx.principal, body.prefs),
  'users.list': ({ ctx }) => usersAdminService.list(ctx.principal.accountId),
  'users.add': ({ body, ctx }) => usersAdminService.add(ctx, body),
  'users.edit': ({ body: { id, ...changes }, ctx }) => usersAdminService.update(ctx.principal, id, changes),
  'users.update': ({ params, body, ctx }) => usersAdminService.update(ctx.principal, params.id, body),
  'users.duplicate': ({ params, body, ctx }) => usersAdminService.duplicate(ctx, params.id, body),
  'users.setActive': ({ params, body, ctx }) => memberStateService.setActive(ctx.principal, params.id, body.active),
  'users.lock': ({ params, body, ctx }) => memberStateService.lock(ctx.principal, params.id, body.locked),
  'users.delete': ({ body, ctx }) => memberStateService.remove(ctx.principal, body.ids),
  'users.copyPermissions': ({ body, ctx }) => usersAdminService.copyPermissions(ctx.principal, body.sourceId, body.targetId),
  'users.sendChangePasswordEmail': async ({ params, ctx }) => (
    await memberStateService.sendChangePasswordEmail(ctx.principal, params.id),
    ok
  ),
  'users.logout': async ({ params, ctx }) => (await memberStateService.logout(ctx.principal, params.id), ok),
  'users.roles': ({ ctx }) => rolesService.list(ctx.principal.accountId),
  'users.saveRole': ({ body, ctx }) => rolesService.save(ctx.principal, body),
  'users.updateRole': ({ params, body, ctx }) => rolesService.update(ctx.principal, params.id, body),
  'users.deleteRole': async ({ params, ctx }) => (await rolesService.remove(ctx.principal.accountId, params.id), ok),
};
