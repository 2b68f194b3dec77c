import type { RouteLine } from '../route-def';

/**
 * Issue 18, scoring (spec section 2: /subscribers/scoring needs PERM_SCORING and the plan's scoring
 * limit, which the service checks: 403 FEATURE_NOT_ENABLED; /reports/scoring is a report, PERM_RAPORTY).
 */
export const scoringRoutes = {
  'scoring.get': { method: 'GET', path: '/subscribers/scoring', auth: 'session', permission: 'PERM_SCORING' },
  /** Saves the rules and starts a recalculation with them. */
  'scoring.save': { method: 'PUT', path: '/subscribers/scoring', auth: 'session', permission: 'PERM_SCORING' },
  /** Starts a recalculation (or answers the one under way). */
  'scoring.recalculate': {
    method: 'POST',
    path: '/subscribers/scoring/recalculations',
    auth: 'session',
    permission: 'PERM_SCORING',
    status: 202,
  },
  'reports.scoring': { method: 'GET', path: '/reports/scoring', auth: 'session', permission: 'PERM_RAPORTY' },
} as const satisfies Record<string, RouteLine>;
