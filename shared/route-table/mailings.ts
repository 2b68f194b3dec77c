import type { RouteLine } from '../route-def';

export const mailingsRoutes = {
  'mailings.list': { method: 'GET', path: '/mailings', auth: 'session', permission: 'PERM_MWYSYL' },
  'mailings.create': { method: 'POST', path: '/mailings', auth: 'session', permission: 'PERM_MNOWY', status: 201 },
  'mailings.get': { method: 'GET', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MWYSYL' },
  'mailings.update': { method: 'PUT', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MNOWY' },
  'mailings.send': { method: 'POST', path: '/mailings/{id}/send', auth: 'session', permission: 'PERM_MWYSYL', status: 202 },
  /** A paused sending goes on (issue 12: resuming needs the send permission). */
  'mailings.resume': { method: 'POST', path: '/mailings/{id}/resume', auth: 'session', permission: 'PERM_MWYSYL' },
  /** 4-eye verification (company settings): another user accepts a sending handed over for acceptance, and it goes out. */
  'mailings.accept': { method: 'POST', path: '/mailings/{id}/accept', auth: 'session', permission: 'PERM_AZATWIERDZ', status: 202 },
  /** …or rejects it with a reason; the mailing stays ready for its maker to change. */
  'mailings.reject': { method: 'POST', path: '/mailings/{id}/reject', auth: 'session', permission: 'PERM_AZATWIERDZ' },
} as const satisfies Record<string, RouteLine>;
