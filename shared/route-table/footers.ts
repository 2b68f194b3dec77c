import type { RouteLine } from '../route-def';

/**
 * Issue 15: the account's footers, the footers part of /v2/settings/scenarios (spec section 2:
 * PERM_PSCENARIUSZE). The spec names no API paths for them.
 */
const SCENARIOS = 'PERM_PSCENARIUSZE';

export const footersRoutes = {
  'footers.list': { method: 'GET', path: '/settings/scenarios/footers', auth: 'session', permission: SCENARIOS },
  'footers.create': { method: 'POST', path: '/settings/scenarios/footers', auth: 'session', permission: SCENARIOS, status: 201 },
  'footers.update': { method: 'PUT', path: '/settings/scenarios/footers/{id}', auth: 'session', permission: SCENARIOS },
  'footers.setDefault': { method: 'POST', path: '/settings/scenarios/footers/{id}/default', auth: 'session', permission: SCENARIOS },
  'footers.delete': { method: 'DELETE', path: '/settings/scenarios/footers/{id}', auth: 'session', permission: SCENARIOS },
  /** The footer each language's mailings carry now: what the mailing editor previews and checks, so it needs the mailing permission, not the scenarios one. */
  'footers.forMailings': { method: 'GET', path: '/mailing-footers', auth: 'session', permission: 'PERM_MNOWY' },
} as const satisfies Record<string, RouteLine>;
