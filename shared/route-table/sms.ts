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
  /** Issue 17: planned and cyclic SMS sendings (functions/sms/schedule.ts), the `/sms/planned` page's list and actions. */
  'sms.planned': { method: 'GET', path: '/sms/planned', auth: 'session', permission: 'PERM_SMS' },
  'sms.schedulePreview': { method: 'POST', path: '/sms/schedule/preview', auth: 'session', permission: 'PERM_SMS' },
  'sms.cancel': { method: 'POST', path: '/sms/{id}/cancel', auth: 'session', permission: 'PERM_SMS' },
  'sms.changeTime': { method: 'POST', path: '/sms/{id}/time', auth: 'session', permission: 'PERM_SMS' },
  /** Pausing a cyclic SMS sending takes what resuming it does. */
  'sms.pause': { method: 'POST', path: '/sms/{id}/pause', auth: 'session', permission: 'PERM_MWYSYL' },
} as const satisfies Record<string, RouteLine>;
