import type { RouteLine } from '../route-def';

/** Spec section 2: /advanced/smtp needs PERM_SMTP. */
const SMTP = 'PERM_SMTP';

/** SMTP users (issue 20): credentials an application sends through the account's relay with. */
export const smtpRoutes = {
  'smtp.list': { method: 'GET', path: '/integrations/smtp-users', auth: 'session', permission: SMTP },
  'smtp.create': { method: 'POST', path: '/integrations/smtp-users', auth: 'session', permission: SMTP, status: 201 },
  'smtp.get': { method: 'GET', path: '/integrations/smtp-users/{id}', auth: 'session', permission: SMTP },
  'smtp.update': { method: 'PUT', path: '/integrations/smtp-users/{id}', auth: 'session', permission: SMTP },
  'smtp.remove': { method: 'DELETE', path: '/integrations/smtp-users/{id}', auth: 'session', permission: SMTP },
  'smtp.regenerateCode': { method: 'POST', path: '/integrations/smtp-users/{id}/code', auth: 'session', permission: SMTP },
} as const satisfies Record<string, RouteLine>;
