import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import {
  AdminAccountDetails,
  AdminAccountList,
  AdminAccountsQuery,
  AdminFeedbackList,
  AdminListQuery,
  AdminQueueList,
  ChangePlanBody,
  MassLogoutResponse,
  SetAccountConfigBody,
} from '../schemas/admin';
import { AdminMigrationList, MigrationDryRun, MigrationStep } from '../schemas/admin-migrations';
import { AdminUserDetails, AdminUserList, AdminUsersQuery, DeletePlatformUserResult } from '../schemas/admin-users';
import { UpdateProfileBody } from '../schemas/profile';
import { DeleteUsersBody, DeleteUsersResult } from '../schemas/users-admin';
import type { adminRoutes } from './admin';

/** The zod schemas of the lines in ./admin.ts, by route id: the server validates with them, the web takes their types only. */
export const adminSchemas = {
  'admin.accounts': { query: AdminAccountsQuery, response: AdminAccountList },
  'admin.account': { response: AdminAccountDetails },
  'admin.changePlan': { body: ChangePlanBody, response: AdminAccountDetails },
  'admin.setConfig': { body: SetAccountConfigBody, response: AdminAccountDetails },
  'admin.deleteMembers': { body: DeleteUsersBody, response: DeleteUsersResult },
  'admin.logoutAccount': { body: EmptyBody, response: MassLogoutResponse },
  'admin.users': { query: AdminUsersQuery, response: AdminUserList },
  'admin.user': { response: AdminUserDetails },
  'admin.renameUser': { body: UpdateProfileBody, response: AdminUserDetails },
  'admin.deleteUser': { body: EmptyBody, response: DeletePlatformUserResult },
  'admin.queues': { response: AdminQueueList },
  'admin.feedback': { query: AdminListQuery, response: AdminFeedbackList },
  'admin.migrations': { response: AdminMigrationList },
  'admin.migrationDryRun': { body: EmptyBody, response: MigrationDryRun },
  'admin.migrationRun': { body: EmptyBody, response: MigrationStep },
} as const satisfies SchemasFor<typeof adminRoutes>;
