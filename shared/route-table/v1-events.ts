import type { RouteLine } from '../route-def';

/**
 * The public API v1's custom events (issue 19): what a subscriber did, told by an integrator, at
 * most once per `Idempotency-Key`. The scope is the permission a web user needs to edit subscribers.
 */
export const v1EventsRoutes = {
  'v1.events.track': { method: 'POST', path: '/v1/events', auth: 'token', permission: 'PERM_ADODAJ', status: 202, idempotencyKey: true },
  'v1.events.batch': { method: 'POST', path: '/v1/events/batch', auth: 'token', permission: 'PERM_ADODAJ' },
  /** Reading them back needs what reading the subscriber does. */
  'v1.events.listOfSubscriber': { method: 'GET', path: '/v1/subscribers/{id}/events', auth: 'token', permission: 'PERM_APRZEALL' },
} as const satisfies Record<string, RouteLine>;
