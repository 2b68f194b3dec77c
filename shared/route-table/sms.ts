import type { RouteLine } from '../route-def';

export const smsRoutes = {
  'sms.list': { method: 'GET', path: '/sms', auth: 'session', permission: 'PERM_SMS' },
  'sms.send': { method: 'POST', path: '/sms', auth: 'session', permission: 'PERM_SMS', status: 202 },
  'sms.get': { method: 'GET', path: '/sms/{id}', auth: 'session', permission: 'PERM_SMS' },
  /** A paused SMS sending goes on: the send permission of mailings, as issue 12 names it for every sending. */
  'sms.resume': { method: 'POST', path: '/sms/{id}/resume', auth: 'session', permission: 'PERM_MWYSYL' },
  /** 4-eye verification: another user than its maker accepts a waiting SMS sending (it goes out) or rejects it with a reason. */
  'sms.accept': { method: 'POST', path: '/sms/{id}/accept', auth: 'session', permission: 'PERM_AZATWIERDZ', status: 202 },
  'sms.reject': { method: 'POST', path: '/sms/{id}/reject', auth: 'session', permission: 'PERM_AZATWIERDZ' },
  'sms.test': { method: 'POST', path: '/sms/test', auth: 'session', permission: 'PERM_SMS' },
} as const satisfies Record<string, RouteLine>;
