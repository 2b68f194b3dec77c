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
  /** Issue 16: /mailing/new/templates — a new mailing as a copy of a blueprint or template, or blank. */
  'mailings.fromTemplate': { method: 'POST', path: '/mailings/from-template', auth: 'session', permission: 'PERM_MNOWY', status: 201 },
  /** Issue 16: test e-mails of the mailing as saved, through the real send path, to typed addresses or a test group. */
  'mailings.testSend': { method: 'POST', path: '/mailings/{id}/test', auth: 'session', permission: 'PERM_MNOWY' },
  /** Issue 16: the editor's restore points of a mailing's content. */
  'mailings.history': { method: 'GET', path: '/mailings/{id}/history', auth: 'session', permission: 'PERM_MNOWY' },
  /** Issue 18: the tags the mailing form suggests (predefined ones and those the account's mailings carry); not under /mailings/ (`mailings.get` matches /mailings/{id}). */
  'mailings.tagOptions': { method: 'GET', path: '/mailing-tags', auth: 'session', permission: 'PERM_MNOWY' },
  'mailings.restorePoint': { method: 'GET', path: '/mailings/{id}/history/{pointId}', auth: 'session', permission: 'PERM_MNOWY' },
} as const satisfies Record<string, RouteLine>;
