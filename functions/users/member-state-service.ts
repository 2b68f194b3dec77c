import type { ErrorCode } from '@shared/errors';
import { adminDeleteError, lastAdminError, ownerActionError, selfActionError } from '@shared/rules/users';
import type { DeleteUsersResult, Member } from '@shared/schemas/users-admin';
import { AppError, NotFoundError, TooManyRequestsError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { authRepository } from '@functions/auth/repository';
import { invitations } from './invitations';
import {
  adminFacts,
  adminsGuardFor,
  enforce,
  findMember,
  judgedOnFreshMembers,
  loadContext,
  memberDto,
  type AccountContext,
} from './member-access';
import { AdminsChangedError, membersRepository, type MemberWriteGuard } from './members-repository';
import { usersRepository, type MembershipRecord } from './repository';

/** Shares the lost-password throttle (same kind), so the two paths together send one mail a minute. */
const MAIL_KIND = 'recover';
const MAIL_WINDOW_SECONDS = 60;

async function save(
  ctx: AccountContext,
  userId: string,
  changes: Pick<MembershipRecord, 'banned'> | Pick<MembershipRecord, 'locked'>,
  guard: MemberWriteGuard = {},
): Promise<Member> {
  const updated = await membersRepository.updateMember(ctx.account.id, userId, changes, guard);
  if (!updated) throw new NotFoundError('USER_NOT_FOUND');
  return memberDto(ctx.account.id, ctx.account.ownerId, updated);
}

/**
 * Who removes members: an account's own user administrator, or a platform super administrator
 * (through the admin zone, or signed in to an account they belong to).
 */
export interface MemberActor {
  userId: string;
  superAdmin: boolean;
}

const actorOf = (principal: Principal): MemberActor => ({ userId: principal.userId, superAdmin: principal.platformRole === 'SUPER_ADMIN' });

/**
 * Blocking, locking and removal share one check: self, the account creator, the last administrator
 * (and, for removal, an administrator only by a super administrator). It answers the guard the
 * write must carry when it takes an administrator away.
 */
function guardAgainstLoss(
  ctx: AccountContext,
  actor: MemberActor,
  target: MembershipRecord,
  action: 'delete' | 'lock' | 'activate',
  change: { blocked: boolean; locked: boolean } | null,
): MemberWriteGuard {
  enforce(
    selfActionError(action, actor.userId, target.userId),
    ownerActionError(action, ctx.account.ownerId, target.userId, change?.blocked === true),
  );
  const facts = adminFacts(ctx);
  const isAdmin = facts.find((f) => f.userId === target.userId)?.isAdmin ?? false;
  const after = change && { isAdmin, ...change };
  // The last-administrator rule first: it holds for super administrators too.
  enforce(lastAdminError(facts, target.userId, after), action === 'delete' ? adminDeleteError(isAdmin, actor.superAdmin) : null);
  return adminsGuardFor(ctx, target.userId, after);
}

export const memberStateService = {
  /** Activate or block in this account; a blocked member's next request is refused (AUTH_BANNED). */
  setActive(principal: Principal, userId: string, active: boolean): Promise<Member> {
    return judgedOnFreshMembers(async () => {
      const ctx = await loadContext(principal.accountId);
      const target = findMember(ctx, userId);
      const guard = guardAgainstLoss(ctx, actorOf(principal), target, 'activate', { blocked: !active, locked: target.locked === true });
      return save(ctx, userId, { banned: !active }, guard);
    });
  },

  /** Lock or unlock (toggle when `locked` is not given); a locked member is refused until unlocked. */
  lock(principal: Principal, userId: string, locked: boolean | undefined): Promise<Member> {
    return judgedOnFreshMembers(async () => {
      const ctx = await loadContext(principal.accountId);
      const target = findMember(ctx, userId);
      const next = locked ?? !(target.locked === true);
      // Unlocking is never a loss, but it is still not something one does to oneself.
      if (!next) enforce(selfActionError('lock', principal.userId, userId));
      const guard = next
        ? guardAgainstLoss(ctx, actorOf(principal), target, 'lock', { blocked: target.banned === true, locked: true })
        : {};
      return save(ctx, userId, { locked: next }, guard);
    });
  },

  /** Removes several members from the signed-in account (see removeFrom). */
  remove(principal: Principal, ids: readonly string[]): Promise<DeleteUsersResult> {
    return this.removeFrom(actorOf(principal), principal.accountId, ids);
  },

  /**
   * Removes several members from an account, one by one, each judged against the members left by
   * the ones before it (two admins cannot remove each other in one request). See DeleteUsersResult.
   * The admin zone calls this too, for any account.
   */
  async removeFrom(actor: MemberActor, accountId: string, ids: readonly string[]): Promise<DeleteUsersResult> {
    let ctx = await loadContext(accountId);
    const deleted: string[] = [];
    const failures: { id: string; error: AppError }[] = [];
    const removeOne = async (id: string) => {
      const guard = guardAgainstLoss(ctx, actor, findMember(ctx, id), 'delete', null);
      try {
        if (!(await membersRepository.removeMember(ctx.account.id, id, guard))) throw new NotFoundError('USER_NOT_FOUND');
      } catch (error) {
        // Judged on members that changed meanwhile: read them again before the retry.
        if (error instanceof AdminsChangedError) ctx = await loadContext(accountId);
        throw error;
      }
    };
    for (const id of ids) {
      try {
        await judgedOnFreshMembers(() => removeOne(id));
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

  /**
   * What removeFrom would answer for removing `userId` from the account now, without removing:
   * null when it would go, else the code of the rule it breaks (ACCOUNT_NOT_FOUND or USER_NOT_FOUND
   * when there is nothing to remove). The admin zone checks every account of a user first with it.
   */
  async removalRefusal(actor: MemberActor, accountId: string, userId: string): Promise<ErrorCode | null> {
    try {
      const ctx = await loadContext(accountId);
      guardAgainstLoss(ctx, actor, findMember(ctx, userId), 'delete', null);
      return null;
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
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
