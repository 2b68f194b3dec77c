import type { RouteLine } from '../route-def';

/** Spec section 2: /advanced/external (shop and CMS connectors) needs PERM_PINTEGRACJE. */
const INTEGRATIONS = 'PERM_PINTEGRACJE';

/**
 * Shop and CMS connectors (issue 20). The inbound endpoint is public: the shop proves itself with
 * the connector's signature over the raw body, which the handler reads unparsed (`rawBody`).
 */
export const connectorsRoutes = {
  'connectors.list': { method: 'GET', path: '/integrations/connectors', auth: 'session', permission: INTEGRATIONS },
  'connectors.create': { method: 'POST', path: '/integrations/connectors', auth: 'session', permission: INTEGRATIONS, status: 201 },
  'connectors.get': { method: 'GET', path: '/integrations/connectors/{id}', auth: 'session', permission: INTEGRATIONS },
  'connectors.update': { method: 'PUT', path: '/integrations/connectors/{id}', auth: 'session', permission: INTEGRATIONS },
  'connectors.remove': { method: 'DELETE', path: '/integrations/connectors/{id}', auth: 'session', permission: INTEGRATIONS },
  'connectors.secret': { method: 'GET', path: '/integrations/connectors/{id}/secret', auth: 'session', permission: INTEGRATIONS },
  'connectors.rotateSecret': { method: 'POST', path: '/integrations/connectors/{id}/secret', auth: 'session', permission: INTEGRATIONS },
  'connectors.attempts': { method: 'GET', path: '/integrations/connectors/{id}/attempts', auth: 'session', permission: INTEGRATIONS },
  'connectors.inbound': {
    method: 'POST',
    path: '/hooks/{account}/{id}',
    auth: 'public',
    permission: null,
    rateLimit: ['connector.ip'],
    rawBody: true,
  },
} as const satisfies Record<string, RouteLine>;
