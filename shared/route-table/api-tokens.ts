import type { RouteLine } from '../route-def';

/** Spec section 2: /advanced/api (API tokens) needs PERM_ADMIN. */
const ADMIN = 'PERM_ADMIN';

/** Integrators' API tokens (issue 19): listed, created (the secret answered once) and revoked by an administrator. */
export const apiTokensRoutes = {
  'apiTokens.list': { method: 'GET', path: '/integrations/api-tokens', auth: 'session', permission: ADMIN },
  'apiTokens.create': { method: 'POST', path: '/integrations/api-tokens', auth: 'session', permission: ADMIN, status: 201 },
  'apiTokens.revoke': { method: 'DELETE', path: '/integrations/api-tokens/{id}', auth: 'session', permission: ADMIN },
} as const satisfies Record<string, RouteLine>;
