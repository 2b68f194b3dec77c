import type { RouteLine } from '../route-def';

/**
 * The platform's admin zone (spec sections 2 and 6): super administrators alone. The API answers
 * 404 RESOURCE_NOT_FOUND to anyone else, as if the route did not exist; no account permission
 * applies, the platform role decides.
 */
export const adminRoutes = {
  'admin.accounts': { method: 'GET', path: '/admin/accounts', auth: 'session', permission: null, superAdmin: true },
  'admin.account': { method: 'GET', path: '/admin/accounts/{id}', auth: 'session', permission: null, superAdmin: true },
  'admin.changePlan': { method: 'PUT', path: '/admin/accounts/{id}/plan', auth: 'session', permission: null, superAdmin: true },
  'admin.setConfig': { method: 'PUT', path: '/admin/accounts/{id}/config', auth: 'session', permission: null, superAdmin: true },
  // Spec section 6: an administrator is deleted only by a super administrator; the account's own rules still apply.
  'admin.deleteMembers': { method: 'DELETE', path: '/admin/accounts/{id}/members', auth: 'session', permission: null, superAdmin: true },
  'admin.logoutAccount': { method: 'POST', path: '/admin/accounts/{id}/logout', auth: 'session', permission: null, superAdmin: true },
  'admin.users': { method: 'GET', path: '/admin/users', auth: 'session', permission: null, superAdmin: true },
  'admin.user': { method: 'GET', path: '/admin/users/{id}', auth: 'session', permission: null, superAdmin: true },
  // A user's name is their own, shown in every account: besides them, only a super administrator changes it (issue 10).
  'admin.renameUser': { method: 'PUT', path: '/admin/users/{id}/profile', auth: 'session', permission: null, superAdmin: true },
  // Spec section 6: super administrators delete users; never the creator or the last administrator of an account.
  'admin.deleteUser': { method: 'DELETE', path: '/admin/users/{id}', auth: 'session', permission: null, superAdmin: true },
  'admin.queues': { method: 'GET', path: '/admin/queues', auth: 'session', permission: null, superAdmin: true },
  'admin.feedback': { method: 'GET', path: '/admin/feedback', auth: 'session', permission: null, superAdmin: true },
  // Data migrations (spec: the admin zone's migrations). A run works in bounded steps: the page calls again while `more`.
  'admin.migrations': { method: 'GET', path: '/admin/migrations', auth: 'session', permission: null, superAdmin: true },
  'admin.migrationDryRun': { method: 'POST', path: '/admin/migrations/{id}/dry-run', auth: 'session', permission: null, superAdmin: true },
  'admin.migrationRun': { method: 'POST', path: '/admin/migrations/{id}/run', auth: 'session', permission: null, superAdmin: true },
} as const satisfies Record<string, RouteLine>;
