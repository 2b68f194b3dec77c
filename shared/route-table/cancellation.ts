import type { RouteLine } from '../route-def';

/** Cancellation scenarios (spec section 2: /v2/settings/scenarios; PERM_PSCENARIUSZE): what the unsubscribe page offers. */
export const cancellationRoutes = {
  'cancellation.get': { method: 'GET', path: '/settings/scenarios/cancellation', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
  'cancellation.save': { method: 'PUT', path: '/settings/scenarios/cancellation', auth: 'session', permission: 'PERM_PSCENARIUSZE' },
} as const satisfies Record<string, RouteLine>;
