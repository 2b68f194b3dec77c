import type { RouteLine } from '../route-def';

/**
 * Issue 15: the predefined settings of /settings/company (spec section 3, "Other settings
 * entities": senders, test groups, tags with values). Settings need PERM_POGOLNE (spec section 2);
 * the sending forms read what they offer through lines of their own permission, as
 * `domains.senderDomains` does: the mailing form the senders (PERM_MNOWY), the SMS test the test
 * groups (PERM_SMS).
 */
const SETTINGS = 'PERM_POGOLNE';

export const predefinedRoutes = {
  'senders.list': { method: 'GET', path: '/settings/company/senders', auth: 'session', permission: SETTINGS },
  'senders.add': { method: 'POST', path: '/settings/company/senders', auth: 'session', permission: SETTINGS, status: 201 },
  'senders.update': { method: 'PUT', path: '/settings/company/senders/{id}', auth: 'session', permission: SETTINGS },
  'senders.remove': { method: 'DELETE', path: '/settings/company/senders/{id}', auth: 'session', permission: SETTINGS },
  /** The usable senders and the sender domains, for the mailing form. */
  'senders.options': { method: 'GET', path: '/senders', auth: 'session', permission: 'PERM_MNOWY' },
  'testGroups.list': { method: 'GET', path: '/settings/company/test-groups', auth: 'session', permission: SETTINGS },
  'testGroups.add': { method: 'POST', path: '/settings/company/test-groups', auth: 'session', permission: SETTINGS, status: 201 },
  'testGroups.update': { method: 'PUT', path: '/settings/company/test-groups/{id}', auth: 'session', permission: SETTINGS },
  'testGroups.remove': { method: 'DELETE', path: '/settings/company/test-groups/{id}', auth: 'session', permission: SETTINGS },
  /** The test groups (names and sizes) the SMS test send may pick (not under /sms/: `sms.get` matches /sms/{id} first). */
  'testGroups.smsOptions': { method: 'GET', path: '/test-groups', auth: 'session', permission: 'PERM_SMS' },
  /** Issue 16: the same choice for a mailing's or template's test e-mails, for whoever writes mailings. */
  'testGroups.mailOptions': { method: 'GET', path: '/mailing-test-groups', auth: 'session', permission: 'PERM_MNOWY' },
  'tags.list': { method: 'GET', path: '/settings/company/tags', auth: 'session', permission: SETTINGS },
  'tags.add': { method: 'POST', path: '/settings/company/tags', auth: 'session', permission: SETTINGS, status: 201 },
  'tags.update': { method: 'PUT', path: '/settings/company/tags/{id}', auth: 'session', permission: SETTINGS },
  'tags.remove': { method: 'DELETE', path: '/settings/company/tags/{id}', auth: 'session', permission: SETTINGS },
} as const satisfies Record<string, RouteLine>;
