import type { RouteDef } from '../route-def';
import { CurrentUser, UpdateMeBody } from '../schemas/user';

export const usersRoutes = {
  'users.me': { method: 'GET', path: '/users/me', auth: 'session', permission: null, beforeOnboarding: true, response: CurrentUser },
  'users.updateMe': { method: 'PUT', path: '/users/me', auth: 'session', permission: null, beforeOnboarding: true, body: UpdateMeBody, response: CurrentUser },
} as const satisfies Record<string, RouteDef>;
