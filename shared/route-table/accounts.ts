import type { RouteDef } from '../route-def';
import { DefaultAccountBody, GeneralSettings, MyAccountList, SaveGeneralSettingsBody } from '../schemas/accounts';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { CurrentUser } from '../schemas/user';

/** Spec section 2: settings (/settings/company with its global part among them) need PERM_POGOLNE. */
const SETTINGS = 'PERM_POGOLNE';

/**
 * The signed-in user's memberships: switch between accounts, choose the default, leave one. Each
 * acts on the user's own memberships, so no permission key applies. The account's general settings
 * (its time zone) are settings.
 */
export const accountsRoutes = {
  'accounts.mine': { method: 'GET', path: '/users/me/accounts', auth: 'session', permission: null, beforeOnboarding: true, response: MyAccountList },
  'accounts.switch': { method: 'POST', path: '/users/me/accounts/{id}/switch', auth: 'session', permission: null, beforeOnboarding: true, body: EmptyBody, response: CurrentUser },
  'accounts.setDefault': { method: 'PUT', path: '/users/me/default-account', auth: 'session', permission: null, body: DefaultAccountBody, response: OkResponse },
  'accounts.leave': { method: 'DELETE', path: '/users/me/accounts/{id}', auth: 'session', permission: null, body: EmptyBody, response: CurrentUser },
  'accounts.getGeneralSettings': { method: 'GET', path: '/settings/company/global', auth: 'session', permission: SETTINGS, response: GeneralSettings },
  'accounts.saveGeneralSettings': { method: 'PUT', path: '/settings/company/global', auth: 'session', permission: SETTINGS, body: SaveGeneralSettingsBody, response: GeneralSettings },
} as const satisfies Record<string, RouteDef>;
