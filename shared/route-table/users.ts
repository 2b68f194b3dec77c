import type { RouteLine } from '../route-def';

/** User administration is part of the settings area (spec section 2: /settings/users needs PERM_POGOLNE). */
const ADMIN = 'PERM_POGOLNE';

export const usersRoutes = {
  'users.me': { method: 'GET', path: '/users/me', auth: 'session', permission: null, beforeOnboarding: true },
  'users.updateMe': { method: 'PUT', path: '/users/me', auth: 'session', permission: null, beforeOnboarding: true },
  'users.list': { method: 'GET', path: '/users', auth: 'session', permission: ADMIN },
  'users.add': { method: 'POST', path: '/users/add', auth: 'session', permission: ADMIN, status: 201 },
  'users.edit': { method: 'POST', path: '/users/edit', auth: 'session', permission: ADMIN },
  // Declared after users.updateMe, so /users/me keeps its own line.
  'users.update': { method: 'PUT', path: '/users/{id}', auth: 'session', permission: ADMIN },
  'users.duplicate': { method: 'POST', path: '/users/{id}/duplicate', auth: 'session', permission: ADMIN, status: 201 },
  'users.setActive': { method: 'PUT', path: '/users/{id}/active', auth: 'session', permission: ADMIN },
  'users.lock': { method: 'PUT', path: '/users/{id}/lock', auth: 'session', permission: ADMIN },
  'users.delete': { method: 'DELETE', path: '/users', auth: 'session', permission: ADMIN },
  'users.copyPermissions': { method: 'POST', path: '/users/permissions/copy', auth: 'session', permission: ADMIN },
  'users.sendChangePasswordEmail': { method: 'POST', path: '/users/{id}/send-change-password-email', auth: 'session', permission: ADMIN },
  'users.logout': { method: 'POST', path: '/users/{id}/logout', auth: 'session', permission: ADMIN },
  'users.roles': { method: 'GET', path: '/users/permissions', auth: 'session', permission: ADMIN },
  'users.saveRole': { method: 'POST', path: '/users/permissions', auth: 'session', permission: ADMIN, status: 201 },
  'users.updateRole': { method: 'PUT', path: '/users/permissions/{id}', auth: 'session', permission: ADMIN },
  'users.deleteRole': { method: 'DELETE', path: '/users/permissions/{id}', auth: 'session', permission: ADMIN },
} as const satisfies Record<string, RouteLine>;
