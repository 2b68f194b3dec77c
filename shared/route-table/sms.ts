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
  /** Issue 17, SMS A/B tests: a sending made as a test of 2 to 5 variants (it goes out as `sms.send` does). */
  'sms.abxSend': { method: 'POST', path: '/sms/abx', auth: 'session', permission: 'PERM_SMS', status: 202 },
  /** An SMS A/B test's variants: each one's text, sender, texts sent and clicks, and the winner. */
  'sms.variants': { method: 'GET', path: '/sms/{id}/variants', auth: 'session', permission: 'PERM_SMS' },
  /** The winner chosen by hand before the timer's decision: the send permission, as resuming a sending. */
  'sms.chooseWinner': { method: 'POST', path: '/sms/{id}/winner', auth: 'session', permission: 'PERM_MWYSYL', status: 202 },
} as const satisfies Record<string, RouteLine>;
