import type { RouteDef } from '../route-def';
import { AddBlacklistBody, AddBlacklistResult, BlacklistPage, BlacklistQuery, RemoveBlacklistBody, RemoveBlacklistResult } from '../schemas/blacklist';

/** Spec section 2: /exclusions (domain, email, gsm) needs the blacklist_enabled config. */
export const blacklistRoutes = {
  'blacklist.list': {
    method: 'GET', path: '/blacklist', auth: 'session', permission: 'PERM_APRZEALL', requiresConfig: 'blacklist_enabled', query: BlacklistQuery, response: BlacklistPage,
  },
  'blacklist.add': {
    method: 'POST', path: '/blacklist', auth: 'session', permission: 'PERM_ADODAJ', requiresConfig: 'blacklist_enabled', body: AddBlacklistBody, response: AddBlacklistResult,
  },
  'blacklist.remove': {
    method: 'DELETE', path: '/blacklist', auth: 'session', permission: 'PERM_ADODAJ', requiresConfig: 'blacklist_enabled', body: RemoveBlacklistBody, response: RemoveBlacklistResult,
  },
} as const satisfies Record<string, RouteDef>;
