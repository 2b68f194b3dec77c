import { PROVIDER_EMAIL_DOMAIN } from '../constants';
import type { ErrorCode } from '../errors';

/**
 * Spec section 6's restrictions on user administration, as pure functions: the API enforces them
 * and the web app uses them to disable what would be refused. Each answers the catalogue code of
 * the broken rule, or null.
 */

/** What an administrator does to a member. `edit` covers profile, role, permissions and teams. */
export type MemberAction = 'delete' | 'edit' | 'lock' | 'activate' | 'logout';

/** Nobody deletes, edits, locks, (de)activates or logs out themself through user administration. */
export function selfActionError(action: MemberAction, actorId: string, targetId: string): ErrorCode | null {
  if (actorId !== targetId) return null;
  return action === 'delete' ? 'USER_CANNOT_DELETE_SELF' : 'USER_CANNOT_EDIT_SELF';
}

/** The account creator cannot be removed, locked or blocked (they may still be edited). */
export function ownerActionError(action: MemberAction, ownerId: string, targetId: string, blocking = false): ErrorCode | null {
  if (ownerId !== targetId) return null;
  if (action === 'delete' || action === 'lock' || (action === 'activate' && blocking)) return 'USER_OWNER_PROTECTED';
  return null;
}

/**
 * Spec section 6: "an administrator cannot be deleted without a super administrator". Administrator
 * is the permissions-admin test the last-administrator rule uses (blocked or locked ones included).
 */
export function adminDeleteError(targetIsAdmin: boolean, actorIsSuperAdmin: boolean): ErrorCode | null {
  return targetIsAdmin && !actorIsSuperAdmin ? 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY' : null;
}

/** The facts about a member that decide whether they keep the account administrable. */
export interface AdminFacts {
  userId: string;
  isAdmin: boolean;
  blocked: boolean;
  locked: boolean;
}

/** An administrator who can sign in: the kind the account must keep. */
export const effectiveAdmin = (m: Omit<AdminFacts, 'userId'>) => m.isAdmin && !m.blocked && !m.locked;

/**
 * The account must keep an administrator who can sign in: deleting, demoting, blocking or locking
 * the last one is refused. `after` is the target's state after the change, or null for deletion.
 */
export function lastAdminError(
  members: readonly AdminFacts[],
  targetId: string,
  after: Omit<AdminFacts, 'userId'> | null,
): ErrorCode | null {
  const target = members.find((m) => m.userId === targetId);
  if (!target || !effectiveAdmin(target)) return null;
  if (after && effectiveAdmin(after)) return null;
  const others = members.filter((m) => m.userId !== targetId && effectiveAdmin(m)).length;
  return others === 0 ? 'USER_LAST_ADMIN' : null;
}

/**
 * The same rule for a change to several members at once (a role's holders get a new map): refused
 * when the account had an administrator who can sign in and would have none. `after` lists every
 * member after the change.
 */
export function adminsLeftError(before: readonly AdminFacts[], after: readonly AdminFacts[]): ErrorCode | null {
  return before.some(effectiveAdmin) && !after.some(effectiveAdmin) ? 'USER_LAST_ADMIN' : null;
}

/** The plan's user limit: `adding` more members must fit beside the current ones. */
export function userLimitError(currentMembers: number, limit: number, adding = 1): ErrorCode | null {
  return currentMembers + adding > limit ? 'USER_LIMIT_REACHED' : null;
}

/** Spec section 5: addresses in the provider's own domain (and its subdomains) are not for users. */
export function emailDomainError(email: string): ErrorCode | null {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  return domain === PROVIDER_EMAIL_DOMAIN || domain.endsWith(`.${PROVIDER_EMAIL_DOMAIN}`) ? 'USER_EMAIL_DOMAIN_FORBIDDEN' : null;
}

/**
 * What "who did it" shows for a user deleted from the platform (functions/admin/users-service.ts),
 * in place of their e-mail: records others keep (account activity, subscribers' change history,
 * notes) stay joinable by the user id, the person behind it is gone.
 */
export const DELETED_USER_LABEL = 'deleted user';
