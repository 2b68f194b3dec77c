import type { HandlersFor } from '@functions/platform/http';
import type { adminRoutes } from '@shared/route-table/admin';
import { migrationsService } from '@functions/migrations/service';
import { adminService } from './service';
import { adminUsersService } from './users-service';

export const adminHandlers: HandlersFor<typeof adminRoutes> = {
  'admin.accounts': ({ query }) => adminService.listAccounts(query),
  'admin.account': ({ params }) => adminService.account(params.id),
  'admin.changePlan': ({ params, body, ctx }) => adminService.changePlan(ctx, params.id, body.plan),
  'admin.setConfig': ({ params, body, ctx }) => adminService.setConfig(ctx, params.id, body),
  'admin.deleteMembers': ({ params, body, ctx }) => adminService.deleteMembers(ctx, params.id, body.ids),
  'admin.logoutAccount': ({ params, ctx }) => adminService.logoutAccount(ctx, params.id),
  'admin.users': ({ query }) => adminUsersService.list(query),
  'admin.user': ({ params, ctx }) => adminUsersService.get(ctx, params.id),
  'admin.renameUser': ({ params, body, ctx }) => adminUsersService.rename(ctx, params.id, body.name),
  'admin.deleteUser': ({ params, ctx }) => adminUsersService.delete(ctx, params.id),
  'admin.queues': () => adminService.queues(),
  'admin.migrations': () => migrationsService.list(),
  'admin.migrationDryRun': ({ params }) => migrationsService.dryRun(params.id),
  'admin.migrationRun': ({ params, ctx }) => migrationsService.runStep(params.id, ctx.principal.userId),
  'admin.feedback': ({ query }) => adminService.feedback(query),
};
