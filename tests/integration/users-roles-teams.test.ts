import { describe, expect, it } from 'vitest';
import { FOUR_EYE_KEYS, PERMISSION_KEYS, fullPermissions, type PermissionMap } from '@shared/permissions';
import { PRESET_ROLE_IDS } from '@shared/roles';
import { loggedIn } from './helpers';
import { addAndLogin, addMember, memberIn, members } from './users-helpers';

const all = (...except: string[]): PermissionMap =>
  Object.fromEntries(PERMISSION_KEYS.filter((k) => !except.includes(k)).map((k) => [k, true]));
const roles = async (session: Awaited<ReturnType<typeof loggedIn>>['session']) =>
  (await session.call('GET', '/users/permissions')).body.items as any[];

describe('user administration: roles', () => {
  it('lists the presets, then custom roles by name; names are unique case-insensitively, preset ids included', async () => {
    const { session } = await loggedIn();
    const listed = await roles(session);
    expect(listed.map((r) => r.id)).toEqual(PRESET_ROLE_IDS);
    expect(listed.find((r) => r.id === 'administrator')).toMatchObject({
      preset: true,
      fullAccess: true,
      permissions: all(...FOUR_EYE_KEYS),
    });

    const created = await session.call('POST', '/users/permissions', {
      json: { name: 'Redaktor', permissions: { PERM_MNOWY: true, PERM_RAPORTY: false, MAKER: true } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Redaktor',
      preset: false,
      fullAccess: false,
      permissions: { PERM_MNOWY: true, MAKER: true },
    });
    const full = await session.call('POST', '/users/permissions', {
      json: { name: 'Alfa', permissions: { CHECKER: true }, fullAccess: true },
    });
    expect(full.body.permissions).toEqual(all('MAKER'));

    for (const name of ['redaktor', ' REDAKTOR ', 'Administrator', 'editor-manager', 'CUSTOM']) {
      expect(await session.call('POST', '/users/permissions', { json: { name, permissions: {} } }), name).toMatchObject({
        status: 409,
        body: { code: 'ROLE_EXISTS' },
      });
    }
    const bad = await session.call('POST', '/users/permissions', { json: { name: 'R', permissions: { PERM_X: true } } });
    expect(bad.body.params.errors.map((e: { code: string }) => e.code).sort()).toEqual([
      'VALIDATION_TOO_SHORT',
      'VALIDATION_UNKNOWN_FIELD',
    ]);
    expect((await roles(session)).slice(PRESET_ROLE_IDS.length).map((r) => r.name)).toEqual(['Alfa', 'Redaktor']);
    // Another account has its own names.
    expect(
      (await (await loggedIn()).session.call('POST', '/users/permissions', { json: { name: 'Redaktor', permissions: {} } })).status,
    ).toBe(201);
  });

  it('edits a custom role: name, permissions and full access reach its holders at once', async () => {
    const { session } = await loggedIn();
    const role = (await session.call('POST', '/users/permissions', { json: { name: 'Raporty', permissions: { PERM_RAPORTY: true } } }))
      .body;
    await session.call('POST', '/users/permissions', { json: { name: 'Inna', permissions: {} } });
    const holder = await addAndLogin(session, { roleId: role.id });
    const other = await addMember(session, { roleId: 'editor' });
    expect(await memberIn(session, holder.id)).toMatchObject({ roleId: role.id, roleName: 'Raporty', permissions: { PERM_RAPORTY: true } });

    const put = (json: unknown, id = role.id) => session.call('PUT', `/users/permissions/${id}`, { json });
    const edited = await put({ name: 'Raporty i SMS', permissions: { PERM_RAPORTY: true, PERM_SMS: true } });
    expect(edited).toMatchObject({
      status: 200,
      body: { id: role.id, name: 'Raporty i SMS', preset: false, permissions: { PERM_RAPORTY: true, PERM_SMS: true } },
    });
    expect(await memberIn(session, holder.id)).toMatchObject({
      roleId: role.id,
      roleName: 'Raporty i SMS',
      role: 'USER',
      permissions: { PERM_RAPORTY: true, PERM_SMS: true },
    });
    expect((await holder.session.call('GET', '/users/me')).body.permissions.permissions).toEqual({ PERM_RAPORTY: true, PERM_SMS: true });
    expect((await memberIn(session, other.id)).roleId).toBe('editor');

    expect((await put({ name: 'INNA', permissions: {} })).body.code).toBe('ROLE_EXISTS');
    expect((await put({ name: 'Analyst', permissions: {} })).body.code).toBe('ROLE_EXISTS');
    expect((await put({ name: 'raporty i sms', permissions: {}, fullAccess: true })).body).toMatchObject({
      name: 'raporty i sms',
      fullAccess: true,
      permissions: all(...FOUR_EYE_KEYS),
    });
    expect(await memberIn(session, holder.id)).toMatchObject({ role: 'ADMIN', roleId: role.id, permissions: all(...FOUR_EYE_KEYS) });
    // The old name is free again; the new one is taken.
    expect((await session.call('POST', '/users/permissions', { json: { name: 'Raporty', permissions: {} } })).status).toBe(201);
    expect((await session.call('POST', '/users/permissions', { json: { name: 'RAPORTY I SMS', permissions: {} } })).body.code).toBe(
      'ROLE_EXISTS',
    );

    expect(await put({ name: 'Nowa', permissions: {} }, '01NOSUCHROLE')).toMatchObject({ status: 404, body: { code: 'ROLE_NOT_FOUND' } });
    expect(await put({ name: 'Nowa', permissions: {} }, 'editor')).toMatchObject({ status: 404, body: { code: 'ROLE_NOT_FOUND' } });
    const foreign = (await (await loggedIn()).session.call('POST', '/users/permissions', { json: { name: 'Obca', permissions: {} } })).body;
    expect((await put({ name: 'Moja', permissions: {} }, foreign.id)).body.code).toBe('ROLE_NOT_FOUND');
    expect((await session.call('PUT', `/users/${other.id}`, { json: { roleId: foreign.id } })).body.params.errors).toEqual([
      { path: 'roleId', code: 'ROLE_NOT_FOUND' },
    ]);
    expect((await session.call('DELETE', `/users/permissions/${foreign.id}`, { json: {} })).body.code).toBe('ROLE_NOT_FOUND');
    expect((await put({ name: 'B<a>d', permissions: {} })).body.code).toBe('VALIDATION_FAILED');
    expect((await roles(session)).find((r) => r.id === role.id)).toMatchObject({ name: 'raporty i sms', fullAccess: true });
  });

  it('refuses a role edit that changes the caller’s own access or takes the last administrator', async () => {
    const { session, account } = await loggedIn();
    const admins = (await session.call('POST', '/users/permissions', { json: { name: 'Admini', permissions: {}, fullAccess: true } })).body;
    const holder = await addAndLogin(session, { roleId: admins.id });
    // The owner gives up administration; the role's holder is now the only administrator.
    expect(
      (await holder.session.call('PUT', `/users/${account.userId}`, { json: { permissions: { PERM_POGOLNE: true } } })).body.role,
    ).toBe('USER');
    const demote = await session.call('PUT', `/users/permissions/${admins.id}`, {
      json: { name: 'Admini', permissions: { PERM_POGOLNE: true } },
    });
    expect(demote).toMatchObject({ status: 409, body: { code: 'USER_LAST_ADMIN' } });
    const own = await holder.session.call('PUT', `/users/permissions/${admins.id}`, {
      json: { name: 'Admini', permissions: { PERM_POGOLNE: true } },
    });
    expect(own).toMatchObject({ status: 403, body: { code: 'USER_CANNOT_EDIT_SELF' } });
    // A rename leaves everybody's access alone, so the holder may do it.
    expect(
      (await holder.session.call('PUT', `/users/permissions/${admins.id}`, { json: { name: 'Zarząd', permissions: {}, fullAccess: true } }))
        .status,
    ).toBe(200);
    expect(await memberIn(holder.session, holder.id)).toMatchObject({ role: 'ADMIN', roleId: admins.id, roleName: 'Zarząd' });
  });

  it('deletes a custom role: holders become "custom" and keep their permissions', async () => {
    const { session } = await loggedIn();
    const role = (
      await session.call('POST', '/users/permissions', { json: { name: 'Tymczasowa', permissions: { PERM_RSS: true, PERM_SMS: true } } })
    ).body;
    const holder = await addMember(session, { roleId: role.id });
    expect((await session.call('DELETE', `/users/permissions/${role.id}`, { json: {} })).body).toEqual({ ok: true });
    expect(await memberIn(session, holder.id)).toMatchObject({ roleId: 'custom', permissions: { PERM_RSS: true, PERM_SMS: true } });
    expect((await memberIn(session, holder.id)).roleName).toBeUndefined();
    expect((await roles(session)).map((r) => r.id)).toEqual(PRESET_ROLE_IDS);
    expect((await session.call('DELETE', `/users/permissions/${role.id}`, { json: {} })).body.code).toBe('ROLE_NOT_FOUND');
    expect((await session.call('DELETE', '/users/permissions/administrator', { json: {} })).body.code).toBe('ROLE_NOT_FOUND');
    expect((await session.call('POST', '/users/permissions', { json: { name: 'Tymczasowa', permissions: {} } })).status).toBe(201);
  });

  it('counts as administrator every permission but MAKER and CHECKER, leaving out scoring and AI while their limits are off', async () => {
    const { session } = await loggedIn();
    const cases: [PermissionMap, 'ADMIN' | 'USER'][] = [
      [all('MAKER', 'CHECKER'), 'ADMIN'],
      [all(), 'ADMIN'],
      [all('MAKER', 'CHECKER', 'PERM_SCORING', 'PERM_AI'), 'ADMIN'],
      [all('PERM_RAPORTY'), 'USER'],
    ];
    const m = await addMember(session, { roleId: 'user' });
    for (const [permissions, role] of cases) {
      const missing = PERMISSION_KEYS.filter((k) => !permissions[k]);
      const res = await session.call('PUT', `/users/${m.id}`, { json: { permissions } });
      expect({ missing, role: res.body.role, roleId: res.body.roleId }).toEqual({ missing, role, roleId: 'custom' });
    }
    expect(
      (await session.call('PUT', `/users/${m.id}`, { json: { roleId: 'administrator', permissions: fullPermissions() } })).body,
    ).toMatchObject({ roleId: 'administrator', role: 'ADMIN' });
  });
});

describe('user administration: teams', () => {
  it('creates, renames and deletes teams, assigning members; names are unique case-insensitively', async () => {
    const { session, account } = await loggedIn();
    const m = await addMember(session);
    const created = await session.call('POST', '/teams', { json: { name: 'Marketing', memberIds: [account.userId, m.id] } });
    expect(created).toMatchObject({ status: 201, body: { name: 'Marketing' } });
    const team = created.body;
    expect([...team.memberIds].sort()).toEqual([account.userId, m.id].sort());
    expect((await memberIn(session, m.id)).teamIds).toEqual([team.id]);
    expect((await session.call('POST', '/teams', { json: { name: ' marketing ' } })).body.code).toBe('TEAM_EXISTS');
    const other = (await session.call('POST', '/teams', { json: { name: 'Sprzedaż' } })).body;
    expect(other.memberIds).toEqual([]);

    const renamed = await session.call('PUT', `/teams/${team.id}`, { json: { name: 'Marketing B2B', memberIds: [m.id] } });
    expect(renamed.body).toMatchObject({ id: team.id, name: 'Marketing B2B', memberIds: [m.id] });
    expect((await memberIn(session, account.userId)).teamIds).toEqual([]);
    expect((await session.call('PUT', `/teams/${team.id}`, { json: { name: 'SPRZEDAŻ' } })).body.code).toBe('TEAM_EXISTS');
    expect((await session.call('PUT', `/teams/${team.id}`, { json: { name: 'marketing b2b' } })).body).toMatchObject({
      name: 'marketing b2b',
      memberIds: [m.id],
    });
    expect((await session.call('POST', '/teams', { json: { name: 'Marketing' } })).status).toBe(201);
    // Members are assigned from the member side too.
    expect((await session.call('PUT', `/users/${m.id}`, { json: { teamIds: [team.id, other.id] } })).body.teamIds).toEqual([
      team.id,
      other.id,
    ]);
    const listed = (await session.call('GET', '/teams')).body.items;
    expect(listed.map((t: { name: string }) => t.name)).toEqual(['Marketing', 'marketing b2b', 'Sprzedaż']);
    expect(listed.find((t: { id: string }) => t.id === other.id).memberIds).toEqual([m.id]);

    expect((await session.call('DELETE', `/teams/${team.id}`, { json: {} })).body).toEqual({ ok: true });
    expect((await memberIn(session, m.id)).teamIds).toEqual([other.id]);
    expect((await session.call('GET', '/teams')).body.items.map((t: { id: string }) => t.id)).not.toContain(team.id);
    expect(await session.call('DELETE', `/teams/${team.id}`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'TEAM_NOT_FOUND' },
    });
    expect(await session.call('PUT', `/teams/${team.id}`, { json: { name: 'Wróć' } })).toMatchObject({
      status: 404,
      body: { code: 'TEAM_NOT_FOUND' },
    });
  });

  it('keeps every team of a member assigned to several teams at the same time', async () => {
    const { session } = await loggedIn();
    const m = await addMember(session);
    const teams = await Promise.all(
      ['Zespół A', 'Zespół B', 'Zespół C'].map(async (name) => (await session.call('POST', '/teams', { json: { name } })).body),
    );
    await Promise.all(teams.map((t) => session.call('PUT', `/teams/${t.id}`, { json: { name: t.name, memberIds: [m.id] } })));
    expect([...(await memberIn(session, m.id)).teamIds].sort()).toEqual(teams.map((t) => t.id).sort());
    await Promise.all(teams.slice(0, 2).map((t) => session.call('DELETE', `/teams/${t.id}`, { json: {} })));
    expect((await memberIn(session, m.id)).teamIds).toEqual([teams[2].id]);
  });

  it('rejects unknown members and another account’s teams without writing anything', async () => {
    const { session } = await loggedIn();
    const m = await addMember(session);
    const unknown = await session.call('POST', '/teams', { json: { name: 'Duchy', memberIds: [m.id, '01NOSUCHUSER'] } });
    expect(unknown.body).toEqual({ code: 'VALIDATION_FAILED', params: { errors: [{ path: 'memberIds', code: 'USER_NOT_FOUND' }] } });
    expect((await session.call('GET', '/teams')).body.items).toEqual([]);
    expect((await memberIn(session, m.id)).teamIds).toEqual([]);

    const team = (await session.call('POST', '/teams', { json: { name: 'Zespół', memberIds: [m.id] } })).body;
    const update = await session.call('PUT', `/teams/${team.id}`, { json: { name: 'Inny', memberIds: ['01NOSUCHUSER'] } });
    expect(update.body.params.errors).toEqual([{ path: 'memberIds', code: 'USER_NOT_FOUND' }]);
    expect((await session.call('GET', '/teams')).body.items).toMatchObject([{ name: 'Zespół', memberIds: [m.id] }]);

    const theirs = await loggedIn();
    const theirTeam = (await theirs.session.call('POST', '/teams', { json: { name: 'Ich' } })).body;
    expect((await session.call('PUT', `/teams/${theirTeam.id}`, { json: { name: 'Nasz' } })).body.code).toBe('TEAM_NOT_FOUND');
    expect((await session.call('DELETE', `/teams/${theirTeam.id}`, { json: {} })).body.code).toBe('TEAM_NOT_FOUND');
    expect((await session.call('PUT', `/users/${m.id}`, { json: { teamIds: [theirTeam.id] } })).body.params.errors).toEqual([
      { path: 'teamIds', code: 'TEAM_NOT_FOUND' },
    ]);
    expect((await theirs.session.call('GET', '/teams')).body.items).toMatchObject([{ id: theirTeam.id, name: 'Ich', memberIds: [] }]);
    expect((await session.call('POST', '/teams', { json: { name: 'Zła/nazwa' } })).body.params.errors).toEqual([
      { path: 'name', code: 'VALIDATION_FORBIDDEN_CHARACTERS' },
    ]);
  });
});

describe('user administration: permission', () => {
  it('refuses every user, role and team route to a member without PERM_POGOLNE, changing nothing', async () => {
    const { session, account } = await loggedIn();
    const team = (await session.call('POST', '/teams', { json: { name: 'Zespół' } })).body;
    const role = (await session.call('POST', '/users/permissions', { json: { name: 'Rola', permissions: {} } })).body;
    const editor = await addAndLogin(session, { roleId: 'editor-manager-sending' });
    const { usersRoutes } = await import('@shared/route-table/users');
    const { teamsRoutes } = await import('@shared/route-table/teams');
    const { buildPath } = await import('@shared/api-routes');
    const ids: Record<string, string> = { teams: team.id, permissions: role.id, users: account.userId };
    const guarded = Object.entries({ ...usersRoutes, ...teamsRoutes }).filter(([, def]) => def.permission === 'PERM_POGOLNE');
    expect(guarded.length).toBeGreaterThan(15);
    const valid: Record<string, unknown> = {
      'users.add': { email: 'x-forbidden@example.com', name: 'Nope Nope' },
      'users.edit': { id: account.userId, roleId: 'user' },
      'users.update': { roleId: 'user' },
      'users.duplicate': { email: 'y-forbidden@example.com', name: 'Nope Nope' },
      'users.setActive': { active: false },
      'users.lock': { locked: true },
      'users.delete': { ids: [account.userId] },
      'users.copyPermissions': { sourceId: editor.id, targetId: account.userId },
      'users.saveRole': { name: 'Moja', permissions: {} },
      'users.updateRole': { name: 'Moja', permissions: {}, fullAccess: true },
      'teams.create': { name: 'Mój' },
      'teams.update': { name: 'Mój' },
    };
    for (const [id, def] of guarded) {
      const resource = def.path.split('/')[1] === 'users' && def.path.includes('/permissions/') ? 'permissions' : def.path.split('/')[1]!;
      const res = await editor.session.call(
        def.method,
        buildPath(def.path, { id: ids[resource]! }),
        def.method === 'GET' ? {} : { json: valid[id] ?? {} },
      );
      expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 403, code: 'PERMISSION_DENIED' });
    }
    expect((await members(session)).find((m) => m.id === account.userId)).toMatchObject({
      roleId: 'administrator',
      banned: false,
      locked: false,
    });
    expect((await session.call('GET', '/teams')).body.items).toMatchObject([{ id: team.id, name: 'Zespół' }]);
    expect((await roles(session)).find((r) => r.id === role.id)).toMatchObject({ name: 'Rola', fullAccess: false });
    expect((await session.call('GET', '/users/me')).status).toBe(200);
  });
});
