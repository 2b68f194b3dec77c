import type { RouteLine } from '../route-def';

const s = { auth: 'session', permission: 'PERM_AEKSPORT' } as const;

/** Spec section 2: /export (PERM_AEKSPORT). */
export const exportsRoutes = {
  'exports.start': { method: 'POST', path: '/exports', ...s, status: 201 },
  'exports.list': { method: 'GET', path: '/exports', ...s },
  'exports.get': { method: 'GET', path: '/exports/{id}', ...s },
  'exports.download': { method: 'GET', path: '/exports/{id}/download', ...s },
} as const satisfies Record<string, RouteLine>;
