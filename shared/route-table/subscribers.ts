import type { RouteDef } from '../route-def';
import { CreateSubscriberBody, ListQuery, Subscriber, SubscriberList } from '../schemas/subscriber';

export const subscribersRoutes = {
  'subscribers.list': { method: 'GET', path: '/subscribers', auth: 'session', permission: 'PERM_APRZEALL', query: ListQuery, response: SubscriberList },
  'subscribers.create': { method: 'POST', path: '/subscribers', auth: 'session', permission: 'PERM_ADODAJ', body: CreateSubscriberBody, response: Subscriber, status: 201 },
  'subscribers.get': { method: 'GET', path: '/subscribers/{id}', auth: 'session', permission: 'PERM_APRZEALL', response: Subscriber },
} as const satisfies Record<string, RouteDef>;
