import type { RouteDef } from '../route-def';
import { SmsContactPage } from '../schemas/sms';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  BulkSubscribersBody, BulkSubscribersResult, ClearQuarantineBody, CreateSubscriberBody, ForgetBody, Subscriber, SubscriberList, SubscriberListQuery,
  UpdateSubscriberBody,
} from '../schemas/subscriber';
import {
  ActivityPage, ActivityQuery, ChangePage, ContactPage, HistoryQuery, Note, NoteBody, NoteList, StatsQuery, SubscriberStats,
} from '../schemas/subscriber-records';

/**
 * The subscriber database (spec section 2: /subscribers/all, /details/{id} tabs, /stats, /history).
 * Lines with fixed paths come before /subscribers/{id}, which would otherwise match them.
 */
export const subscribersRoutes = {
  'subscribers.list': { method: 'GET', path: '/subscribers', auth: 'session', permission: 'PERM_APRZEALL', query: SubscriberListQuery, response: SubscriberList },
  'subscribers.create': { method: 'POST', path: '/subscribers', auth: 'session', permission: 'PERM_ADODAJ', body: CreateSubscriberBody, response: Subscriber, status: 201 },
  'subscribers.stats': { method: 'GET', path: '/subscribers/stats', auth: 'session', permission: 'PERM_RAPORTY', query: StatsQuery, response: SubscriberStats },
  'subscribers.accountHistory': { method: 'GET', path: '/subscribers/history', auth: 'session', permission: 'PERM_RAPORTY', query: HistoryQuery, response: ChangePage },
  'subscribers.bulk': { method: 'POST', path: '/subscribers/bulk', auth: 'session', permission: 'PERM_ADODAJ', body: BulkSubscribersBody, response: BulkSubscribersResult },
  'subscribers.get': { method: 'GET', path: '/subscribers/{id}', auth: 'session', permission: 'PERM_APRZEALL', response: Subscriber },
  'subscribers.update': { method: 'PUT', path: '/subscribers/{id}', auth: 'session', permission: 'PERM_ADODAJ', body: UpdateSubscriberBody, response: Subscriber },
  'subscribers.forget': { method: 'POST', path: '/subscribers/{id}/forget', auth: 'session', permission: 'PERM_ADODAJ', body: ForgetBody, response: Subscriber },
  'subscribers.clearQuarantine': {
    method: 'POST', path: '/subscribers/{id}/quarantine/clear', auth: 'session', permission: 'PERM_ADODAJ', body: ClearQuarantineBody, response: Subscriber,
  },
  'subscribers.activity': { method: 'GET', path: '/subscribers/{id}/activity', auth: 'session', permission: 'PERM_APRZEALL', query: ActivityQuery, response: ActivityPage },
  'subscribers.contact': { method: 'GET', path: '/subscribers/{id}/contact', auth: 'session', permission: 'PERM_APRZEALL', query: ActivityQuery, response: ContactPage },
  'subscribers.contactSms': { method: 'GET', path: '/subscribers/{id}/contact-sms', auth: 'session', permission: 'PERM_APRZEALL', query: ActivityQuery, response: SmsContactPage },
  'subscribers.history': { method: 'GET', path: '/subscribers/{id}/history', auth: 'session', permission: 'PERM_APRZEALL', query: HistoryQuery, response: ChangePage },
  'subscribers.notes': { method: 'GET', path: '/subscribers/{id}/notes', auth: 'session', permission: 'PERM_APRZEALL', response: NoteList },
  'subscribers.addNote': { method: 'POST', path: '/subscribers/{id}/notes', auth: 'session', permission: 'PERM_ADODAJ', body: NoteBody, response: Note, status: 201 },
  'subscribers.deleteNote': {
    method: 'DELETE', path: '/subscribers/{id}/notes/{noteId}', auth: 'session', permission: 'PERM_ADODAJ', body: EmptyBody, response: OkResponse,
  },
} as const satisfies Record<string, RouteDef>;
