import type { RouteLine } from '../route-def';

/**
 * The subscriber database (spec section 2: /subscribers/all, /details/{id} tabs, /stats, /history).
 * Lines with fixed paths come before /subscribers/{id}, which would otherwise match them.
 */
export const subscribersRoutes = {
  'subscribers.list': { method: 'GET', path: '/subscribers', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.count': { method: 'GET', path: '/subscribers/count', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.create': { method: 'POST', path: '/subscribers', auth: 'session', permission: 'PERM_ADODAJ', status: 201 },
  'subscribers.stats': { method: 'GET', path: '/subscribers/stats', auth: 'session', permission: 'PERM_RAPORTY' },
  'subscribers.accountHistory': { method: 'GET', path: '/subscribers/history', auth: 'session', permission: 'PERM_RAPORTY' },
  'subscribers.bulk': { method: 'POST', path: '/subscribers/bulk', auth: 'session', permission: 'PERM_ADODAJ' },
  'subscribers.get': { method: 'GET', path: '/subscribers/{id}', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.update': { method: 'PUT', path: '/subscribers/{id}', auth: 'session', permission: 'PERM_ADODAJ' },
  'subscribers.forget': { method: 'POST', path: '/subscribers/{id}/forget', auth: 'session', permission: 'PERM_ADODAJ' },
  'subscribers.clearQuarantine': { method: 'POST', path: '/subscribers/{id}/quarantine/clear', auth: 'session', permission: 'PERM_ADODAJ' },
  'subscribers.activity': { method: 'GET', path: '/subscribers/{id}/activity', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.contact': { method: 'GET', path: '/subscribers/{id}/contact', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.contactSms': { method: 'GET', path: '/subscribers/{id}/contact-sms', auth: 'session', permission: 'PERM_APRZEALL' },
  /** The subscriber's custom events (the details page's tab): the v1 route's query and answer, read as the subscriber is. */
  'subscribers.events': { method: 'GET', path: '/subscribers/{id}/events', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.history': { method: 'GET', path: '/subscribers/{id}/history', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.notes': { method: 'GET', path: '/subscribers/{id}/notes', auth: 'session', permission: 'PERM_APRZEALL' },
  'subscribers.addNote': { method: 'POST', path: '/subscribers/{id}/notes', auth: 'session', permission: 'PERM_ADODAJ', status: 201 },
  'subscribers.deleteNote': { method: 'DELETE', path: '/subscribers/{id}/notes/{noteId}', auth: 'session', permission: 'PERM_ADODAJ' },
} as const satisfies Record<string, RouteLine>;
