import type { RouteLine } from '../route-def';

/** Issue 18, a mailing report's recipient lists (PERM_RAPORTY): who did what, kept per sending as it is counted. */
export const reportRecipientsRoutes = {
  /** Who opened, clicked, bounced, complained or unsubscribed, first time first, paged. */
  'reports.recipients': { method: 'GET', path: '/reports/mailings/{id}/recipients', auth: 'session', permission: 'PERM_RAPORTY' },
  /** The same list as a CSV file: an export (its permission, and the exports page's job to follow and download). */
  'reports.exportRecipients': {
    method: 'POST',
    path: '/reports/mailings/{id}/recipients/export',
    auth: 'session',
    permission: 'PERM_AEKSPORT',
    status: 201,
  },
} as const satisfies Record<string, RouteLine>;
