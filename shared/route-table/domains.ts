import type { RouteLine } from '../route-def';

/**
 * Issue 15: the account's sending domains, a part of /settings/company (spec section 2: settings
 * need PERM_POGOLNE). The spec names no API paths for them. The local-only "mark verified" control is
 * no line here: infra/local serves it (shared/schemas/domains.ts DEV_DOMAINS_PATH), never deployed.
 */
const SETTINGS = 'PERM_POGOLNE';

export const domainsRoutes = {
  'domains.list': { method: 'GET', path: '/settings/company/domains', auth: 'session', permission: SETTINGS },
  'domains.add': { method: 'POST', path: '/settings/company/domains', auth: 'session', permission: SETTINGS, status: 201 },
  'domains.get': { method: 'GET', path: '/settings/company/domains/{domain}', auth: 'session', permission: SETTINGS },
  'domains.check': { method: 'POST', path: '/settings/company/domains/{domain}/check', auth: 'session', permission: SETTINGS },
  /** The domains a sender may be on (the deployment's own and the account's verified ones): what the mailing form offers, so it needs the mailing permission, not the settings one. */
  'domains.senderDomains': { method: 'GET', path: '/sender-domains', auth: 'session', permission: 'PERM_MNOWY' },
  'domains.remove': { method: 'DELETE', path: '/settings/company/domains/{domain}', auth: 'session', permission: SETTINGS },
} as const satisfies Record<string, RouteLine>;
