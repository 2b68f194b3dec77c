import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { Team, TeamBody, TeamList } from '../schemas/users-admin';

/** Teams live beside users in the settings area (spec section 2: /settings/users, PERM_POGOLNE). */
export const teamsRoutes = {
  'teams.list': { method: 'GET', path: '/teams', auth: 'session', permission: 'PERM_POGOLNE', response: TeamList },
  'teams.create': { method: 'POST', path: '/teams', auth: 'session', permission: 'PERM_POGOLNE', body: TeamBody, response: Team, status: 201 },
  'teams.update': { method: 'PUT', path: '/teams/{id}', auth: 'session', permission: 'PERM_POGOLNE', body: TeamBody, response: Team },
  'teams.delete': { method: 'DELETE', path: '/teams/{id}', auth: 'session', permission: 'PERM_POGOLNE', body: EmptyBody, response: OkResponse },
} as const satisfies Record<string, RouteDef>;
