import type { RouteDef } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { AcceptInvitationResult, MyInvitation, MyInvitationList } from '../schemas/invitations';
import { Invitation } from '../schemas/users-admin';

/** User administration is part of the settings area (spec section 2: /settings/users needs PERM_POGOLNE). */
const ADMIN = 'PERM_POGOLNE';

/**
 * Invitations of existing Goniec users to an account (issue 10). The invitee's own calls act on
 * invitations addressed to them, so no permission key applies (and they work before onboarding,
 * like the list of their accounts); the account's calls are user administration.
 */
export const invitationsRoutes = {
  'invitations.mine': { method: 'GET', path: '/users/me/invitations', auth: 'session', permission: null, beforeOnboarding: true, response: MyInvitationList },
  'invitations.get': { method: 'GET', path: '/users/me/invitations/{id}', auth: 'session', permission: null, beforeOnboarding: true, response: MyInvitation },
  'invitations.accept': {
    method: 'POST', path: '/users/me/invitations/{id}/accept', auth: 'session', permission: null, beforeOnboarding: true, body: EmptyBody, response: AcceptInvitationResult,
  },
  'invitations.decline': {
    method: 'POST', path: '/users/me/invitations/{id}/decline', auth: 'session', permission: null, beforeOnboarding: true, body: EmptyBody, response: OkResponse,
  },
  'invitations.resend': { method: 'POST', path: '/users/invitations/{id}/resend', auth: 'session', permission: ADMIN, body: EmptyBody, response: Invitation },
  'invitations.cancel': { method: 'DELETE', path: '/users/invitations/{id}', auth: 'session', permission: ADMIN, body: EmptyBody, response: OkResponse },
} as const satisfies Record<string, RouteDef>;
