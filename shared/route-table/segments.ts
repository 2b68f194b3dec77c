import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { AudienceQuery, EstimateBody, EstimateRun, Segment, SegmentBody, SegmentList } from '../schemas/segments';
import { SubscriberList } from '../schemas/subscriber';

/**
 * Segments (spec section 2: /segments with list, {id} config and {id}/audience; PERM_AGRPRZEALL to
 * see and calculate, PERM_AGRDODAJ to create and change, PERM_AGRUSUN to delete).
 */
export const segmentsRoutes = {
  'segments.list': { method: 'GET', path: '/segments', auth: 'session', permission: 'PERM_AGRPRZEALL', response: SegmentList },
  'segments.create': { method: 'POST', path: '/segments', auth: 'session', permission: 'PERM_AGRDODAJ', body: SegmentBody, response: Segment, status: 201 },
  // Before /segments/{id}, which would match it.
  // The estimate runs on the jobs queue: started here, then read by id until it is finished.
  'segments.estimate': { method: 'POST', path: '/segments/estimate', auth: 'session', permission: 'PERM_AGRPRZEALL', body: EstimateBody, response: EstimateRun, status: 202 },
  'segments.estimates.get': { method: 'GET', path: '/segments/estimates/{id}', auth: 'session', permission: 'PERM_AGRPRZEALL', response: EstimateRun },
  'segments.get': { method: 'GET', path: '/segments/{id}', auth: 'session', permission: 'PERM_AGRPRZEALL', response: Segment },
  'segments.update': { method: 'PUT', path: '/segments/{id}', auth: 'session', permission: 'PERM_AGRDODAJ', body: SegmentBody, response: Segment },
  'segments.delete': { method: 'DELETE', path: '/segments/{id}', auth: 'session', permission: 'PERM_AGRUSUN', body: EmptyBody, response: OkResponse },
  'segments.calculate': { method: 'POST', path: '/segments/{id}/calculate', auth: 'session', permission: 'PERM_AGRPRZEALL', body: EmptyBody, response: Segment, status: 202 },
  'segments.audience': { method: 'GET', path: '/segments/{id}/audience', auth: 'session', permission: 'PERM_AGRPRZEALL', query: AudienceQuery, response: SubscriberList },
} as const satisfies Record<string, RouteDef>;
