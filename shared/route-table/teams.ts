import type { RouteLine } from '../route-def';

/** Teams live beside users in the settings area (spec section 2: /settings/users, PERM_POGOLNE). */
export const teamsRoutes = {
  'teams.list': { method: 'GET', path: '/teams', auth: 'session', permission: 'PERM_POGOLNE' },
  'teams.create': { method: 'POST', path: '/teams', auth: 'session', permission: 'PERM_POGOLNE', status: 201 },
  'teams.update': { method: 'PUT', path: '/teams/{id}', auth: 'session', permission: 'PERM_POGOLNE' },
  'teams.delete': { method: 'DELETE', path: '/teams/{id}', auth: 'session', permission: 'PERM_POGOLNE' },
} as const satisfies Record<string, RouteLine>;
