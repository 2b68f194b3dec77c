import { PERMISSION_KEYS, type PermissionKey, type PermissionMap } from '@shared/permissions';
import { PERMISSION_AREAS, samePermissions, type PermissionArea } from '@shared/roles';
import type { Role } from '@shared/schemas/users-admin';

export const AREAS = Object.keys(PERMISSION_AREAS) as PermissionArea[];

/** A map with only the granted keys, in the catalogue's order (what the API stores too). */
function clean(map: PermissionMap): PermissionMap {
  const out: PermissionMap = {};
  for (const key of PERMISSION_KEYS) if (map[key] === true) out[key] = true;
  return out;
}

export function setPermission(map: PermissionMap, key: PermissionKey, on: boolean): PermissionMap {
  return clean({ ...map, [key]: on });
}

/** Ticks or clears every key of one area (the area's "select all" box); ticking skips keys the user may not grant. */
export function setArea(
  map: PermissionMap,
  area: PermissionArea,
  on: boolean,
  mayGrant: (key: PermissionKey) => boolean = () => true,
): PermissionMap {
  const next: PermissionMap = { ...map };
  for (const key of PERMISSION_AREAS[area]) if (!on || mayGrant(key)) next[key] = on;
  return clean(next);
}

export type AreaState = 'all' | 'some' | 'none';

export function areaState(map: PermissionMap, area: PermissionArea): AreaState {
  const keys = PERMISSION_AREAS[area];
  const granted = keys.filter((key) => map[key] === true).length;
  return granted === 0 ? 'none' : granted === keys.length ? 'all' : 'some';
}

export function grantedKeys(map: PermissionMap): PermissionKey[] {
  return PERMISSION_KEYS.filter((key) => map[key] === true);
}

/**
 * The role a hand-edited map still matches: the chosen one while the map is exactly its grant,
 * "custom" as soon as it differs — the rule the API applies when it receives both.
 */
export function roleForPermissions(roleId: string, roles: readonly Role[], map: PermissionMap): string {
  if (roleId === 'custom') return 'custom';
  const role = roles.find((r) => r.id === roleId);
  return role && samePermissions(role.permissions, map) ? roleId : 'custom';
}
