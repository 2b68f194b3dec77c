import type { RouteLine } from '../route-def';

/**
 * The public API v1's properties and segments (issue 19), read and recalculated with a token. A
 * token route needs a scope: the web lets any member read the properties (permission null), so a
 * token reads them with the subscribers' read scope, PERM_APRZEALL, the task they serve; segments
 * need the web's key for seeing and calculating them, PERM_AGRPRZEALL.
 */
export const v1SegmentsRoutes = {
  'v1.properties.list': { method: 'GET', path: '/v1/properties', auth: 'token', permission: 'PERM_APRZEALL' },
  'v1.segments.list': { method: 'GET', path: '/v1/segments', auth: 'token', permission: 'PERM_AGRPRZEALL' },
  'v1.segments.get': { method: 'GET', path: '/v1/segments/{id}', auth: 'token', permission: 'PERM_AGRPRZEALL' },
  'v1.segments.members': { method: 'GET', path: '/v1/segments/{id}/members', auth: 'token', permission: 'PERM_AGRPRZEALL' },
  'v1.segments.recalculate': {
    method: 'POST',
    path: '/v1/segments/{id}/recalculate',
    auth: 'token',
    permission: 'PERM_AGRPRZEALL',
    status: 202,
  },
} as const satisfies Record<string, RouteLine>;
