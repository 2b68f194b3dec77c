import type { RouteDef } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { ListQuery } from '../schemas/subscriber';
import { Sms, SmsList, SmsSendBody, SmsTestBody, SmsTestResult } from '../schemas/sms';

export const smsRoutes = {
  'sms.list': { method: 'GET', path: '/sms', auth: 'session', permission: 'PERM_SMS', query: ListQuery, response: SmsList },
  'sms.send': { method: 'POST', path: '/sms', auth: 'session', permission: 'PERM_SMS', body: SmsSendBody, response: Sms, status: 202 },
  'sms.get': { method: 'GET', path: '/sms/{id}', auth: 'session', permission: 'PERM_SMS', response: Sms },
  /** A paused SMS sending goes on: the send permission of mailings, as issue 12 names it for every sending. */
  'sms.resume': { method: 'POST', path: '/sms/{id}/resume', auth: 'session', permission: 'PERM_MWYSYL', body: EmptyBody, response: Sms },
  'sms.test': { method: 'POST', path: '/sms/test', auth: 'session', permission: 'PERM_SMS', body: SmsTestBody, response: SmsTestResult },
} as const satisfies Record<string, RouteDef>;
