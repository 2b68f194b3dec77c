import type { RouteDef } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { ListQuery } from '../schemas/subscriber';
import { Mailing, MailingContent, MailingList } from '../schemas/mailing';

export const mailingsRoutes = {
  'mailings.list': { method: 'GET', path: '/mailings', auth: 'session', permission: 'PERM_MWYSYL', query: ListQuery, response: MailingList },
  'mailings.create': { method: 'POST', path: '/mailings', auth: 'session', permission: 'PERM_MNOWY', body: MailingContent, response: Mailing, status: 201 },
  'mailings.get': { method: 'GET', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MWYSYL', response: Mailing },
  'mailings.update': { method: 'PUT', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MNOWY', body: MailingContent, response: Mailing },
  'mailings.send': { method: 'POST', path: '/mailings/{id}/send', auth: 'session', permission: 'PERM_MWYSYL', body: EmptyBody, response: Mailing, status: 202 },
  /** A paused sending goes on (issue 12: resuming needs the send permission). */
  'mailings.resume': { method: 'POST', path: '/mailings/{id}/resume', auth: 'session', permission: 'PERM_MWYSYL', body: EmptyBody, response: Mailing },
} as const satisfies Record<string, RouteDef>;
