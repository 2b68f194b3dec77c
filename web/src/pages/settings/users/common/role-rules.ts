import type { ErrorCode } from '@shared/errors';
import type { PermissionMap } from '@shared/permissions';
import { isPermissionsAdmin, resolveGrant, samePermissions, type FeatureLimits } from '@shared/roles';
import { sameVersions, type VersionAccess } from '@shared/versions';
import { adminsLeftError, selfActionError } from '@shared/rules/users';
import { adminFacts, type AdminContext } from './member-rules';

/**
 * Whether saving a custom role with this map and versions would be refused, by the rules the API
 * applies to PUT /users/permissions/{id}: its holders get the new map and versions at once, so it
 * must not change the caller's own access, nor leave the account without an administrator who can sign in.
 */
export function roleUpdateError(
  ctx: AdminContext,
  roleId: string,
  map: PermissionMap,
  fullAccess: boolean,
  limits: FeatureLimits,
  versionAccess?: VersionAccess,
): ErrorCode | null {
  const { permissions, versions } = resolveGrant({ permissions: map, fullAccess, versions: versionAccess });
  const isAdmin = isPermissionsAdmin(permissions, limits);
  const changing = ctx.members.filter(
    (m) =>
      m.roleId === roleId &&
      (!samePermissions(m.permissions, permissions) || !sameVersions(m.versions, versions) || (m.role === 'ADMIN') !== isAdmin),
  );
  for (const m of changing) {
    const self = selfActionError('edit', ctx.actorId, m.id);
    if (self) return self;
  }
  const before = adminFacts(ctx.members);
  const after = before.map((f) => (changing.some((m) => m.id === f.userId) ? { ...f, isAdmin } : f));
  return adminsLeftError(before, after);
}
