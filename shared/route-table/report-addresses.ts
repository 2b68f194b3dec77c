import type { RouteLine } from '../route-def';

/** Issue 18, /reports/addresses (PERM_RAPORTY): engagement per subscriber, as the scoring recalculation summed it up. */
export const reportAddressesRoutes = {
  /** Subscribers with their score, opens, clicks and last times, filtered, paged (in the caller's segment reach). */
  'reports.addresses': { method: 'GET', path: '/reports/addresses', auth: 'session', permission: 'PERM_RAPORTY' },
  /** The same filtered list as a CSV file: an export (its permission, and the exports page's job to follow and download). */
  'reports.exportAddresses': {
    method: 'POST',
    path: '/reports/addresses/export',
    auth: 'session',
    permission: 'PERM_AEKSPORT',
    status: 201,
  },
} as const satisfies Record<string, RouteLine>;
