import { lastAdminError, ownerActionError, selfActionError } from '@shared/rules/users';
import type { DeleteUsersResult, Member } from '@shared/schemas/users-admin';
import { AppError, NotFoundError, TooManyRequestsError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { authRepository } from '@functions/auth/repository';
import { invitations } from './invitations';
import { adminFacts, enforce, findMember, loadContext, memberDto, type AccountContext } from './member-access';
import { membersRepository } from './members-repository';
import { usersRepository, type MembershipRecord } from './repository';

/** Shares the lost-password throttle (same kind), so the two paths together send one mail a minute. */
const MAIL_KIND = 'recover';
const MAIL_WINDOW_SECONDS = 60;

async function save(ctx: AccountContext, userId: string, changes: Pick<MembershipRecord, 'banned'> | Pick<MembershipRecord, 'locked'>): Promise<Member> {
  const updated = await membersRepository.updateMember(ctx.account.id, userId, changes);
  if (!updated) throw new NotFoundError('USER_NOT_FOUND');
  return memberDto(ctx.account.id, ctx.account.ownerId, updated);
}

/** Blocking, locking and removal share one guard: self, the account creator, the last administrator. */
function guardAgainstLoss(ctx: AccountContext, principal: Principal, target: MembershipRecord, action: 'delete' | 'lock' | 'activate', after: { blocked: boolean; locked: boolean } | null) {
  enforce(
    selfActionError(action, principal.userId, target.userId),
    ownerActionError(action, ctx.account.ownerId, target.userId, after?.blocked === true),
  );
  const facts = adminFacts(ctx);
  const isAdmin = facts.find((f) => f.userId === target.userId)?.isAdmin ?? false;
  enforce(lastAdminError(facts, target.userId, after && { isAdmin, ...after }));
}

export const memberStateService = {
  /** Activate or block in this account; a blocked member's next request is refused (AUTH_BANNED). */
  async setActive(principal: Principal, userId: string, active: boolean): Promise<Member> {
    const ctx = await loadContext(principal.accountId);
    const target = findMember(ctx, userId);
    guardAgainstLoss(ctx, principal, target, 'activate', { blocked: !active, locked: target.locked === true });
    return save(ctx, userId, { banned: !active });
  },

  /** Lock or unlock (toggle when `locked` is not given); a locked member is refused until unlocked. */
  async lock(principal: Principal, userId: string, locked: boolean | undefined): Promise<Member> {
    const ctx = await loadContext(principal.accountId);
    const target = findMember(ctx, userId);
    const next = locked ?? !(target.locked === true);
    // Unlocking is never a loss, but it is still not something one does to oneself.
    if (next) guardAgainstLoss(ctx, principal, target, 'lock', { blocked: target.banned === true, locked: true });
    else enforce(selfActionError('lock', principal.userId, userId));
    return save(ctx, userId, { locked: next });
  },

  /**
   * Removes several members from the account, one by one, each judged against the members left by
   * the ones before it (two admins cannot remove each other in one request). See DeleteUsersResult.
   */
  async remove(principal: Principal, ids: readonly string[]): Promise<DeleteUsersResult> {
    const ctx = await loadContext(principal.accountId);
    const deleted: string[] = [];
    const failures: { id: string; error: AppError }[] = [];
    for (const id of ids) {
      try {
        const target = findMember(ctx, id);
        guardAgainstLoss(ctx, principal, target, 'delete', null);
        if (!(await membersRepository.removeMember(ctx.account.id, id))) throw new NotFoundError('USER_NOT_FOUND');
        ctx.members = ctx.members.filter((m) => m.userId !== id);
        deleted.push(id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failures.push({ id, error });
      }
    }
    if (deleted.length === 0 && failures[0]) throw failures[0].error;
    const failed = failures.map(({ id, error }) => ({ id, code: error.code }));
    return failed.length ? { deleted, failed, code: 'USER_PARTIAL_SUCCESS' } : { deleted, failed };
  },

  /** Ends the member's sessions in this account (they sign in again); their sessions in other accounts are not ours to end. */
  async logout(principal: Principal, userId: string): Promise<void> {
    const ctx = await loadContext(principal.accountId);
    findMember(ctx, userId);
    enforce(selfActionError('logout', principal.userId, userId));
    await authRepository.deleteUserSessionsIn(userId, principal.accountId);
  },

  /** A recovery-style link (or the invitation again, for a user who never set a password). */
  async sendChangePasswordEmail(principal: Principal, userId: string): Promise<void> {
    const ctx = await loadContext(principal.accountId);
    findMember(ctx, userId);
    const user = await usersRepository.getUser(userId);
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    if (!(await authRepository.claimMailSlot(MAIL_KIND, userId, MAIL_WINDOW_SECONDS))) {
      logger.info('change-password e-mail throttled', { userId });
      throw new TooManyRequestsError('AUTH_EMAIL_SENT_RECENTLY');
    }
    await invitations.changePassword(user, ctx.account.name);
  },
};
