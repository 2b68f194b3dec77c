import type { RouteLine } from '../route-def';

/** User administration is part of the settings area (spec section 2: /settings/users needs PERM_POGOLNE). */
const ADMIN = 'PERM_POGOLNE';

/**
 * Invitations of existing Goniec users to an account (issue 10). The invitee's own calls act on
 * invitations addressed to them, so no permission key applies (and they work before onboarding,
 * like the list of their accounts); the account's calls are user administration.
 */
export const invitationsRoutes = {
  'invitations.mine': { method: 'GET', path: '/users/me/invitations', auth: 'session', permission: null, beforeOnboarding: true },
  'invitations.get': { method: 'GET', path: '/users/me/invitations/{id}', auth: 'session', permission: null, beforeOnboarding: true },
  'invitations.accept': {
    method: 'POST',
    path: '/users/me/invitations/{id}/accept',
    auth: 'session',
    permission: null,
    beforeOnboarding: true,
  },
  'invitations.decline': {
    method: 'POST',
    path: '/users/me/invitations/{id}/decline',
    auth: 'session',
    permission: null,
    beforeOnboarding: true,
  },
  'invitations.resend': { method: 'POST', path: '/users/invitations/{id}/resend', auth: 'session', permission: ADMIN },
  'invitations.cancel': { method: 'DELETE', path: '/users/invitations/{id}', auth: 'session', permission: ADMIN },
} as const satisfies Record<string, RouteLine>;
