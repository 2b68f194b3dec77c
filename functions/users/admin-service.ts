import { ulid } from 'ulid';
import type { Language } from '@shared/constants';
import { isPresetRoleId } from '@shared/roles';
import { lastAdminError, selfActionError, userLimitError } from '@shared/rules/users';
import type { AddUserBody, Member, UpdateUserBody } from '@shared/schemas/users-admin';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { identityProvider } from '@functions/auth/identity-provider';
import { assertReachWithin } from '@functions/segments/restriction';
import { invitations, unusablePassword } from './invitations';
import {
  adminFacts, adminsGuardFor, checkSegments, checkTeams, currentAccess, customRoleNames, enforce, findMember, judgedOnFreshMembers, loadContext, memberDto,
  resolveAccess, ruleError, toMember, type Access, type AccountContext,
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
 * Adds a member: a new address becomes a Goniec user with an invitation to set a password; an
 * address already in Goniec joins this account as well (spec: a user can belong to several).
 */
async function addMember(ctx: AccountContext, input: NewMember): Promise<Member> {
  const existingId = await usersRepository.findUserIdByEmail(input.email);
  if (existingId && ctx.members.some((m) => m.userId === existingId)) throw new ConflictError('USER_EXISTS');
  enforce(userLimitError(ctx.members.length, ctx.userLimit));
  const at = nowIso();
  const membership = (userId: string): MembershipRecord => ({
    accountId: ctx.account.id, userId, role: input.access.role, roleId: input.access.roleId, permissions: input.access.permissions, versions: input.access.versions,
    language: input.language, banned: false, locked: false, teamIds: input.teamIds, segmentIds: input.segmentIds, addedAt: at,
  });
  const existing = existingId ? await usersRepository.getUser(existingId) : undefined;
  if (existing) {
    outcomeError(await membersRepository.addMember(membership(existing.id), ctx.userLimit));
    // Someone invited earlier who never set a password cannot "sign in with their password": invite them again.
    if (existing.activated) await invitations.notifyAdded(existing, ctx.account.name);
    else await invitations.invite(existing, ctx.account.name);
    return toMember(membership(existing.id), existing, ctx.account.ownerId, await customRoleNames(ctx.account.id));
  }
  // Invited users skip onboarding: it collects the company's data, which the account already has.
  const user: UserRecord = {
    id: ulid(), email: input.email, name: input.name, role: 'USER', activated: false, onboarded: true, banned: false,
    prefs: { ...DEFAULT_PREFS, language: input.language }, defaultAccountId: ctx.account.id, passwordVersion: 1, createdAt: at,
  };
  outcomeError(await membersRepository.addNewUser(user, membership(user.id), ctx.userLimit));
  try {
    await createIdentity(user.email);
  } catch (error) {
    await membersRepository.removeNewUser(user, ctx.account.id);
    throw error;
  }
  await invitations.invite(user, ctx.account.name);
  return toMember(membership(user.id), user, ctx.account.ownerId, await customRoleNames(ctx.account.id));
}

async function inviterLanguage(principal: Principal): Promise<Language> {
  return (await usersRepository.getUser(principal.userId))?.prefs.language ?? DEFAULT_PREFS.language;
}

export const usersAdminService = {
  async list(accountId: string): Promise<{ items: Member[]; userLimit: number }> {
    const ctx = await loadContext(accountId);
    const [users, names] = await Promise.all([membersRepository.getUsers(ctx.members.map((m) => m.userId)), customRoleNames(accountId)]);
    const byId = new Map(users.map((u) => [u.id, u]));
    const items = ctx.members.flatMap((m) => {
      const user = byId.get(m.userId);
      return user ? [toMember(m, user, ctx.account.ownerId, names)] : [];
    });
    items.sort((a, b) => a.email.localeCompare(b.email));
    return { items, userLimit: ctx.userLimit };
  },

  async add(principal: Principal, body: AddUserBody): Promise<Member> {
    assertReachWithin(principal, body.segmentIds ?? []);
    const ctx = await loadContext(principal.accountId);
    const access = await resolveAccess(principal.accountId, ctx.limits, body);
    await checkTeams(principal.accountId, body.teamIds);
    await checkSegments(principal.accountId, body.segmentIds);
    return addMember(ctx, {
      email: body.email, name: body.name, language: body.language ?? (await inviterLanguage(principal)),
      access, teamIds: body.teamIds ?? [], segmentIds: body.segmentIds ?? [],
    });
  },

  /** A new user with the same role, permissions, teams and segments as an existing one. */
  async duplicate(principal: Principal, sourceId: string, body: { email: string; name: string; language?: Language }): Promise<Member> {
    const ctx = await loadContext(principal.accountId);
    const source = findMember(ctx, sourceId);
    assertReachWithin(principal, source.segmentIds ?? []);
    const access = { ...currentAccess(source), role: source.role };
    return addMember(ctx, {
      email: body.email, name: body.name, language: body.language ?? (await inviterLanguage(principal)),
      access, teamIds: source.teamIds ?? [], segmentIds: source.segmentIds ?? [],
    });
  },

  /** Profile, role or permissions, teams and segments; the last administrator cannot be demoted. */
  update(principal: Principal, userId: string, body: UpdateUserBody & Partial<Pick<Access, 'versions'>>): Promise<Member> {
    return judgedOnFreshMembers(async () => {
      const ctx = await loadContext(principal.accountId);
      const target = findMember(ctx, userId);
      enforce(selfActionError('edit', principal.userId, userId));
      assertReachWithin(principal, body.segmentIds);
      const access = await resolveAccess(principal.accountId, ctx.limits, body, currentAccess(target));
      const after = { isAdmin: access.role === 'ADMIN', blocked: target.banned === true, locked: target.locked === true };
      enforce(lastAdminError(adminFacts(ctx), userId, after));
      await checkTeams(principal.accountId, body.teamIds);
      await checkSegments(principal.accountId, body.segmentIds);
      if (body.name !== undefined) await usersRepository.updateUser(userId, { name: body.name });
      const changes = { role: access.role, roleId: access.roleId, permissions: access.permissions, versions: access.versions, teamIds: body.teamIds, segmentIds: body.segmentIds };
      const updated = await membersRepository.updateMember(principal.accountId, userId, changes, adminsGuardFor(ctx, userId, after));
      if (!updated) throw new NotFoundError('USER_NOT_FOUND');
      return memberDto(principal.accountId, ctx.account.ownerId, updated);
    });
  },

  /** The target gets the source's role and permissions (not their teams or segments). */
  async copyPermissions(principal: Principal, sourceId: string, targetId: string): Promise<Member> {
    const ctx = await loadContext(principal.accountId);
    const source = findMember(ctx, sourceId);
    findMember(ctx, targetId);
    const { roleId, permissions, versions } = currentAccess(source);
    const names = await customRoleNames(principal.accountId);
    return this.update(principal, targetId, { roleId: isPresetRoleId(roleId) || names.has(roleId) ? roleId : 'custom', permissions, versions });
  },
};
