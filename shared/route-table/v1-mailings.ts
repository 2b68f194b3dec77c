import type { RouteLine } from '../route-def';

/**
 * The public API v1's mailings and SMS sendings (issue 19), read only: token routes, each with the
 * scope the web's call needs (the mailing list and a mailing: PERM_MWYSYL; its report: PERM_RAPORTY;
 * SMS: PERM_SMS, as `/sms` and `/sms/reports`).
 */
export const v1MailingsRoutes = {
  'v1.mailings.list': { method: 'GET', path: '/v1/mailings', auth: 'token', permission: 'PERM_MWYSYL' },
  'v1.mailings.get': { method: 'GET', path: '/v1/mailings/{id}', auth: 'token', permission: 'PERM_MWYSYL' },
  'v1.mailings.report': { method: 'GET', path: '/v1/mailings/{id}/report', auth: 'token', permission: 'PERM_RAPORTY' },
  'v1.sms.list': { method: 'GET', path: '/v1/sms/sendings', auth: 'token', permission: 'PERM_SMS' },
  'v1.sms.report': { method: 'GET', path: '/v1/sms/sendings/{id}/report', auth: 'token', permission: 'PERM_SMS' },
} as const satisfies Record<string, RouteLine>;
