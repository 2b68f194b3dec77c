import type { RouteLine } from '../route-def';

/** Spec section 2: /exclusions (domain, email, gsm) needs the blacklist_enabled config. */
export const blacklistRoutes = {
  'blacklist.list': {
    method: 'GET',
    path: '/blacklist',
    auth: 'session',
    permission: 'PERM_APRZEALL',
    requiresConfig: 'blacklist_enabled',
  },
  'blacklist.add': { method: 'POST', path: '/blacklist', auth: 'session', permission: 'PERM_ADODAJ', requiresConfig: 'blacklist_enabled' },
  'blacklist.remove': {
    method: 'DELETE',
    path: '/blacklist',
    auth: 'session',
    permission: 'PERM_ADODAJ',
    requiresConfig: 'blacklist_enabled',
  },
} as const satisfies Record<string, RouteLine>;
