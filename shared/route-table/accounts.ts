import type { RouteLine } from '../route-def';

/** Spec section 2: settings (/settings/company with its global part among them) need PERM_POGOLNE. */
const SETTINGS = 'PERM_POGOLNE';

/**
 * The signed-in user's memberships: switch between accounts, choose the default, leave one. Each
 * acts on the user's own memberships, so no permission key applies. The account's general settings
 * (its time zone) are settings.
 */
export const accountsRoutes = {
  'accounts.mine': { method: 'GET', path: '/users/me/accounts', auth: 'session', permission: null, beforeOnboarding: true },
  'accounts.switch': { method: 'POST', path: '/users/me/accounts/{id}/switch', auth: 'session', permission: null, beforeOnboarding: true },
  'accounts.setDefault': { method: 'PUT', path: '/users/me/default-account', auth: 'session', permission: null },
  'accounts.leave': { method: 'DELETE', path: '/users/me/accounts/{id}', auth: 'session', permission: null },
  'accounts.getGeneralSettings': { method: 'GET', path: '/settings/company/global', auth: 'session', permission: SETTINGS },
  'accounts.saveGeneralSettings': { method: 'PUT', path: '/settings/company/global', auth: 'session', permission: SETTINGS },
} as const satisfies Record<string, RouteLine>;
