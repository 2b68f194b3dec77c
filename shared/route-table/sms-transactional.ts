import type { RouteLine } from '../route-def';

/**
 * Issue 18, `/sms/transactional-reports`: a month of transactional texts (issue 19) — statuses, parts,
 * cost, prefixes, days — and the month's texts, paged (functions/transactional/report.ts). The
 * public API's `/v1/transactional/...` lines come with API tokens.
 */
export const smsTransactionalRoutes = {
  'sms.transactionalReport': { method: 'GET', path: '/sms/transactional-reports', auth: 'session', permission: 'PERM_SMS' },
  'sms.transactionalMessages': { method: 'GET', path: '/sms/transactional-reports/messages', auth: 'session', permission: 'PERM_SMS' },
} as const satisfies Record<string, RouteLine>;
