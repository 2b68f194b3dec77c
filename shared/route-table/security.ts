import type { RouteLine } from '../route-def';

/** Spec section 2: settings (the security policy among them) need PERM_POGOLNE. */
const SETTINGS = 'PERM_POGOLNE';

/**
 * Passwords, 2FA, timed permissions, login history and activity. The user's own calls need no
 * permission; the account-wide policy, history and activity are settings.
 */
export const securityRoutes = {
  'security.me': { method: 'GET', path: '/users/me/security', auth: 'session', permission: null },
  'security.changePassword': { method: 'POST', path: '/users/me/password', auth: 'session', permission: null },
  'security.twoFactorSetup': { method: 'POST', path: '/users/me/2fa/setup', auth: 'session', permission: null },
  'security.twoFactorEnable': { method: 'POST', path: '/users/me/2fa/enable', auth: 'session', permission: null },
  'security.twoFactorDisable': { method: 'POST', path: '/users/me/2fa/disable', auth: 'session', permission: null },
  'security.endOtherSessions': { method: 'POST', path: '/users/me/sessions/end-others', auth: 'session', permission: null },
  'security.timedStatus': { method: 'GET', path: '/users/me/timed-permission', auth: 'session', permission: null },
  'security.requestTimed': { method: 'POST', path: '/users/me/timed-permission', auth: 'session', permission: null },
  'security.loginHistory': { method: 'GET', path: '/account/login-history', auth: 'session', permission: null },
  'security.activity': { method: 'GET', path: '/account/activity', auth: 'session', permission: null },
  'security.getPolicy': { method: 'GET', path: '/settings/security', auth: 'session', permission: SETTINGS },
  'security.savePolicy': { method: 'PUT', path: '/settings/security', auth: 'session', permission: SETTINGS, timed: true },
  'security.accountLoginHistory': { method: 'GET', path: '/settings/security/login-history', auth: 'session', permission: SETTINGS },
  'security.accountActivity': { method: 'GET', path: '/settings/security/activity', auth: 'session', permission: SETTINGS },
} as const satisfies Record<string, RouteLine>;
