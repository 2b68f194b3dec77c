import { describe, expect, it } from 'vitest';
import type { Member } from '@shared/schemas/users-admin';
import { fullVersions } from '@shared/versions';
import {
  actionReason,
  addError,
  copyPermissionsError,
  deletePlan,
  demotionError,
  memberStatuses,
  selfEditError,
  type AdminContext,
} from './member-rules';

function member(id: string, over: Partial<Member> = {}): Member {
  return {
    id,
    email: `${id}@example.com`,
    name: id,
    role: 'USER',
    roleId: 'user',
    permissions: {},
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
    ...over,
  };
}

const owner = member('owner', { role: 'ADMIN', roleId: 'administrator', owner: true });
const me = member('me', { role: 'ADMIN', roleId: 'administrator' });
const admin = member('admin', { role: 'ADMIN', roleId: 'administrator' });
const editor = member('editor', { roleId: 'editor' });
const ctx = (members: Member[], userLimit = 10): AdminContext => ({ actorId: 'me', members, userLimit });

describe('memberStatuses', () => {
  it('lists every flag that keeps a member out, or active', () => {
    expect(memberStatuses(editor)).toEqual(['active']);
    expect(memberStatuses({ banned: true, locked: true, activated: false })).toEqual(['blocked', 'locked', 'invited']);
    expect(memberStatuses({ banned: false, locked: false, activated: false })).toEqual(['invited']);
  });
});

describe('actionReason', () => {
  const all = ctx([owner, me, admin, editor]);

  it('needs exactly one selected member for single actions and at least one for delete', () => {
    expect(actionReason('edit', all, [])).toBe('SELECT_ONE');
    expect(actionReason('logout', all, [admin, editor])).toBe('SELECT_ONE');
    expect(actionReason('delete', all, [])).toBe('SELECT_SOME');
    expect(actionReason('delete', all, [admin, editor])).toBeNull();
  });

  it('refuses what one may not do to oneself', () => {
    expect(actionReason('edit', all, [me])).toBe('USER_CANNOT_EDIT_SELF');
    expect(actionReason('setActive', all, [me])).toBe('USER_CANNOT_EDIT_SELF');
    expect(actionReason('lock', all, [me])).toBe('USER_CANNOT_EDIT_SELF');
    expect(actionReason('logout', all, [me])).toBe('USER_CANNOT_EDIT_SELF');
    expect(actionReason('copyPermissions', all, [me])).toBe('USER_CANNOT_EDIT_SELF');
    expect(actionReason('delete', all, [me])).toBe('USER_CANNOT_DELETE_SELF');
    expect(actionReason('sendPasswordEmail', all, [me])).toBeNull();
    expect(actionReason('duplicate', all, [me])).toBeNull();
  });

  it('protects the owner from removal, locking and blocking but not from edits or unblocking', () => {
    expect(actionReason('delete', all, [owner])).toBe('USER_OWNER_PROTECTED');
    expect(actionReason('lock', all, [owner])).toBe('USER_OWNER_PROTECTED');
    expect(actionReason('setActive', all, [owner])).toBe('USER_OWNER_PROTECTED');
    expect(actionReason('setActive', all, [{ ...owner, banned: true }])).toBeNull();
    expect(actionReason('lock', all, [{ ...owner, locked: true }])).toBeNull();
    expect(actionReason('edit', all, [owner])).toBeNull();
  });

  it('keeps one administrator who can sign in', () => {
    const two = ctx([me, admin, editor].map((m) => (m.id === 'me' ? { ...m, role: 'USER' as const } : m)));
    expect(actionReason('lock', two, [admin])).toBe('USER_LAST_ADMIN');
    expect(actionReason('setActive', two, [admin])).toBe('USER_LAST_ADMIN');
    expect(actionReason('delete', two, [admin])).toBe('USER_LAST_ADMIN');
    expect(actionReason('lock', two, [editor])).toBeNull();
    // Unlocking and unblocking never lose an administrator.
    expect(actionReason('lock', two, [{ ...admin, locked: true }])).toBeNull();
  });

  it('offers duplicating only below the plan limit, and copying only when someone else exists', () => {
    expect(actionReason('duplicate', ctx([me, editor], 2), [editor])).toBe('USER_LIMIT_REACHED');
    expect(addError(ctx([me, editor], 2))).toBe('USER_LIMIT_REACHED');
    expect(addError(ctx([me, editor], 3))).toBeNull();
    expect(actionReason('copyPermissions', { actorId: 'x', members: [editor], userLimit: 5 }, [editor])).toBe('NO_OTHER_USER');
    // Pending invitations take places too.
    expect(addError({ ...ctx([me, editor], 3), invited: 1 })).toBe('USER_LIMIT_REACHED');
  });

  it('offers duplicating only a member whose access the administrator could grant', () => {
    const settingsOnly = { permissions: { PERM_POGOLNE: true, PERM_APRZEALL: true }, versions: fullVersions(), admin: false };
    const reader = member('reader', { permissions: { PERM_APRZEALL: true } });
    const boss = member('boss', { role: 'ADMIN', permissions: { PERM_ADMIN: true, PERM_APRZEALL: true } });
    const limited = { ...ctx([me, boss, reader]), granter: settingsOnly };
    expect(actionReason('duplicate', limited, [boss])).toBe('USER_GRANT_NOT_HELD');
    expect(actionReason('duplicate', limited, [reader])).toBeNull();
  });
});

describe('deletePlan', () => {
  it('lets only a super administrator delete administrators, and names why to anyone else', () => {
    const all = ctx([owner, me, admin, editor]);
    const plan = deletePlan(all, [admin, editor]);
    expect(plan.deletable.map((m) => m.id)).toEqual(['editor']);
    expect(plan.refused.map((r) => [r.member.id, r.code])).toEqual([['admin', 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY']]);
    expect(actionReason('delete', all, [admin])).toBe('USER_ADMIN_DELETE_SUPER_ADMIN_ONLY');
    // A blocked or locked administrator is still one.
    expect(actionReason('delete', all, [{ ...admin, banned: true, locked: true }])).toBe('USER_ADMIN_DELETE_SUPER_ADMIN_ONLY');
    expect(actionReason('delete', { ...all, actorSuperAdmin: true }, [admin])).toBeNull();
    // The last administrator stays, even for a super administrator.
    const alone = ctx([me, admin, editor].map((m) => (m.id === 'me' ? { ...m, role: 'USER' as const } : m)));
    expect(actionReason('delete', { ...alone, actorSuperAdmin: true }, [admin])).toBe('USER_LAST_ADMIN');
  });

  it('judges each member against those the previous deletions leave, like the API', () => {
    const c = {
      ...ctx([owner, me, admin, editor].map((m) => (m.id === 'owner' || m.id === 'me' ? { ...m, role: 'USER' as const } : m))),
      actorSuperAdmin: true,
    };
    const second = member('admin2', { role: 'ADMIN' });
    const withSecond = { ...c, members: [...c.members, second] };
    const plan = deletePlan(withSecond, [admin, second, editor, me, owner]);
    expect(plan.deletable.map((m) => m.id)).toEqual(['admin', 'editor']);
    expect(plan.refused.map((r) => [r.member.id, r.code])).toEqual([
      ['admin2', 'USER_LAST_ADMIN'],
      ['me', 'USER_CANNOT_DELETE_SELF'],
      ['owner', 'USER_OWNER_PROTECTED'],
    ]);
    expect(actionReason('delete', withSecond, [me, owner])).toBe('USER_CANNOT_DELETE_SELF');
  });
});

describe('demotion and copied access', () => {
  const c = ctx([member('me'), admin, editor]);
  it('refuses taking the last administrator’s admin access away', () => {
    expect(demotionError(c, admin, false)).toBe('USER_LAST_ADMIN');
    expect(demotionError(c, admin, true)).toBeNull();
    expect(copyPermissionsError(c, editor, admin)).toBe('USER_LAST_ADMIN');
    expect(copyPermissionsError(c, admin, editor)).toBeNull();
    expect(copyPermissionsError(c, admin, member('me'))).toBe('USER_CANNOT_EDIT_SELF');
    expect(selfEditError(c, member('me'))).toBe('USER_CANNOT_EDIT_SELF');
    expect(selfEditError(c, admin)).toBeNull();
  });
});
