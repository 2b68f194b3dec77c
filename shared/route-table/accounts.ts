import type { RouteDef } from '../route-def';
import { DefaultAccountBody, MyAccountList } from '../schemas/accounts';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { CurrentUser } from '../schemas/user';

/**
 * The signed-in user's memberships: switch between accounts, choose the default, leave one. Each
 * acts on the user's own memberships, so no permission key applies.
 */
export const accountsRoutes = {
  'accounts.mine': { method: 'GET', path: '/users/me/accounts', auth: 'session', permission: null, beforeOnboarding: true, response: MyAccountList },
  'accounts.switch': { method: 'POST', path: '/users/me/accounts/{id}/switch', auth: 'session', permission: null, beforeOnboarding: true, body: EmptyBody, response: CurrentUser },
  'accounts.setDefault': { method: 'PUT', path: '/users/me/default-account', auth: 'session', permission: null, body: DefaultAccountBody, response: OkResponse },
  'accounts.leave': { method: 'DELETE', path: '/users/me/accounts/{id}', auth: 'session', permission: null, body: EmptyBody, response: CurrentUser },
} as const satisfies Record<string, RouteDef>;
