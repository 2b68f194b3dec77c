import type { RouteLine } from '../route-def';

/**
 * Issue 18, the SMS reports: the SMS sendings of a period with their KPIs, and one sending's statuses,
 * parts, cost, prefixes and clicks (functions/sms/report.ts). The same reports twice: under Reports
 * (`/v2/reports/sms`, PERM_RAPORTY) and in the SMS area (`/sms/reports`, PERM_SMS).
 */
export const reportSmsRoutes = {
  'reports.sms': { method: 'GET', path: '/reports/sms', auth: 'session', permission: 'PERM_RAPORTY' },
  'reports.smsDetails': { method: 'GET', path: '/reports/sms/{id}', auth: 'session', permission: 'PERM_RAPORTY' },
  'sms.reports': { method: 'GET', path: '/sms/reports', auth: 'session', permission: 'PERM_SMS' },
  'sms.report': { method: 'GET', path: '/sms/reports/{id}', auth: 'session', permission: 'PERM_SMS' },
} as const satisfies Record<string, RouteLine>;
