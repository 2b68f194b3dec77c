import type { ErrorCode } from '@shared/errors';
import { lastAdminError, ownerActionError, selfActionError } from '@shared/rules/users';
import type { AdminMember } from '@shared/schemas/admin';

/**
 * Why a super administrator may not delete `target` from the account, by the rules the API
 * enforces (shared/rules/users.ts): not themself, not the account creator, not the last
 * administrator who can sign in. Administrators otherwise may go: the admin zone is the place for it.
 */
export function memberDeleteReason(members: readonly AdminMember[], actorId: string, target: AdminMember): ErrorCode | null {
  const ownerId = members.find((m) => m.owner)?.userId ?? '';
  const facts = members.map((m) => ({ userId: m.userId, isAdmin: m.role === 'ADMIN', blocked: m.banned, locked: m.locked }));
  return (
    selfActionError('delete', actorId, target.userId) ??
    ownerActionError('delete', ownerId, target.userId) ??
    lastAdminError(facts, target.userId, null)
  );
}
