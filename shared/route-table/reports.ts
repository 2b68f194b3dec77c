import type { RouteLine } from '../route-def';

/**
 * Issue 18, reports (spec section 2: PERM_RAPORTY). Every report reads the roll-ups the events
 * worker keeps (functions/reports), never raw events.
 */
export const reportsRoutes = {
  /** A mailing's report: totals, rates, the timeline, links, recipient domains, devices, clients, bounce codes. */
  'reports.mailing': { method: 'GET', path: '/reports/mailings/{id}', auth: 'session', permission: 'PERM_RAPORTY' },
} as const satisfies Record<string, RouteLine>;
