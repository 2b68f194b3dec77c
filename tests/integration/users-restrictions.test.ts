import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn } from './helpers';
import {
  addAndLogin,
  addMember,
  grantSuperAdmin,
  joinAccount,
  mailsFor,
  mailsTo,
  memberIn,
  members,
  setPlan,
  type AddedMember,
} from './users-helpers';

const { loadContext } = await import('@functions/users/member-access');
const { AdminsChangedError, membersRepository } = await import('@functions/users/members-repository');
const { rolesRepository } = await import('@functions/roles/repository');

/** Every member action aimed at `id`, with the code each must answer. */
function refusals(session: ApiSession, id: string) {
  return {
    delete: () => session.call('DELETE', '/users', { json: { ids: [id] } }),
    edit: () => session.call('PUT', `/users/${id}`, { json: { teamIds: [] } }),
    editInBody: () => session.call('POST', '/users/edit', { json: { id, roleId: 'user' } }),
    block: () => session.call('PUT', `/users/${id}/active`, { json: { active: false } }),
    activate: () => session.call('PUT', `/users/${id}/active`, { json: { active: true } }),
    lock: () => session.call('PUT', `/users/${id}/lock`, { json: { locked: true } }),
    unlock: () => session.call('PUT', `/users/${id}/lock`, { json: { locked: false } }),
    logout: () => session.call('POST', `/users/${id}/logout`, { json: {} }),
  };
}

async function codes(calls: Record<string, () => Promise<{ status: number; body: { code?: string } }>>) {
  const out: Record<string, string> = {};
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    out[name] = `${res.status} ${res.body.code ?? ''}`.trim();
  }
  return out;
}

describe('user administration: restrictions', () => {
  it('nobody deletes, edits, (de)activates, locks or logs out themself', async () => {
    const { session, account } = await loggedIn();
    const admin = await addAndLogin(session, { roleId: 'administrator' });
    for (const [who, id] of [
      [session, account.userId],
      [admin.session, admin.id],
    ] as const) {
      expect(await codes(refusals(who, id))).toEqual({
        delete: '403 USER_CANNOT_DELETE_SELF',
        edit: '403 USER_CANNOT_EDIT_SELF',
        editInBody: '403 USER_CANNOT_EDIT_SELF',
        block: '403 USER_CANNOT_EDIT_SELF',
        activate: '403 USER_CANNOT_EDIT_SELF',
        lock: '403 USER_CANNOT_EDIT_SELF',
        unlock: '403 USER_CANNOT_EDIT_SELF',
        logout: '403 USER_CANNOT_EDIT_SELF',
      });
      const source = (await members(who)).find((m) => m.id !== id).id;
      expect((await who.call('POST', '/users/permissions/copy', { json: { sourceId: source, targetId: id } })).body.code).toBe(
        'USER_CANNOT_EDIT_SELF',
      );
    }
    expect(await memberIn(session, admin.id)).toMatchObject({ name: 'Member Test', roleId: 'administrator', locked: false, banned: false });
    expect(await memberIn(session, account.userId)).toMatchObject({
      name: 'Test Owner',
      roleId: 'administrator',
      locked: false,
      banned: false,
    });
    expect((await admin.session.call('GET', '/users/me')).status).toBe(200);
  });

  it('protects the account creator from removal, locking and blocking, not from edits', async () => {
    const { session, account } = await loggedIn();
    const admin = await addAndLogin(session, { roleId: 'administrator' });
    const { delete: remove, block, lock, edit, activate, unlock } = refusals(admin.session, account.userId);
    expect(await codes({ delete: remove, block, lock, edit, activate, unlock })).toEqual({
      delete: '403 USER_OWNER_PROTECTED',
      block: '403 USER_OWNER_PROTECTED',
      lock: '403 USER_OWNER_PROTECTED',
      edit: '200',
      activate: '200',
      unlock: '200',
    });
    expect(await memberIn(session, account.userId)).toMatchObject({ owner: true, name: 'Test Owner', locked: false, banned: false });
    expect((await session.call('GET', '/users/me')).status).toBe(200);
  });

  it('keeps an administrator who can sign in: the last one cannot be deleted, demoted, blocked or locked', async () => {
    const { session, account } = await loggedIn();
    const admin = await addAndLogin(session, { roleId: 'administrator' });
    // A settings manager: may administer users, is not a permissions admin.
    const manager = await addAndLogin(session, { permissions: { PERM_POGOLNE: true } });
    expect(await memberIn(session, manager.id)).toMatchObject({ role: 'USER', roleId: 'custom' });
    // Two administrators: one may be demoted.
    expect((await admin.session.call('PUT', `/users/${account.userId}`, { json: { roleId: 'editor' } })).body).toMatchObject({
      role: 'USER',
      roleId: 'editor',
    });

    const last = refusals(manager.session, admin.id);
    expect(await codes({ delete: last.delete, block: last.block, lock: last.lock })).toEqual({
      delete: '409 USER_LAST_ADMIN',
      block: '409 USER_LAST_ADMIN',
      lock: '409 USER_LAST_ADMIN',
    });
    const demote = (json: unknown) => manager.session.call('PUT', `/users/${admin.id}`, { json });
    expect((await demote({ roleId: 'manager' })).body.code).toBe('USER_LAST_ADMIN');
    expect((await demote({ permissions: { PERM_POGOLNE: true } })).body.code).toBe('USER_LAST_ADMIN');
    const copy = await manager.session.call('POST', '/users/permissions/copy', { json: { sourceId: manager.id, targetId: admin.id } });
    expect(copy).toMatchObject({ status: 409, body: { code: 'USER_LAST_ADMIN' } });
    // Other edits of the last administrator are fine.
    expect((await demote({ teamIds: [] })).status).toBe(200);
    expect(await memberIn(admin.session, admin.id)).toMatchObject({
      name: 'Member Test',
      role: 'ADMIN',
      roleId: 'administrator',
      locked: false,
      banned: false,
    });
    expect((await admin.session.call('GET', '/users/me')).status).toBe(200);

    // Once there is another administrator, the same changes are allowed.
    expect((await admin.session.call('PUT', `/users/${account.userId}`, { json: { roleId: 'administrator' } })).body.role).toBe('ADMIN');
    expect((await demote({ roleId: 'manager' })).body).toMatchObject({ role: 'USER', roleId: 'manager' });
  });

  it('only a super administrator deletes an administrator: an account administrator is refused and nothing changes', async () => {
    const { session, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const admin = await addAndLogin(session, { roleId: 'administrator' });
    const other = await addMember(session, { roleId: 'administrator' });
    const editor = await addMember(session, { roleId: 'editor' });
    const before = await members(session);

    // Neither another administrator nor the account creator (an administrator too) may do it.
    for (const who of [admin.session, session]) {
      expect(await who.call('DELETE', '/users', { json: { ids: [other.id] } })).toMatchObject({
        status: 403,
        body: { code: 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY' },
      });
    }
    // A blocked administrator is still one.
    expect((await admin.session.call('PUT', `/users/${other.id}/active`, { json: { active: false } })).body.banned).toBe(true);
    expect((await admin.session.call('DELETE', '/users', { json: { ids: [other.id] } })).body.code).toBe(
      'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY',
    );
    expect((await admin.session.call('PUT', `/users/${other.id}/active`, { json: { active: true } })).body.banned).toBe(false);
    expect(await members(session)).toEqual(before);

    // Several at once: the editor goes, the administrator is reported with the reason.
    const res = await admin.session.call('DELETE', '/users', { json: { ids: [other.id, editor.id] } });
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({
      deleted: [editor.id],
      failed: [{ id: other.id, code: 'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY' }],
      code: 'USER_PARTIAL_SUCCESS',
    });
    expect((await members(session)).map((m) => m.id).sort()).toEqual([account.userId, admin.id, other.id].sort());
    expect(await memberIn(session, other.id)).toMatchObject({ role: 'ADMIN', roleId: 'administrator', banned: false, locked: false });

    // A super administrator signed in to the account may, through the same route.
    await grantSuperAdmin(admin.email);
    expect((await admin.session.call('DELETE', '/users', { json: { ids: [other.id] } })).body).toEqual({ deleted: [other.id], failed: [] });
  });

  it('judges several deletions against the members the earlier ones leave', async () => {
    const { session, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const a = await addMember(session, { roleId: 'administrator' });
    const b = await addMember(session, { roleId: 'administrator' });
    const manager = await addAndLogin(session, { permissions: { PERM_POGOLNE: true } });
    const demoted = await manager.session.call('POST', '/users/permissions/copy', {
      json: { sourceId: manager.id, targetId: account.userId },
    });
    expect(demoted.body).toMatchObject({ role: 'USER', permissions: { PERM_POGOLNE: true } });
    // Deleting administrators takes a super administrator (spec section 6): the admin zone's route.
    const operator = await loggedIn();
    await grantSuperAdmin(operator.account.email);
    const res = await operator.session.call('DELETE', `/admin/accounts/${account.accountId}/members`, {
      json: { ids: [a.id, b.id, account.userId] },
    });
    expect(res.body).toEqual({
      deleted: [a.id],
      failed: [
        { id: b.id, code: 'USER_LAST_ADMIN' },
        { id: account.userId, code: 'USER_OWNER_PROTECTED' },
      ],
      code: 'USER_PARTIAL_SUCCESS',
    });
    expect((await members(session)).map((m) => m.id).sort()).toEqual([account.userId, b.id, manager.id].sort());
    // The removed administrator's place counts again (standard plan: 5 members).
    await addMember(manager.session);
    await addMember(manager.session);
    expect(
      (await manager.session.call('POST', '/users/add', { json: { email: 'sixth@example.com', name: 'Sixth Member' } })).body.code,
    ).toBe('USER_LIMIT_REACHED');
  });

  it('reads another account’s member as USER_NOT_FOUND everywhere and never touches them', async () => {
    const mine = await loggedIn();
    const theirs = await loggedIn();
    const victim: AddedMember = await addAndLogin(theirs.session, { roleId: 'editor' });
    const mailsBefore = (await mailsFor(victim.email)).length;
    const { session } = mine;
    const other = mine.account.userId;
    const calls = {
      ...refusals(session, victim.id),
      duplicate: () => session.call('POST', `/users/${victim.id}/duplicate`, { json: { email: 'dup@example.com', name: 'Dup Licate' } }),
      changePassword: () => session.call('POST', `/users/${victim.id}/send-change-password-email`, { json: {} }),
      copyFrom: () => session.call('POST', '/users/permissions/copy', { json: { sourceId: victim.id, targetId: other } }),
      copyTo: () => session.call('POST', '/users/permissions/copy', { json: { sourceId: other, targetId: victim.id } }),
      theirOwner: () => session.call('PUT', `/users/${theirs.account.userId}`, { json: { roleId: 'user' } }),
    };
    const answers = await codes(calls);
    expect(
      Object.values(answers).every((a) => a === '404 USER_NOT_FOUND'),
      JSON.stringify(answers),
    ).toBe(true);
    const team = await session.call('POST', '/teams', { json: { name: 'Obcy', memberIds: [victim.id] } });
    expect(team.body.params.errors).toEqual([{ path: 'memberIds', code: 'USER_NOT_FOUND' }]);

    expect((await members(session)).map((m) => m.id)).toEqual([other]);
    expect(await memberIn(theirs.session, victim.id)).toMatchObject({
      name: 'Member Test',
      roleId: 'editor',
      banned: false,
      locked: false,
      teamIds: [],
    });
    expect((await victim.session.call('GET', '/users/me')).status).toBe(200);
    const [victimMail, dupMail] = await mailsTo(victim.email, 'dup@example.com');
    expect([victimMail!.length, dupMail]).toEqual([mailsBefore, []]);
    expect((await theirs.session.call('GET', '/users/me')).body.role).toBe('ADMIN');
  });

  it('logs a member out of this account only: their sessions in their other accounts stay', async () => {
    const { session } = await loggedIn();
    const other = await loggedIn();
    await joinAccount(session, other.account, { roleId: 'editor' });
    const here = new ApiSession();
    await here.login(other.account);
    expect(
      (await here.call('POST', `/users/me/accounts/${(await session.call('GET', '/users/me')).body.account.id}/switch`, { json: {} }))
        .status,
    ).toBe(200);
    expect((await here.call('GET', '/users/me')).body.role).toBe('USER');

    expect((await session.call('POST', `/users/${other.account.userId}/logout`, { json: {} })).body).toEqual({ ok: true });
    expect((await here.call('GET', '/users/me')).status).toBe(401);
    expect(await other.session.call('GET', '/users/me')).toMatchObject({
      status: 200,
      body: { role: 'ADMIN', account: { id: other.account.accountId } },
    });
  });

  it('refuses a write that takes an administrator away when it was judged on members that changed since', async () => {
    // Two administrators blocking each other at once: each judged the other as the one who stays.
    // (moto does not isolate concurrent transactions, so the race is replayed in order here.)
    const { session, account } = await loggedIn();
    const a = await addAndLogin(session, { roleId: 'administrator' });
    const b = await addAndLogin(session, { roleId: 'administrator' });
    const role = (await session.call('POST', '/users/permissions', { json: { name: 'Pełny', permissions: {}, fullAccess: true } })).body;
    await session.call('PUT', `/users/${b.id}`, { json: { roleId: role.id } });
    expect((await a.session.call('PUT', `/users/${account.userId}`, { json: { roleId: 'editor' } })).body.role).toBe('USER');
    const version = async () => (await membersRepository.getAccountForRules(account.accountId))!.adminsVersion;
    // Ordinary edits leave the guard alone; only a loss moves it.
    const unchanged = await version();
    await a.session.call('PUT', `/users/${b.id}`, { json: { teamIds: [] } });
    expect(await version()).toBe(unchanged);

    const stale = await loadContext(account.accountId);
    expect((await a.session.call('PUT', `/users/${b.id}/active`, { json: { active: false } })).body.banned).toBe(true);
    expect(await version()).toBe(stale.adminsVersion + 1);
    await expect(
      membersRepository.updateMember(account.accountId, a.id, { banned: true }, { adminsVersion: stale.adminsVersion }),
    ).rejects.toBeInstanceOf(AdminsChangedError);
    await expect(membersRepository.removeMember(account.accountId, a.id, { adminsVersion: stale.adminsVersion })).rejects.toBeInstanceOf(
      AdminsChangedError,
    );
    const roleRecord = (await rolesRepository.get(account.accountId, role.id))!;
    const demoted = {
      adminsVersion: stale.adminsVersion,
      changes: [{ userId: b.id, changes: { permissions: {}, role: 'USER' as const } }],
    };
    await expect(
      rolesRepository.save(account.accountId, roleRecord, { ...roleRecord, fullAccess: false, permissions: {} }, demoted),
    ).rejects.toBeInstanceOf(AdminsChangedError);

    // Nothing of the stale writes landed: the one administrator left can still sign in.
    expect((await b.session.call('GET', '/users/me')).body.code).toBe('AUTH_BANNED');
    expect(await memberIn(a.session, a.id)).toMatchObject({ banned: false, role: 'ADMIN' });
    expect((await rolesRepository.get(account.accountId, role.id))!.fullAccess).toBe(true);
    expect(await members(a.session)).toHaveLength(3);
  });
});
