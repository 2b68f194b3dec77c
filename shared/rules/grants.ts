import type { ErrorCode } from '../errors';
import { PERMISSION_KEYS, type PermissionKey, type PermissionMap } from '../permissions';
import { isPermissionsAdmin, type FeatureLimits } from '../roles';
import {
  VERSIONED_AREAS,
  VERSION_KINDS,
  resolveVersions,
  type VersionAccess,
  type VersionAccessInput,
  type VersionedArea,
  type VersionGrant,
} from '../versions';

/**
 * Nobody hands out access they do not hold (issue 10, "no privilege escalation"): a role they save,
 * a member they invite, duplicate or change, a permission copy. The API refuses with these rules
 * and the role and user forms disable what they would refuse, so both decide the same way.
 *
 * What counts is what a change adds: keys and versions the member (or role) did not have before.
 * So a user may narrow access they could not have granted, keep it while editing other fields, or
 * rename a role that holds more than they do; they can never give it to anyone, themselves included.
 * A permissions admin (spec section 6) holds everything and may grant anything, the four-eye pair
 * and the keys of features their plan lacks included.
 */

/** The access a change sets: a permission map and working/ready versions. */
export interface AccessGrant {
  permissions: PermissionMap;
  versions?: VersionAccessInput;
}

/** Who grants: what they hold, and whether that makes them a permissions admin. */
export interface Granter {
  permissions: PermissionMap;
  versions: VersionAccessInput | undefined;
  /** Spec section 6's permissions admin (isPermissionsAdmin with the account's limits). */
  admin: boolean;
}

export const granterOf = (holder: { permissions: PermissionMap; versions?: VersionAccessInput }, limits: FeatureLimits): Granter => ({
  permissions: holder.permissions,
  versions: holder.versions,
  admin: isPermissionsAdmin(holder.permissions, limits),
});

/** `mailing.working`, `mailing.ready`: a version grant named as the error and the sweep name it. */
export type VersionKey = `${VersionedArea}.${keyof VersionGrant}`;
export const VERSION_KEYS: readonly VersionKey[] = VERSIONED_AREAS.flatMap((area) =>
  VERSION_KINDS.map((kind) => `${area}.${kind}` as VersionKey),
);

const versionHeld = (access: VersionAccess, key: VersionKey): boolean => {
  const [area, kind] = key.split('.') as [VersionedArea, keyof VersionGrant];
  return access[area][kind];
};

/** What `after` gives beyond `before` (nothing before: a new member or role) and the granter lacks. */
export interface GrantExcess {
  permissions: PermissionKey[];
  versions: VersionKey[];
}

export function grantExcess(granter: Granter, after: AccessGrant, before?: AccessGrant): GrantExcess | null {
  if (granter.admin) return null;
  const had = (key: PermissionKey) => before?.permissions[key] === true;
  const permissions = PERMISSION_KEYS.filter((key) => after.permissions[key] === true && !had(key) && granter.permissions[key] !== true);
  // Versions are only about reaching something; a missing value reads as granted (resolveVersions), as stored roles do.
  const afterVersions = resolveVersions(after.versions);
  const beforeVersions = before ? resolveVersions(before.versions) : undefined;
  const held = resolveVersions(granter.versions);
  const versions = VERSION_KEYS.filter(
    (key) => versionHeld(afterVersions, key) && !(beforeVersions && versionHeld(beforeVersions, key)) && !versionHeld(held, key),
  );
  return permissions.length || versions.length ? { permissions, versions } : null;
}

/** The refusal of an excess: a catalogue code whose params name every missing key (comma-separated). */
export function grantError(
  granter: Granter,
  after: AccessGrant,
  before?: AccessGrant,
): { code: ErrorCode; params: Record<string, string> } | null {
  const excess = grantExcess(granter, after, before);
  if (!excess) return null;
  return {
    code: 'USER_GRANT_NOT_HELD',
    params: {
      missing: [...excess.permissions, ...excess.versions].join(', '),
      permissions: excess.permissions.join(', '),
      versions: excess.versions.join(', '),
    },
  };
}

/** Whether the granter may tick `key` on a member or role that has `before` (the forms' checkboxes). */
export const mayGrantPermission = (granter: Granter, key: PermissionKey, before?: AccessGrant): boolean =>
  granter.admin || granter.permissions[key] === true || before?.permissions[key] === true;

/** The same for one version grant. */
export function mayGrantVersion(granter: Granter, key: VersionKey, before?: AccessGrant): boolean {
  if (granter.admin || versionHeld(resolveVersions(granter.versions), key)) return true;
  return before !== undefined && versionHeld(resolveVersions(before.versions), key);
}

/**
 * Segment restrictions (spec section 6) are access too: empty means every subscriber. A granter
 * restricted to segments may only give restrictions within their own (or keep what the member
 * already had); an unrestricted granter may give any.
 */
export function restrictionError(
  granterSegments: readonly string[],
  after: readonly string[],
  before?: readonly string[],
): ErrorCode | null {
  if (granterSegments.length === 0) return null;
  // Unrestricted before: nothing after it can reach more.
  if (before !== undefined && before.length === 0) return null;
  if (after.length === 0) return 'USER_GRANT_SCOPE_NOT_HELD';
  const mine = new Set(granterSegments);
  const had = new Set(before ?? []);
  return after.every((id) => mine.has(id) || had.has(id)) ? null : 'USER_GRANT_SCOPE_NOT_HELD';
}
