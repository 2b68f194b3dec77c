import type { RouteLine } from '../route-def';

/**
 * The public API v1's subscribers (issue 19): token routes, each with the scope it needs (the
 * permission a web user would need for the same call).
 */
export const v1SubscribersRoutes = {
  'v1.subscribers.upsert': { method: 'PUT', path: '/v1/subscribers', auth: 'token', permission: 'PERM_ADODAJ' },
  'v1.subscribers.list': { method: 'GET', path: '/v1/subscribers', auth: 'token', permission: 'PERM_APRZEALL' },
  'v1.subscribers.bulk': { method: 'POST', path: '/v1/subscribers/bulk', auth: 'token', permission: 'PERM_ADODAJ' },
  'v1.subscribers.get': { method: 'GET', path: '/v1/subscribers/{id}', auth: 'token', permission: 'PERM_APRZEALL' },
  'v1.subscribers.setStatus': { method: 'PUT', path: '/v1/subscribers/{id}/status', auth: 'token', permission: 'PERM_ADODAJ' },
  'v1.subscribers.forget': { method: 'POST', path: '/v1/subscribers/{id}/forget', auth: 'token', permission: 'PERM_ADODAJ' },
} as const satisfies Record<string, RouteLine>;
