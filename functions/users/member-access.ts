import type { ErrorCode } from '@shared/errors';
import type { PermissionMap } from '@shared/permissions';
import {
  isPermissionsAdmin,
  isPresetRoleId,
  presetGrant,
  resolveGrant,
  resolvePermissions,
  samePermissions,
  type FeatureLimits,
  type RoleGrant,
} from '@shared/roles';
import { isOnline } from '@shared/rules/presence';
import { effectiveAdmin, type AdminFacts } from '@shared/rules/users';
import type { Member } from '@shared/schemas/users-admin';
import { fullVersions, resolveVersions, sameVersions, type VersionAccess } from '@shared/versions';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { rolesRepository } from '@functions/roles/repository';
import { teamsRepository } from '@functions/teams/repository';
import { segmentsRepository } from '@functions/segments/repository';
import { AdminsChangedError, membersRepository } from './members-repository';
import { usersRepository, type AccountRecord, type MembershipRecord, type UserRecord } from './repository';
import { featureLimits, planLimits } from './service';

/** What every user-administration rule reads: the account, its members and its limits. */
export interface AccountContext {
  account: AccountRecord;
  members: MembershipRecord[];
  limits: FeatureLimits;
  userLimit: number;
  /** The administrators guard read before `members` (see membersRepository's adminsGuard). */
  adminsVersion: number;
}

export async function loadContext(accountId: string): Promise<AccountContext> {
  // The guard first: a write judged on these members then fails if they changed after it was read.
  const read = await membersRepository.getAccountForRules(accountId);
  if (!read) throw new NotFoundError('ACCOUNT_NOT_FOUND');
  const { account, adminsVersion } = read;
  const members = await membersRepository.listMembers(accountId);
  return { account, members, limits: featureLimits(account), userLimit: planLimits(account.plan).users, adminsVersion };
}

/**
 * The guard a write must carry when it takes away an administrator who can sign in (`after` is the
 * member's state after it, null for removal); none otherwise, so ordinary edits stay single writes.
 */
export function adminsGuardFor(ctx: AccountContext, userId: string, after: Omit<AdminFacts, 'userId'> | null): { adminsVersion?: number } {
  const before = adminFacts(ctx).find((f) => f.userId === userId);
  if (!before || !effectiveAdmin(before) || (after && effectiveAdmin(after))) return {};
  return { adminsVersion: ctx.adminsVersion };
}

/** Runs a judged change again, on freshly read members, while its guarded write finds them changed. */
export async function judgedOnFreshMembers<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof AdminsChangedError) || attempt >= 5) throw error;
    }
  }
}

/** Another account's user id reads as unknown here, exactly like an id that never existed. */
export function findMember(ctx: AccountContext, userId: string): MembershipRecord {
  const member = ctx.members.find((m) => m.userId === userId);
  if (!member) throw new NotFoundError('USER_NOT_FOUND');
  return member;
}

export function adminFacts(ctx: AccountContext): AdminFacts[] {
  return ctx.members.map((m) => ({
    userId: m.userId,
    isAdmin: isPermissionsAdmin(m.permissions, ctx.limits),
    blocked: m.banned === true,
    locked: m.locked === true,
  }));
}

/** The HTTP shape of a broken restriction: refusals of who may do what are 403, state conflicts 409. */
export function ruleError(code: ErrorCode | null): AppError | null {
  if (code === null) return null;
  if (code === 'USER_LAST_ADMIN' || code === 'USER_EXISTS') return new ConflictError(code);
  return new ForbiddenError(code);
}
export function enforce(...codes: (ErrorCode | null)[]): void {
  for (const code of codes) {
    const error = ruleError(code);
    if (error) throw error;
  }
}

export interface Access {
  roleId: string;
  permissions: PermissionMap;
  versions: VersionAccess;
  role: 'ADMIN' | 'USER';
}
export type CurrentAccess = Omit<Access, 'role'>;

async function roleGrant(accountId: string, roleId: string): Promise<RoleGrant | undefined> {
  if (isPresetRoleId(roleId)) return presetGrant(roleId);
  const custom = await rolesRepository.get(accountId, roleId);
  return custom ? resolveGrant(custom) : undefined;
}

/**
 * Memberships made before user administration carry no roleId: the owner's full map reads as
 * administrator. Those made before version access carry no versions: both, as they had then.
 */
export function currentAccess(m: MembershipRecord): CurrentAccess {
  return {
    roleId: m.roleId ?? (m.role === 'ADMIN' ? 'administrator' : 'custom'),
    permissions: m.permissions,
    versions: resolveVersions(m.versions),
  };
}

/**
 * The access a request asks for. A role alone grants its map and versions; a map keeps the role it
 * comes with (or, without one, the member's current role) only if it is exactly that role's map
 * and versions, and is "custom" otherwise, so the role shown never lies about the access. Asking
 * for neither keeps `current` as it is (an edit of other fields), even if its role is gone.
 *
 * Versions are set through roles (the user form has no boxes for them): a hand-picked map keeps
 * the versions of the role it starts from, else the member's own, so ticking a box never widens
 * them; a new member with a hand-picked map and no role gets both, as "custom" grants. `versions`
 * in `input` is for copying another member's access, not a request field.
 */
export async function resolveAccess(
  accountId: string,
  limits: FeatureLimits,
  input: { roleId?: string; permissions?: PermissionMap; versions?: VersionAccess },
  current?: CurrentAccess,
): Promise<Access> {
  const decide = (roleId: string, permissions: PermissionMap, versions: VersionAccess): Access => ({
    roleId,
    permissions,
    versions,
    role: isPermissionsAdmin(permissions, limits) ? 'ADMIN' : 'USER',
  });
  if (input.roleId === undefined && input.permissions === undefined)
    return decide(current?.roleId ?? 'custom', current?.permissions ?? {}, current?.versions ?? fullVersions());
  const asked = input.roleId ?? current?.roleId ?? 'custom';
  const granted = asked === 'custom' ? undefined : await roleGrant(accountId, asked);
  // Only a role the caller named must exist; a current role that is gone just makes the map custom.
  if (input.roleId !== undefined && asked !== 'custom' && !granted) throw ValidationError.field('roleId', 'ROLE_NOT_FOUND');
  if (input.permissions) {
    const permissions = resolvePermissions(input.permissions, false);
    const versions = input.versions ?? granted?.versions ?? current?.versions ?? fullVersions();
    const isRole = granted && samePermissions(granted.permissions, permissions) && sameVersions(granted.versions, versions);
    return decide(isRole ? asked : 'custom', permissions, versions);
  }
  // "custom" without a map keeps the map and versions the user has (none and both for a new user).
  return granted
    ? decide(asked, granted.permissions, granted.versions)
    : decide(asked, current?.permissions ?? {}, current?.versions ?? fullVersions());
}

export async function checkTeams(accountId: string, teamIds: readonly string[] | undefined): Promise<void> {
  if (!teamIds?.length) return;
  const known = new Set((await teamsRepository.list(accountId)).map((t) => t.id));
  if (teamIds.some((id) => !known.has(id))) throw ValidationError.field('teamIds', 'TEAM_NOT_FOUND');
}

/** A restriction to segments names segments of this account (spec section 6). */
export async function checkSegments(accountId: string, segmentIds: readonly string[] | undefined): Promise<void> {
  if (!segmentIds?.length) return;
  const found = await Promise.all(segmentIds.map((id) => segmentsRepository.get(accountId, id)));
  if (found.some((s) => !s)) throw ValidationError.field('segmentIds', 'SEGMENT_NOT_FOUND');
}

export function toMember(m: MembershipRecord, user: UserRecord, ownerId: string, roleNames: ReadonlyMap<string, string>): Member {
  // A deleted custom role leaves its former holders with their map, shown as custom.
  const stored = currentAccess(m).roleId;
  const roleId = isPresetRoleId(stored) || roleNames.has(stored) ? stored : 'custom';
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: m.role,
    roleId,
    roleName: roleNames.get(roleId),
    permissions: m.permissions,
    versions: resolveVersions(m.versions),
    // Set on the user when they confirm TOTP enrolment and cleared when they turn it off
    // (functions/security/two-factor.ts); a user who never enrolled has no flag.
    twoFactorEnabled: user.twoFactorEnabled === true,
    locked: m.locked === true,
    banned: m.banned === true,
    activated: user.activated,
    onboarded: user.onboarded,
    online: isOnline(user.lastSeenAt, Date.now()),
    lastSeenAt: user.lastSeenAt,
    owner: user.id === ownerId,
    teamIds: m.teamIds ?? [],
    segmentIds: m.segmentIds ?? [],
    addedAt: m.addedAt,
  };
}

export async function customRoleNames(accountId: string): Promise<Map<string, string>> {
  return new Map((await rolesRepository.list(accountId)).map((r) => [r.id, r.name]));
}

/** One member as the API answers it. */
export async function memberDto(accountId: string, ownerId: string, membership: MembershipRecord): Promise<Member> {
  const [user, names] = await Promise.all([usersRepository.getUser(membership.userId), customRoleNames(accountId)]);
  if (!user) throw new NotFoundError('USER_NOT_FOUND');
  return toMember(membership, user, ownerId, names);
}
