import type { RouteLine } from '../route-def';

/**
 * Segments (spec section 2: /segments with list, {id} config and {id}/audience; PERM_AGRPRZEALL to
 * see and calculate, PERM_AGRDODAJ to create and change, PERM_AGRUSUN to delete).
 */
export const segmentsRoutes = {
  'segments.list': { method: 'GET', path: '/segments', auth: 'session', permission: 'PERM_AGRPRZEALL' },
  'segments.create': { method: 'POST', path: '/segments', auth: 'session', permission: 'PERM_AGRDODAJ', status: 201 },
  // Before /segments/{id}, which would match it.
  // The estimate runs on the jobs queue: started here, then read by id until it is finished.
  'segments.estimate': { method: 'POST', path: '/segments/estimate', auth: 'session', permission: 'PERM_AGRPRZEALL', status: 202 },
  'segments.estimates.get': { method: 'GET', path: '/segments/estimates/{id}', auth: 'session', permission: 'PERM_AGRPRZEALL' },
  // The names of the custom events told so far (issue 19): the builder's suggestions for event conditions.
  'segments.eventNames': { method: 'GET', path: '/segments/event-names', auth: 'session', permission: 'PERM_AGRPRZEALL' },
  'segments.get': { method: 'GET', path: '/segments/{id}', auth: 'session', permission: 'PERM_AGRPRZEALL' },
  'segments.update': { method: 'PUT', path: '/segments/{id}', auth: 'session', permission: 'PERM_AGRDODAJ' },
  'segments.delete': { method: 'DELETE', path: '/segments/{id}', auth: 'session', permission: 'PERM_AGRUSUN' },
  'segments.calculate': { method: 'POST', path: '/segments/{id}/calculate', auth: 'session', permission: 'PERM_AGRPRZEALL', status: 202 },
  'segments.audience': { method: 'GET', path: '/segments/{id}/audience', auth: 'session', permission: 'PERM_AGRPRZEALL' },
} as const satisfies Record<string, RouteLine>;
