import type { PermissionKey } from '@shared/permissions';
import {
  grantExcess,
  granterOf,
  mayGrantPermission,
  mayGrantVersion,
  type AccessGrant,
  type Granter,
  type VersionKey,
} from '@shared/rules/grants';
import type { Role } from '@shared/schemas/users-admin';
import type { CurrentUser } from '@shared/schemas/user';

/**
 * What the signed-in user may hand out in the role and user forms, by the rule the API enforces
 * (shared/rules/grants.ts): keys and versions they hold, or that the member or role already had.
 * Everything else is disabled with the reason, so nothing on the form is refused on saving.
 */
export const granterFor = (user: CurrentUser): Granter =>
  granterOf({ permissions: user.permissions.permissions, versions: user.permissions.versions }, user.permissions.limits);

export interface GrantCheck {
  permission: (key: PermissionKey) => boolean;
  version: (key: VersionKey) => boolean;
  /** Full access grants every key: only someone who holds them all (or a role that had it). */
  fullAccess: boolean;
}

export function grantCheck(granter: Granter, before?: AccessGrant & { fullAccess?: boolean }): GrantCheck {
  return {
    permission: (key) => mayGrantPermission(granter, key, before),
    version: (key) => mayGrantVersion(granter, key, before),
    fullAccess: granter.admin || before?.fullAccess === true,
  };
}

/** Whether choosing `role` would give the member (who has `before`) anything the granter lacks. */
export const roleRefused = (granter: Granter, role: Pick<Role, 'permissions' | 'versions'>, before?: AccessGrant): boolean =>
  grantExcess(granter, { permissions: role.permissions, versions: role.versions }, before) !== null;
