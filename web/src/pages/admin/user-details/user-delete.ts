import type { ErrorCode } from '@shared/errors';
import { selfActionError } from '@shared/rules/users';
import type { AdminUserDetails } from '@shared/schemas/admin-users';

/**
 * Why a super administrator may not delete this platform user, by the rules the API enforces: not
 * themself, nor anyone an account keeps (its creator, its last administrator: the API judged each
 * membership in `deleteBlocker`). A deleted user is gone already.
 */
export function userDeleteReason(user: AdminUserDetails, actorId: string): ErrorCode | 'deleted' | null {
  if (user.deletedAt) return 'deleted';
  return selfActionError('delete', actorId, user.id) ?? user.memberships.find((m) => m.deleteBlocker)?.deleteBlocker ?? null;
}
