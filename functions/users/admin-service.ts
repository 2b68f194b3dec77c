import { ulid } from 'ulid';
import type { Language } from '@shared/constants';
import { isPresetRoleId } from '@shared/roles';
import { lastAdminError, selfActionError, userLimitError } from '@shared/rules/users';
import type { AddUserBody, AddUserResult, Member, MemberList, UpdateUserBody } from '@shared/schemas/users-admin';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import type { Principal, SessionContext } from '@functions/platform/http';
import { identityProvider } from '@functions/auth/identity-provider';
import { pendingInvitations, invitationsService, toInvitation } from '@functions/invitations/service';
import { enforceGrant } from './grants';
import { awaitsFirstPassword, invitations, unusablePassword } from './invitations';
import {
  adminFacts,
  adminsGuardFor,
  checkSegments,
  checkTeams,
  currentAccess,
  customRoleNames,
  enforce,
  findMember,
  judgedOnFreshMembers,
  loadContext,
  memberDto,
  resolveAccess,
  ruleError,
  toMember,
  type Access,
  type AccountContext,
} from './member-access';
import { membersRepository, type AddOutcome } from './members-repository';
import { usersRepository, type MembershipRecord, type UserRecord } from './repository';

function outcomeError(outcome: AddOutcome): void {
  if (outcome === 'exists') throw new ConflictError('USER_EXISTS');
  if (outcome === 'limit') throw ruleError('USER_LIMIT_REACHED')!;
}

/** Cognito must hold the new user; an orphaned Cognito user of the same address (no Goniec record) is taken over. */
async function createIdentity(email: string): Promise<void> {
  try {
    await identityProvider.createUser(email, unusablePassword());
  } catch (error) {
    if ((error as { name?: string }).name !== 'UsernameExistsException') throw error;
    await identityProvider.setPassword(email, unusablePassword());
  }
}

interface NewMember {
  email: string;
  name: string;
  language: Language;
  access: Access;
  teamIds: string[];
  segmentIds: string[];
}

/**
 * Adds a member. An address new to Goniec becomes a user with an invitation to set a password (that
 * is their acceptance), and so does a user created by an earlier invitation who never set one: they
 * have no identity of their own yet. Any other Goniec user is invited (functions/invitations): they
 * join only once they accept, and until then the account sees nothing of them.
 */
async function addMember(ctx: SessionContext, account: AccountContext, input: NewMember): Promise<AddUserResult> {
  const existingId = await usersRepository.findUserIdByEmail(input.email);
  if (existingId && account.members.some((m) => m.userId === existingId)) throw new ConflictError('USER_EXISTS');
  const pending = await pendingInvitations(account.account.id);
  if (existingId && pending.some((i) => i.userId === existingId)) throw new ConflictError('USER_ALREADY_INVITED');
  enforce(userLimitError(account.members.length + pending.length, account.userLimit));
  const existing = existingId ? await usersRepository.getUser(existingId) : undefined;
  if (existing && !awaitsFirstPassword(existing)) {
    return invitationsService.invite(ctx, account, existing, {
      access: input.access,
      teamIds: input.teamIds,
      segmentIds: input.segmentIds,
    });
  }
  const at = nowIso();
  const membership = (userId: string): MembershipRecord => ({
    accountId: account.account.id,
    userId,
    role: input.access.role,
    roleId: input.access.roleId,
    permissions: input.access.permissions,
    versions: input.access.versions,
    language: input.language,
    banned: false,
    locked: false,
    teamIds: input.teamIds,
    segmentIds: input.segmentIds,
    addedAt: at,
  });
  if (existing) {
    outcomeError(await membersRepository.addMember(membership(existing.id), account.userLimit));
    await invitations.invite(existing, account.account.name);
    return toMember(membership(existing.id), existing, account.account.ownerId, await customRoleNames(account.account.id));
  }
  // Invited users skip onboarding: it collects the company's data, which the account already has.
  const user: UserRecord = {
    id: ulid(),
    email: input.email,
    name: input.name,
    role: 'USER',
    activated: false,
    onboarded: true,
    banned: false,
    prefs: { ...DEFAULT_PREFS, language: input.language },
    defaultAccountId: account.account.id,
    passwordVersion: 1,
    createdAt: at,
  };
  outcomeError(await membersRepository.addNewUser(user, membership(user.id), account.userLimit));
  try {
    await createIdentity(user.email);
  } catch (error) {
    await membersRepository.removeNewUser(user, account.account.id);
    throw error;
  }
  await invitations.invite(user, account.account.name);
  return toMember(membership(user.id), user, account.account.ownerId, await customRoleNames(account.account.id));
}

async function inviterLanguage(principal: Principal): Promise<Language> {
  return (await usersRepository.getUser(principal.userId))?.prefs.language ?? DEFAULT_PREFS.language;
}

export const usersAdminService = {
  /** Members with their profiles, and pending invitations with only the address the account typed. */
  async list(accountId: string): Promise<MemberList> {
    const ctx = await loadContext(accountId);
    const [users, names, pending] = await Promise.all([
      membersRepository.getUsers(ctx.members.map((m) => m.userId)),
      customRoleNames(accountId),
      pendingInvitations(accountId),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const items = ctx.members.flatMap((m) => {
      const user = byId.get(m.userId);
      return user ? [toMember(m, user, ctx.account.ownerId, names)] : [];
    });
    items.sort((a, b) => a.email.localeCompare(b.email));
    const invited = pending.map((i) => toInvitation(i, names)).sort((a, b) => a.email.localeCompare(b.email));
    return { items, invitations: invited, userLimit: ctx.userLimit };
  },

  async add(ctx: SessionContext, body: AddUserBody): Promise<AddUserResult> {
    const { principal } = ctx;
    const account = await loadContext(principal.accountId);
    const access = await resolveAccess(principal.accountId, account.limits, body);
    const segmentIds = body.segmentIds ?? [];
    enforceGrant(principal, account.limits, { ...access, segmentIds });
    await checkTeams(principal.accountId, body.teamIds);
    await checkSegments(principal.accountId, body.segmentIds);
    return addMember(ctx, account, {
      email: body.email,
      name: body.name,
      language: body.language ?? (await inviterLanguage(principal)),
      access,
      teamIds: body.teamIds ?? [],
      segmentIds,
    });
  },

  /** A new user (or an invitation) with the same role, permissions, teams and segments as an existing member. */
  async duplicate(
    ctx: SessionContext,
    sourceId: string,
    body: { email: string; name: string; language?: Language },
  ): Promise<AddUserResult> {
    const { principal } = ctx;
    const account = await loadContext(principal.accountId);
    const source = findMember(account, sourceId);
    const access = { ...currentAccess(source), role: source.role };
    const segmentIds = source.segmentIds ?? [];
    // Duplicating a member gives their access to someone new: the caller must hold it.
    enforceGrant(principal, account.limits, { ...access, segmentIds });
    return addMember(ctx, account, {
      email: body.email,
      name: body.name,
      language: body.language ?? (await inviterLanguage(principal)),
      access,
      teamIds: source.teamIds ?? [],
      segmentIds,
    });
  },

  /**
   * Role or permissions, teams and segments (never the name: it is the user's own); the last
   * administrator cannot be demoted, and nobody gains access the caller does not hold.
   */
  update(principal: Principal, userId: string, body: UpdateUserBody & Partial<Pick<Access, 'versions'>>): Promise<Member> {
    return judgedOnFreshMembers(async () => {
      const ctx = await loadContext(principal.accountId);
      const target = findMember(ctx, userId);
      enforce(selfActionError('edit', principal.userId, userId));
      const before = currentAccess(target);
      const access = await resolveAccess(principal.accountId, ctx.limits, body, before);
      enforceGrant(principal, ctx.limits, { ...access, segmentIds: body.segmentIds }, { ...before, segmentIds: target.segmentIds ?? [] });
      const after = { isAdmin: access.role === 'ADMIN', blocked: target.banned === true, locked: target.locked === true };
      enforce(lastAdminError(adminFacts(ctx), userId, after));
      await checkTeams(principal.accountId, body.teamIds);
      await checkSegments(principal.accountId, body.segmentIds);
      const changes = {
        role: access.role,
        roleId: access.roleId,
        permissions: access.permissions,
        versions: access.versions,
        teamIds: body.teamIds,
        segmentIds: body.segmentIds,
      };
      const updated = await membersRepository.updateMember(principal.accountId, userId, changes, adminsGuardFor(ctx, userId, after));
      if (!updated) throw new NotFoundError('USER_NOT_FOUND');
      return memberDto(principal.accountId, ctx.account.ownerId, updated);
    });
  },

  /** The target gets the source's role and permissions (not their teams or segments), if the caller holds them. */
  async copyPermissions(principal: Principal, sourceId: string, targetId: string): Promise<Member> {
    const ctx = await loadContext(principal.accountId);
    const source = findMember(ctx, sourceId);
    findMember(ctx, targetId);
    const { roleId, permissions, versions } = currentAccess(source);
    const names = await customRoleNames(principal.accountId);
    return this.update(principal, targetId, {
      roleId: isPresetRoleId(roleId) || names.has(roleId) ? roleId : 'custom',
      permissions,
      versions,
    });
  },
};
