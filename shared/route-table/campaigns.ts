import type { RouteLine } from '../route-def';

/**
 * Issue 17, campaigns: planning a mailing with its send type, the lifecycle's actions (each a line of
 * the mailing's history), the archive, A/B/X winners and a repeated mailing's runs.
 */
export const campaignsRoutes = {
  /** What planning would do (audience, count, the plan's monthly room, start and next starts) before the user confirms. */
  'mailings.planPreview': { method: 'POST', path: '/mailings/{id}/plan/preview', auth: 'session', permission: 'PERM_MWYSYL' },
  /** Plans the mailing with a send type (under 4-eye: hands it over for acceptance). */
  'mailings.plan': { method: 'POST', path: '/mailings/{id}/plan', auth: 'session', permission: 'PERM_MWYSYL', status: 202 },
  /** A planned mailing's new time. */
  'mailings.changeTime': { method: 'POST', path: '/mailings/{id}/time', auth: 'session', permission: 'PERM_MWYSYL' },
  /** A planned mailing back to ready, to be edited ("edit" of spec section 4). */
  'mailings.unplan': { method: 'POST', path: '/mailings/{id}/unplan', auth: 'session', permission: 'PERM_MWYSYL' },
  /** Calls off a planned mailing, or the rest of an unfinished one (cancel-incomplete): cancelled. */
  'mailings.cancel': { method: 'POST', path: '/mailings/{id}/cancel', auth: 'session', permission: 'PERM_MWYSYL' },
  /** Pauses an active cyclic or automatic mailing (resume: mailings.resume). */
  'mailings.pause': { method: 'POST', path: '/mailings/{id}/pause', auth: 'session', permission: 'PERM_MWYSYL' },
  /** Pauses many active cyclic or automatic mailings at once, each answered. */
  'mailings.massPause': { method: 'POST', path: '/mailings/pause', auth: 'session', permission: 'PERM_MWYSYL' },
  /** Deletes a mailing that never sent to anyone (otherwise 409 MAILING_IN_USE: hide it). */
  'mailings.delete': { method: 'DELETE', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MNOWY' },
  /** A working copy of a mailing (content and audience; not its schedule or history). */
  'mailings.duplicate': { method: 'POST', path: '/mailings/{id}/duplicate', auth: 'session', permission: 'PERM_MNOWY', status: 201 },
  /** /mailing/history: sent, failed and cancelled mailings. */
  'mailings.archive': { method: 'GET', path: '/mailings/archive', auth: 'session', permission: 'PERM_MARCH' },
  'mailings.hide': { method: 'POST', path: '/mailings/{id}/hide', auth: 'session', permission: 'PERM_MARCH' },
  'mailings.show': { method: 'POST', path: '/mailings/{id}/show', auth: 'session', permission: 'PERM_MARCH' },
  /** The mailing's history of actions, newest first. */
  'mailings.actions': { method: 'GET', path: '/mailings/{id}/actions', auth: 'session', permission: 'PERM_MWYSYL' },
  /** A/B/X: each variant's counts and rates, and the winner. */
  'mailings.variants': { method: 'GET', path: '/mailings/{id}/variants', auth: 'session', permission: 'PERM_MWYSYL' },
  /** A/B/X: the winner chosen by hand before the automatic decision. */
  'mailings.chooseWinner': { method: 'POST', path: '/mailings/{id}/winner', auth: 'session', permission: 'PERM_MWYSYL', status: 202 },
  /** A cyclic mailing's runs. */
  'mailings.runs': { method: 'GET', path: '/mailings/{id}/runs', auth: 'session', permission: 'PERM_MWYSYL' },
} as const satisfies Record<string, RouteLine>;
