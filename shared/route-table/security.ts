import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  ActivityPage, ChangePasswordBody, DisableTwoFactorBody, HistoryQuery, LoginHistoryPage, MySecurity, SaveSecurityPolicyBody, SecurityPolicy,
  TimedPermission, TimedPermissionBody, TwoFactorCodeBody, TwoFactorSetup,
} from '../schemas/security';

/** Spec section 2: settings (the security policy among them) need PERM_POGOLNE. */
const SETTINGS = 'PERM_POGOLNE';

/**
 * Passwords, 2FA, timed permissions, login history and activity. The user's own calls need no
 * permission; the account-wide policy, history and activity are settings.
 */
export const securityRoutes = {
  'security.me': { method: 'GET', path: '/users/me/security', auth: 'session', permission: null, response: MySecurity },
  'security.changePassword': { method: 'POST', path: '/users/me/password', auth: 'session', permission: null, body: ChangePasswordBody, response: OkResponse },
  'security.twoFactorSetup': { method: 'POST', path: '/users/me/2fa/setup', auth: 'session', permission: null, body: EmptyBody, response: TwoFactorSetup },
  'security.twoFactorEnable': { method: 'POST', path: '/users/me/2fa/enable', auth: 'session', permission: null, body: TwoFactorCodeBody, response: OkResponse },
  'security.twoFactorDisable': { method: 'POST', path: '/users/me/2fa/disable', auth: 'session', permission: null, body: DisableTwoFactorBody, response: OkResponse },
  'security.endOtherSessions': { method: 'POST', path: '/users/me/sessions/end-others', auth: 'session', permission: null, body: EmptyBody, response: OkResponse },
  'security.timedStatus': { method: 'GET', path: '/users/me/timed-permission', auth: 'session', permission: null, response: TimedPermission },
  'security.requestTimed': { method: 'POST', path: '/users/me/timed-permission', auth: 'session', permission: null, body: TimedPermissionBody, response: TimedPermission },
  'security.loginHistory': { method: 'GET', path: '/account/login-history', auth: 'session', permission: null, query: HistoryQuery, response: LoginHistoryPage },
  'security.activity': { method: 'GET', path: '/account/activity', auth: 'session', permission: null, query: HistoryQuery, response: ActivityPage },
  'security.getPolicy': { method: 'GET', path: '/settings/security', auth: 'session', permission: SETTINGS, response: SecurityPolicy },
  'security.savePolicy': { method: 'PUT', path: '/settings/security', auth: 'session', permission: SETTINGS, timed: true, body: SaveSecurityPolicyBody, response: SecurityPolicy },
  'security.accountLoginHistory': {
    method: 'GET', path: '/settings/security/login-history', auth: 'session', permission: SETTINGS, query: HistoryQuery, response: LoginHistoryPage,
  },
  'security.accountActivity': { method: 'GET', path: '/settings/security/activity', auth: 'session', permission: SETTINGS, query: HistoryQuery, response: ActivityPage },
} as const satisfies Record<string, RouteDef>;
