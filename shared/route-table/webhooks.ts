import type { RouteLine } from '../route-def';

/** Spec section 2: /advanced/webhooks needs PERM_ADMIN (as /advanced/api). */
const ADMIN = 'PERM_ADMIN';

/** Webhooks (issue 20): kept by an administrator, who also reads their signing secret and their deliveries' log. */
export const webhooksRoutes = {
  'webhooks.list': { method: 'GET', path: '/integrations/webhooks', auth: 'session', permission: ADMIN },
  'webhooks.create': { method: 'POST', path: '/integrations/webhooks', auth: 'session', permission: ADMIN, status: 201 },
  'webhooks.get': { method: 'GET', path: '/integrations/webhooks/{id}', auth: 'session', permission: ADMIN },
  'webhooks.update': { method: 'PUT', path: '/integrations/webhooks/{id}', auth: 'session', permission: ADMIN },
  'webhooks.remove': { method: 'DELETE', path: '/integrations/webhooks/{id}', auth: 'session', permission: ADMIN },
  'webhooks.secret': { method: 'GET', path: '/integrations/webhooks/{id}/secret', auth: 'session', permission: ADMIN },
  'webhooks.rotateSecret': { method: 'POST', path: '/integrations/webhooks/{id}/secret', auth: 'session', permission: ADMIN },
  'webhooks.test': { method: 'POST', path: '/integrations/webhooks/{id}/test', auth: 'session', permission: ADMIN },
  'webhooks.attempts': { method: 'GET', path: '/integrations/webhooks/{id}/attempts', auth: 'session', permission: ADMIN },
} as const satisfies Record<string, RouteLine>;
