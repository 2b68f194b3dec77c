import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS } from '@shared/roles';
import type { Role } from '@shared/schemas/users-admin';
import { fullVersions } from '@shared/versions';
import { areaState, grantedKeys, roleForPermissions, setArea, setPermission } from './permission-map';

const role = (id: string, permissions: Role['permissions']): Role => ({
  id,
  name: id,
  preset: true,
  fullAccess: false,
  permissions,
  versions: fullVersions(),
});

describe('permission map editing', () => {
  it('keeps only granted keys, in catalogue order', () => {
    const map = setPermission(setPermission({ PERM_SMS: true }, 'PERM_ADMIN', true), 'PERM_SMS', false);
    expect(map).toEqual({ PERM_ADMIN: true });
    expect(grantedKeys({ PERM_SMS: true, PERM_ADMIN: true, PERM_AI: false })).toEqual(['PERM_ADMIN', 'PERM_SMS']);
  });

  it('ticks and clears a whole area and reports its state', () => {
    const all = setArea({ PERM_SMS: true }, 'fourEye', true);
    expect(all).toEqual({ PERM_SMS: true, MAKER: true, CHECKER: true });
    expect(areaState(all, 'fourEye')).toBe('all');
    expect(areaState(setPermission(all, 'MAKER', false), 'fourEye')).toBe('some');
    expect(areaState(setArea(all, 'fourEye', false), 'fourEye')).toBe('none');
    expect(areaState({}, 'settings')).toBe('none');
    expect(grantedKeys(setArea({}, 'subscribers', true))).toEqual([...PERMISSION_AREAS.subscribers]);
  });
});

describe('roleForPermissions', () => {
  const roles = [role('analyst', { PERM_RAPORTY: true }), role('user', { PERM_MARCH: true })];

  it('keeps the role while the map is exactly its grant', () => {
    expect(roleForPermissions('analyst', roles, { PERM_RAPORTY: true })).toBe('analyst');
    expect(roleForPermissions('analyst', roles, { PERM_RAPORTY: true, PERM_SMS: false })).toBe('analyst');
  });

  it('turns custom when the map differs, the role is unknown, or custom was chosen', () => {
    expect(roleForPermissions('analyst', roles, { PERM_RAPORTY: true, PERM_SMS: true })).toBe('custom');
    expect(roleForPermissions('gone', roles, {})).toBe('custom');
    expect(roleForPermissions('custom', roles, { PERM_MARCH: true })).toBe('custom');
  });
});
