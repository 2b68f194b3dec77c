import type {
  AdminUserDetails,
  AdminUserMembership,
  AdminUserSummary,
  DeletePlatformUserResult,
  DeleteUserRefusal,
  MembershipDeleteBlocker,
} from '@shared/schemas/admin-users';
import { MEMBERSHIP_DELETE_BLOCKERS } from '@shared/schemas/admin-users';
import { isOnline } from '@shared/rules/presence';
import { selfActionError } from '@shared/rules/users';
import { authRepository } from '@functions/auth/repository';
import { identityProvider } from '@functions/auth/identity-provider';
import { nowIso } from '@functions/platform/dynamo';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '@functions/platform/errors';
import type { SessionContext } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { invitationsService } from '@functions/invitations/service';
import { memberStateService, type MemberActor } from '@functions/users/member-state-service';
import { userEmails } from '@functions/users/labels';
import { usersRepository, type MembershipRecord, type UserRecord } from '@functions/users/repository';
import { adminRepository } from './repository';
import { erasePersonalData } from './user-erasure';

type AccountNames = Map<string, { name: string; ownerId: string }>;

async function accountsOf(memberships: readonly MembershipRecord[]): Promise<AccountNames> {
  const accounts = await adminRepository.getAccounts(memberships.map((m) => m.accountId));
  return new Map(accounts.map((a) => [a.id, { name: a.name, ownerId: a.ownerId }]));
}

function membership(m: MembershipRecord, accounts: AccountNames): AdminUserMembership {
  const account = accounts.get(m.accountId);
  return {
    accountId: m.accountId,
    accountName: account?.name ?? null,
    role: m.role,
    roleId: m.roleId ?? null,
    owner: account?.ownerId === m.userId,
    banned: m.banned === true,
    locked: m.locked === true,
  };
}

const byAccountName = (a: AdminUserMembership, b: AdminUserMembership) =>
  (a.accountName ?? '').localeCompare(b.accountName ?? '') || a.accountId.localeCompare(b.accountId);

function summary(user: UserRecord, memberships: readonly MembershipRecord[], accounts: AccountNames): AdminUserSummary {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    platformRole: user.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'USER',
    activated: user.activated,
    banned: user.banned,
    createdAt: user.createdAt,
    lastSeenAt: user.lastSeenAt ?? null,
    online: isOnline(user.lastSeenAt, Date.now()),
    twoFactorEnabled: user.twoFactorEnabled === true,
    memberships: memberships.map((m) => membership(m, accounts)).sort(byAccountName),
  };
}

async function requireUser(id: string): Promise<UserRecord> {
  const user = await usersRepository.getUser(id);
  if (!user) throw new NotFoundError('USER_NOT_FOUND');
  return user;
}

const isBlocker = (code: string | null): code is MembershipDeleteBlocker =>
  (MEMBERSHIP_DELETE_BLOCKERS as readonly string[]).includes(code ?? '');

/**
 * Why each account keeps the user, judged by the very rules account removal applies
 * (memberStateService.removalRefusal): the creator and the last administrator who can sign in stay.
 * An account or membership gone meanwhile has nothing to remove and blocks nothing.
 */
async function blockers(
  actor: MemberActor,
  userId: string,
  memberships: readonly MembershipRecord[],
): Promise<Map<string, MembershipDeleteBlocker>> {
  const found = new Map<string, MembershipDeleteBlocker>();
  for (const m of memberships) {
    const code = await memberStateService.removalRefusal(actor, m.accountId, userId);
    if (isBlocker(code)) found.set(m.accountId, code);
    else if (code !== null && code !== 'ACCOUNT_NOT_FOUND' && code !== 'USER_NOT_FOUND')
      throw new Error(`unexpected refusal ${code} for account ${m.accountId}`);
  }
  return found;
}

/** The refusal of a whole deletion: the first account's code (as account removal answers it), every account in params. */
function refusal(refusals: DeleteUserRefusal[]): AppError {
  const params = { accounts: refusals };
  return refusals[0]!.code === 'USER_LAST_ADMIN'
    ? new ConflictError('USER_LAST_ADMIN', params)
    : new ForbiddenError(refusals[0]!.code, params);
}

/** Spec sections 2 and 6: the platform's users, and their deletion, for super administrators alone. */
export const adminUsersService = {
  async list(query: { limit: number; cursor?: string; q?: string }): Promise<{ items: AdminUserSummary[]; cursor?: string }> {
    const page = await adminRepository.listUsers(query.limit, query.cursor, query.q?.trim() || undefined);
    const memberships = await Promise.all(page.items.map((u) => usersRepository.listMemberships(u.id)));
    // One read of every account the page names.
    const accounts = await accountsOf(memberships.flat());
    return { items: page.items.map((u, i) => summary(u, memberships[i]!, accounts)), cursor: page.cursor };
  },

  /** One user with their memberships and, for each, what would keep them there if they were deleted. */
  async get(ctx: SessionContext, id: string): Promise<AdminUserDetails> {
    const user = await requireUser(id);
    const memberships = await usersRepository.listMemberships(id);
    const base = summary(user, memberships, await accountsOf(memberships));
    const [kept, deleters] = await Promise.all([
      blockers({ userId: ctx.principal.userId, superAdmin: true }, id, memberships),
      userEmails([user.deletedBy]),
    ]);
    return {
      ...base,
      onboarded: user.onboarded,
      deletedAt: user.deletedAt ?? null,
      deletedBy: user.deletedBy ?? null,
      deletedByEmail: user.deletedBy ? (deleters.get(user.deletedBy) ?? null) : null,
      memberships: base.memberships.map((m) => ({ ...m, deleteBlocker: kept.get(m.accountId) ?? null })),
    };
  },

  /** Renames a user everywhere (their name is theirs: no account administrator may). A deleted user has no name to change. */
  async rename(ctx: SessionContext, id: string, name: string): Promise<AdminUserDetails> {
    const user = await requireUser(id);
    if (user.deletedAt) throw new NotFoundError('USER_NOT_FOUND');
    await usersRepository.updateUser(id, { name });
    logger.info('admin: user renamed', { userId: id, by: ctx.principal.userId });
    return adminUsersService.get(ctx, id);
  },

  /**
   * Deletes a platform user: every account is checked first and, if any keeps them (its creator, or
   * its last administrator), nothing changes and the answer names each such account. Otherwise they
   * are removed from every account through account removal's own path (its guarded writes still
   * refuse a last administrator made meanwhile; a retry then resumes from the accounts left), their
   * sessions end, their Cognito user goes (no sign-in; the address is free to register anew), and
   * their personal data is erased (user-erasure.ts), leaving the id, when and by whom. Each step is
   * idempotent and the user item is erased last, so a deletion interrupted anywhere before it is
   * run again from the start and finishes.
   */
  async delete(ctx: SessionContext, id: string): Promise<DeletePlatformUserResult> {
    const actor: MemberActor = { userId: ctx.principal.userId, superAdmin: true };
    const self = selfActionError('delete', actor.userId, id);
    if (self) throw new ForbiddenError(self);
    const user = await requireUser(id);
    if (user.deletedAt) throw new NotFoundError('USER_NOT_FOUND');
    const memberships = await usersRepository.listMemberships(id);
    const kept = await blockers(actor, id, memberships);
    if (kept.size > 0) {
      const accounts = await accountsOf(memberships);
      throw refusal([...kept].map(([accountId, code]) => ({ accountId, accountName: accounts.get(accountId)?.name ?? null, code })));
    }
    const removedFrom: string[] = [];
    for (const m of memberships) {
      try {
        await memberStateService.removeFrom(actor, m.accountId, [id]);
        removedFrom.push(m.accountId);
      } catch (error) {
        // Gone meanwhile: nothing left to remove there.
        if (!(error instanceof AppError) || (error.code !== 'ACCOUNT_NOT_FOUND' && error.code !== 'USER_NOT_FOUND')) throw error;
      }
    }
    // Pending invitations go too, each freeing its place under its account's plan limit.
    await invitationsService.removeAllFor(id);
    await authRepository.deleteUserSessions(id);
    try {
      await identityProvider.deleteUser(user.email);
    } catch (error) {
      // A user whose identity is already gone (an earlier attempt got this far) cannot sign in either.
      if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
    }
    // With no session or identity left, no new history entry can appear behind the erasure.
    await erasePersonalData(
      user,
      memberships.map((m) => m.accountId),
    );
    // Last: once the user item says deleted, a second deletion is refused as not found.
    const deletedAt = nowIso();
    if (!(await usersRepository.eraseUser(user, deletedAt, actor.userId))) throw new NotFoundError('USER_NOT_FOUND');
    logger.info('admin: user deleted', { userId: id, accounts: removedFrom, by: actor.userId });
    return { id, deletedAt, accountIds: removedFrom };
  },
};
