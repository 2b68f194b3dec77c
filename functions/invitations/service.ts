import { ulid } from 'ulid';
import { isPresetRoleId, presetGrant, resolveGrant, samePermissions } from '@shared/roles';
import type { MyInvitation } from '@shared/schemas/invitations';
import type { ActivityAction } from '@shared/schemas/security';
import type { Invitation } from '@shared/schemas/users-admin';
import { resolveVersions, sameVersions } from '@shared/versions';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import type { SessionContext } from '@functions/platform/http';
import { rolesRepository } from '@functions/roles/repository';
import { securityHistory } from '@functions/security/history';
import { teamsRepository } from '@functions/teams/repository';
import { invitations as mails } from '@functions/users/invitations';
import { userEmails } from '@functions/users/labels';
import { customRoleNames, ruleError, type Access, type AccountContext } from '@functions/users/member-access';
import { usersRepository, type MembershipRecord, type UserRecord } from '@functions/users/repository';
import { invitationsRepository, type InvitationRecord } from './repository';

/** Issue 10: an unanswered invitation lapses after seven days (and frees its place under the plan's limit). */
export const INVITATION_TTL_DAYS = 7;
const expiry = (from: Date) => new Date(from.getTime() + INVITATION_TTL_DAYS * 86_400_000).toISOString();
const isLapsed = (i: Pick<InvitationRecord, 'expiresAt'>, now: string) => i.expiresAt <= now;

const origin = (ctx: SessionContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const record = (ctx: SessionContext, who: { userId: string; accountId: string; email: string }, action: ActivityAction, subject?: string) =>
  securityHistory.activity(origin(ctx), who, action, subject);

/** What the account sees of an invitation: the address it typed and the access it offered. */
export function toInvitation(i: InvitationRecord, roleNames: ReadonlyMap<string, string>): Invitation {
  const roleId = isPresetRoleId(i.roleId) || roleNames.has(i.roleId) ? i.roleId : 'custom';
  return {
    kind: 'invitation',
    id: i.id,
    email: i.email,
    roleId,
    roleName: roleNames.get(roleId),
    permissions: i.permissions,
    versions: resolveVersions(i.versions),
    teamIds: i.teamIds,
    segmentIds: i.segmentIds,
    invitedAt: i.invitedAt,
    expiresAt: i.expiresAt,
  };
}

/**
 * The account's pending invitations. Lapsed ones are removed as they are found, which frees their
 * places under the plan's limit (the member counter counts an invitation until it is removed).
 */
export async function pendingInvitations(accountId: string): Promise<InvitationRecord[]> {
  const now = nowIso();
  const all = await invitationsRepository.listForAccount(accountId);
  await Promise.all(all.filter((i) => isLapsed(i, now)).map((i) => invitationsRepository.remove(i, now)));
  return all.filter((i) => !isLapsed(i, now));
}

async function accountInvitation(accountId: string, id: string): Promise<InvitationRecord> {
  const found = (await invitationsRepository.listForAccount(accountId)).find((i) => i.id === id);
  if (!found) throw new NotFoundError('INVITATION_NOT_FOUND');
  return found;
}

/** An invitation addressed to the signed-in user; anyone else's reads as unknown. */
async function myInvitation(userId: string, id: string): Promise<InvitationRecord> {
  const found = (await invitationsRepository.listForUser(userId)).find((i) => i.id === id);
  if (!found) throw new NotFoundError('INVITATION_NOT_FOUND');
  return found;
}

/** The role the membership shows: the invitation's, while that role still grants exactly what was offered. */
async function roleAtAcceptance(i: InvitationRecord): Promise<string> {
  if (i.roleId === 'custom') return 'custom';
  const custom = isPresetRoleId(i.roleId) ? undefined : await rolesRepository.get(i.accountId, i.roleId);
  const grant = isPresetRoleId(i.roleId) ? presetGrant(i.roleId) : custom ? resolveGrant(custom) : undefined;
  return grant && samePermissions(grant.permissions, i.permissions) && sameVersions(grant.versions, i.versions) ? i.roleId : 'custom';
}

export interface InviteInput {
  access: Access;
  teamIds: string[];
  segmentIds: string[];
}

export const invitationsService = {
  /**
   * Invites an existing Goniec user: no membership, no access, nothing of them shown, until they
   * accept. One pending invitation per user and account; it takes a place under the plan's limit.
   */
  async invite(ctx: SessionContext, account: AccountContext, user: UserRecord, input: InviteInput): Promise<Invitation> {
    const { principal } = ctx;
    const now = new Date();
    const invitation: InvitationRecord = {
      id: ulid(),
      accountId: account.account.id,
      userId: user.id,
      email: user.email.toLowerCase(),
      roleId: input.access.roleId,
      role: input.access.role,
      permissions: input.access.permissions,
      versions: input.access.versions,
      teamIds: input.teamIds,
      segmentIds: input.segmentIds,
      language: user.prefs.language,
      invitedBy: principal.userId,
      invitedAt: now.toISOString(),
      expiresAt: expiry(now),
    };
    // A lapsed invitation of the same user is taken away first, so inviting again works at once.
    const earlier = await invitationsRepository.get(account.account.id, user.id);
    if (earlier && isLapsed(earlier, invitation.invitedAt)) await invitationsRepository.remove(earlier, invitation.invitedAt);
    const outcome = await invitationsRepository.create(invitation, account.userLimit);
    if (outcome === 'member') throw new ConflictError('USER_EXISTS');
    if (outcome === 'invited') throw new ConflictError('USER_ALREADY_INVITED');
    if (outcome === 'limit') throw ruleError('USER_LIMIT_REACHED')!;
    await mails.inviteExisting(user, account.account.name, invitation.id, principal.email);
    await record(
      ctx,
      { userId: principal.userId, accountId: account.account.id, email: principal.email },
      'invitation_sent',
      invitation.email,
    );
    return toInvitation(invitation, await customRoleNames(account.account.id));
  },

  /** The same invitation again, running seven days from now. */
  async resend(ctx: SessionContext, id: string): Promise<Invitation> {
    const { principal } = ctx;
    const found = await accountInvitation(principal.accountId, id);
    const now = new Date();
    const renewed = await invitationsRepository.renew(found, {
      invitedAt: now.toISOString(),
      expiresAt: expiry(now),
      invitedBy: principal.userId,
    });
    if (!renewed) throw new NotFoundError('INVITATION_NOT_FOUND');
    const [user, account] = await Promise.all([usersRepository.getUser(found.userId), usersRepository.getAccount(principal.accountId)]);
    if (!user || user.deletedAt || !account) throw new NotFoundError('INVITATION_NOT_FOUND');
    await mails.inviteExisting(user, account.name, renewed.id, principal.email);
    await record(
      ctx,
      { userId: principal.userId, accountId: principal.accountId, email: principal.email },
      'invitation_resent',
      renewed.email,
    );
    return toInvitation(renewed, await customRoleNames(principal.accountId));
  },

  async cancel(ctx: SessionContext, id: string): Promise<void> {
    const { principal } = ctx;
    const found = await accountInvitation(principal.accountId, id);
    if (!(await invitationsRepository.remove(found))) throw new NotFoundError('INVITATION_NOT_FOUND');
    await record(
      ctx,
      { userId: principal.userId, accountId: principal.accountId, email: principal.email },
      'invitation_cancelled',
      found.email,
    );
  },

  /** The signed-in user's pending invitations, oldest first. */
  async mine(userId: string): Promise<{ items: MyInvitation[] }> {
    const now = nowIso();
    const pending = (await invitationsRepository.listForUser(userId)).filter((i) => !isLapsed(i, now));
    const described = await Promise.all(pending.map((i) => describe(i)));
    return { items: described.flatMap((d) => (d ? [d] : [])).sort((a, b) => a.invitedAt.localeCompare(b.invitedAt)) };
  },

  async get(userId: string, id: string): Promise<MyInvitation> {
    const found = await myInvitation(userId, id);
    const described = isLapsed(found, nowIso()) ? undefined : await describe(found);
    if (!described) throw new NotFoundError(isLapsed(found, nowIso()) ? 'INVITATION_EXPIRED' : 'INVITATION_NOT_FOUND');
    return described;
  },

  /** The invitee joins: the invitation becomes their membership, with the access it offered. */
  async accept(ctx: SessionContext, id: string): Promise<{ accountId: string; accountName: string }> {
    const { userId } = ctx.principal;
    const found = await myInvitation(userId, id);
    const now = nowIso();
    const [user, account] = await Promise.all([usersRepository.getUser(userId), usersRepository.getAccount(found.accountId)]);
    if (!user || !account) throw new NotFoundError('INVITATION_NOT_FOUND');
    if (isLapsed(found, now)) throw new NotFoundError('INVITATION_EXPIRED');
    // Teams deleted meanwhile are dropped (a team grants nothing); segments that restrict an invitation cannot be deleted.
    const teams = new Set((await teamsRepository.list(found.accountId)).map((t) => t.id));
    const membership: MembershipRecord = {
      accountId: found.accountId,
      userId,
      role: found.role,
      roleId: await roleAtAcceptance(found),
      permissions: found.permissions,
      versions: found.versions,
      language: user.prefs.language,
      banned: false,
      locked: false,
      teamIds: found.teamIds.filter((t) => teams.has(t)),
      segmentIds: found.segmentIds,
      addedAt: now,
    };
    const outcome = await invitationsRepository.accept(found, membership, now);
    if (outcome === 'expired') throw new NotFoundError('INVITATION_EXPIRED');
    if (outcome === 'gone') throw new NotFoundError('INVITATION_NOT_FOUND');
    await record(ctx, { userId, accountId: found.accountId, email: user.email }, 'invitation_accepted', account.name);
    return { accountId: account.id, accountName: account.name };
  },

  async decline(ctx: SessionContext, id: string): Promise<void> {
    const { userId, email } = ctx.principal;
    const found = await myInvitation(userId, id);
    if (!(await invitationsRepository.remove(found))) throw new NotFoundError('INVITATION_NOT_FOUND');
    const account = await usersRepository.getAccount(found.accountId);
    await record(ctx, { userId, accountId: found.accountId, email }, 'invitation_declined', account?.name);
  },

  /** A user erased from the platform leaves no invitation behind (each frees its place). */
  async removeAllFor(userId: string): Promise<void> {
    await Promise.all((await invitationsRepository.listForUser(userId)).map((i) => invitationsRepository.remove(i)));
  },
};

/** What the invitee sees: the account, who invited, the role offered and until when. */
async function describe(i: InvitationRecord): Promise<MyInvitation | undefined> {
  const [account, inviters, names] = await Promise.all([
    usersRepository.getAccount(i.accountId),
    userEmails([i.invitedBy]),
    customRoleNames(i.accountId),
  ]);
  if (!account) return undefined;
  const roleId = isPresetRoleId(i.roleId) || names.has(i.roleId) ? i.roleId : 'custom';
  return {
    id: i.id,
    accountId: i.accountId,
    accountName: account.name,
    invitedByEmail: inviters.get(i.invitedBy) ?? '',
    roleId,
    roleName: names.get(roleId),
    invitedAt: i.invitedAt,
    expiresAt: i.expiresAt,
  };
}
