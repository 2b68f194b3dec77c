import { isIpAllowed } from '@shared/rules/ip-allow-list';
import { lastAdminError } from '@shared/rules/users';
import type { MyAccount } from '@shared/schemas/accounts';
import type { CurrentUser } from '@shared/schemas/user';
import { ConflictError, ForbiddenError, NotFoundError } from '@functions/platform/errors';
import type { SessionContext } from '@functions/platform/http';
import { authRepository } from '@functions/auth/repository';
import { startSession } from '@functions/auth/session';
import { securityHistory } from '@functions/security/history';
import { accountPolicy } from '@functions/security/passwords';
import { adminFacts, adminsGuardFor, judgedOnFreshMembers, loadContext } from '@functions/users/member-access';
import { membersRepository } from '@functions/users/members-repository';
import { usersRepository, type MembershipRecord } from '@functions/users/repository';
import { loadCurrentUser } from '@functions/users/service';

const origin = (ctx: SessionContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

async function ownMembership(userId: string, accountId: string): Promise<MembershipRecord> {
  const membership = await usersRepository.getMembership(accountId, userId);
  // Someone else's account reads exactly like one that does not exist.
  if (!membership) throw new NotFoundError('ACCOUNT_NOT_FOUND');
  return membership;
}

/** Entering an account has the login's conditions: not blocked or locked there, from an allowed address. */
async function assertCanEnter(membership: MembershipRecord, ip: string): Promise<void> {
  if (membership.banned) throw new ForbiddenError('AUTH_BANNED');
  if (membership.locked) throw new ForbiddenError('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
  if (!isIpAllowed((await accountPolicy(membership.accountId)).ipAllowList, ip)) throw new ForbiddenError('AUTH_IP_NOT_ALLOWED');
}

/** The session moves to the other account: a new one is issued and the old one ends. */
async function moveSession(ctx: SessionContext, accountId: string): Promise<CurrentUser> {
  await startSession(ctx, ctx.principal.userId, accountId);
  await authRepository.deleteSession(ctx.principal.sessionId);
  return loadCurrentUser(ctx.principal.userId, accountId);
}

export const accountsService = {
  async mine(ctx: SessionContext): Promise<{ items: MyAccount[] }> {
    const { userId, accountId: current } = ctx.principal;
    const [user, memberships] = await Promise.all([usersRepository.getUser(userId), usersRepository.listMemberships(userId)]);
    const accounts = await Promise.all(memberships.map((m) => usersRepository.getAccount(m.accountId)));
    const items = memberships.flatMap((m, i): MyAccount[] => {
      const account = accounts[i];
      if (!account) return [];
      return [
        {
          id: account.id,
          name: account.name,
          plan: account.plan,
          role: m.role,
          current: account.id === current,
          isDefault: account.id === user?.defaultAccountId,
          owner: account.ownerId === userId,
          usable: !m.banned && !m.locked,
        },
      ];
    });
    return { items: items.sort((a, b) => a.name.localeCompare(b.name)) };
  },

  async switchTo(ctx: SessionContext, accountId: string): Promise<CurrentUser> {
    const membership = await ownMembership(ctx.principal.userId, accountId);
    if (accountId === ctx.principal.accountId) return loadCurrentUser(ctx.principal.userId, accountId);
    await assertCanEnter(membership, ctx.ip);
    const user = await moveSession(ctx, accountId);
    await securityHistory.activity(origin(ctx), { userId: user.id, accountId, email: user.email }, 'account_switched');
    return user;
  },

  async setDefault(ctx: SessionContext, accountId: string): Promise<void> {
    await ownMembership(ctx.principal.userId, accountId);
    await usersRepository.updateUser(ctx.principal.userId, { defaultAccountId: accountId });
  },

  /**
   * Leaves an account: never the one the user created, never their only one, never as its last
   * administrator. Leaving the current account moves the session to the default (or another) one.
   */
  async leave(ctx: SessionContext, accountId: string): Promise<CurrentUser> {
    const { userId } = ctx.principal;
    await ownMembership(userId, accountId);
    const others = (await usersRepository.listMemberships(userId)).filter((m) => m.accountId !== accountId);
    // Judged on fresh members, and written only if no other change took an administrator away meanwhile.
    await judgedOnFreshMembers(async () => {
      const account = await loadContext(accountId);
      if (account.account.ownerId === userId) throw new ForbiddenError('ACCOUNT_OWNER_CANNOT_LEAVE');
      if (others.length === 0) throw new ConflictError('ACCOUNT_LAST_MEMBERSHIP');
      const lastAdmin = lastAdminError(adminFacts(account), userId, null);
      if (lastAdmin) throw new ConflictError(lastAdmin);
      if (!(await membersRepository.removeMember(accountId, userId, adminsGuardFor(account, userId, null))))
        throw new NotFoundError('ACCOUNT_NOT_FOUND');
    });

    const user = await usersRepository.getUser(userId);
    const next = others.find((m) => m.accountId === user?.defaultAccountId) ?? others.find((m) => !m.banned && !m.locked) ?? others[0]!;
    if (user?.defaultAccountId === accountId) await usersRepository.updateUser(userId, { defaultAccountId: next.accountId });
    await securityHistory.activity(origin(ctx), { userId, accountId, email: user?.email ?? '' }, 'account_left');
    if (accountId !== ctx.principal.accountId) return loadCurrentUser(userId, ctx.principal.accountId);
    return moveSession(ctx, next.accountId);
  },
};
