import { describe, expect, it } from 'vitest';
import { fullPermissions } from '@shared/permissions';
import type { Member } from '@shared/schemas/users-admin';
import { fullVersions } from '@shared/versions';
import type { AdminContext } from './member-rules';
import { roleUpdateError } from './role-rules';

const limits = { scoring: true, ai: true };
const holder = (id: string, admin: boolean): Member => ({
  id,
  email: `${id}@example.com`,
  name: id,
  role: admin ? 'ADMIN' : 'USER',
  roleId: 'R',
  permissions: admin ? fullPermissions() : { PERM_SMS: true },
  versions: fullVersions(),
  twoFactorEnabled: false,
  locked: false,
  banned: false,
  activated: true,
  onboarded: true,
  online: false,
  owner: false,
  teamIds: [],
  segmentIds: [],
});

describe('roleUpdateError', () => {
  it('refuses changing the caller’s own access through their role', () => {
    const ctx: AdminContext = {
      actorId: 'me',
      members: [holder('me', false), { ...holder('boss', true), roleId: 'administrator' }],
      userLimit: 5,
    };
    expect(roleUpdateError(ctx, 'R', { PERM_RAPORTY: true }, false, limits)).toBe('USER_CANNOT_EDIT_SELF');
    // The same map as now changes nothing for anyone: allowed (a rename).
    expect(roleUpdateError(ctx, 'R', { PERM_SMS: true }, false, limits)).toBeNull();
  });

  it('counts narrower versions as a change of the caller’s own access', () => {
    const ctx: AdminContext = {
      actorId: 'me',
      members: [holder('me', false), { ...holder('boss', true), roleId: 'administrator' }],
      userLimit: 5,
    };
    expect(roleUpdateError(ctx, 'R', { PERM_SMS: true }, false, limits, { mailing: { working: true, ready: false } })).toBe(
      'USER_CANNOT_EDIT_SELF',
    );
    expect(roleUpdateError(ctx, 'R', { PERM_SMS: true }, false, limits, fullVersions())).toBeNull();
  });

  it('refuses taking admin access from the only administrators, allows it while another remains', () => {
    const only: AdminContext = { actorId: 'x', members: [holder('a', true), holder('b', false)], userLimit: 5 };
    expect(roleUpdateError(only, 'R', { PERM_SMS: true }, false, limits)).toBe('USER_LAST_ADMIN');
    expect(roleUpdateError(only, 'R', {}, true, limits)).toBeNull();
    const another: AdminContext = { ...only, members: [...only.members, { ...holder('c', true), roleId: 'administrator' }] };
    expect(roleUpdateError(another, 'R', { PERM_SMS: true }, false, limits)).toBeNull();
  });
});
