import type { RouteLine } from '../route-def';

/**
 * Issue 18, reports (spec section 2: PERM_RAPORTY). Every report reads the roll-ups the events
 * worker keeps (functions/reports), never raw events.
 */
export const reportsRoutes = {
  /** A mailing's report: totals, rates, the timeline, links, recipient domains, devices, clients, bounce codes. */
  'reports.mailing': { method: 'GET', path: '/reports/mailings/{id}', auth: 'session', permission: 'PERM_RAPORTY' },
  /** Who opened, clicked, bounced, complained or unsubscribed, first time first, paged. */
  'reports.recipients': { method: 'GET', path: '/reports/mailings/{id}/recipients', auth: 'session', permission: 'PERM_RAPORTY' },
  /** The same list as a CSV file, through the export machinery (an export job to follow). */
  'reports.exportRecipients': {
    method: 'POST',
    path: '/reports/mailings/{id}/recipients/export',
    auth: 'session',
    permission: 'PERM_RAPORTY',
    status: 201,
  },
} as const satisfies Record<string, RouteLine>;
