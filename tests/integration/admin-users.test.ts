import { describe, expect, it } from 'vitest';
import { DELETED_USER_LABEL } from '@shared/rules/users';
import { erasePersonalData } from '@functions/admin/user-erasure';
import { securityRepository } from '@functions/security/repository';
import { usersRepository } from '@functions/users/repository';
import { keysFor } from '@functions/data/keys';
import { ApiSession, loggedIn, TEST_PASSWORD, type TestAccount } from './helpers';
import { addAndLogin, addMember, grantSuperAdmin, joinAccount, members, setPlan } from './users-helpers';

/** A platform super administrator, signed in. */
async function superAdmin(): Promise<{ session: ApiSession; account: TestAccount }> {
  const signedIn = await loggedIn();
  expect(await grantSuperAdmin(signedIn.account.email)).toMatchObject({ role: 'SUPER_ADMIN' });
  return signedIn;
}

/** An existing user joins another account as an editor. */
async function join(owner: ApiSession, email: string): Promise<void> {
  await joinAccount(owner, { email, password: TEST_PASSWORD }, { roleId: 'editor' });
}

const ids = (items: { id: string }[]) => items.map((m) => m.id);

describe('admin zone: platform users', () => {
  it('lists users in e-mail order with their accounts, finds them by the start of the address and pages with a cursor', async () => {
    const { session: admin } = await superAdmin();
    const owner = await loggedIn();
    const member = await addMember(owner.session, { roleId: 'editor', name: 'Invited Member' });

    const found = await admin.call('GET', '/admin/users', { query: { q: owner.account.email.toUpperCase() } });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({
      items: [
        {
          id: owner.account.userId,
          email: owner.account.email,
          name: 'Test Owner',
          platformRole: 'USER',
          activated: true,
          banned: false,
          createdAt: expect.any(String),
          lastSeenAt: expect.any(String),
          online: true,
          twoFactorEnabled: false,
          memberships: [
            {
              accountId: owner.account.accountId,
              accountName: `Test ${owner.account.accountId}`,
              role: 'ADMIN',
              roleId: null,
              owner: true,
              banned: false,
              locked: false,
            },
          ],
        },
      ],
    });
    // An invited user who never signed in is on the list too.
    const invited = (await admin.call('GET', '/admin/users', { query: { q: member.email } })).body.items;
    expect(invited).toEqual([
      expect.objectContaining({
        id: member.id,
        name: 'Invited Member',
        activated: false,
        online: false,
        lastSeenAt: null,
        memberships: [expect.objectContaining({ accountId: owner.account.accountId, role: 'USER', roleId: 'editor', owner: false })],
      }),
    ]);

    // Two owners at least (the operator's and this one's): one a page, in e-mail order.
    const first = await admin.call('GET', '/admin/users', { query: { q: 'owner-', limit: '1' } });
    expect(first.body.items).toHaveLength(1);
    expect(first.body.cursor).toEqual(expect.any(String));
    const next = await admin.call('GET', '/admin/users', { query: { q: 'owner-', limit: '1', cursor: first.body.cursor } });
    expect(next.body.items[0].email > first.body.items[0].email).toBe(true);
    expect((await admin.call('GET', '/admin/users', { query: { q: 'nobody-starts-like-this' } })).body).toEqual({ items: [] });
    const accountsCursor = Buffer.from(JSON.stringify({ ...keysFor('x', 2).account(), ...keysFor('x', 2).accountListEntry('x') })).toString(
      'base64url',
    );
    expect((await admin.call('GET', '/admin/users', { query: { cursor: accountsCursor } })).body).toMatchObject({
      code: 'BAD_REQUEST',
      params: { reason: 'cursor' },
    });
  });

  it('shows a user with every membership and what would keep them in each account', async () => {
    const { session: admin } = await superAdmin();
    const a = await loggedIn();
    const b = await loggedIn();
    const member = await addAndLogin(a.session, { roleId: 'editor' });
    await join(b.session, member.email);

    const details = await admin.call('GET', `/admin/users/${member.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: member.id,
      email: member.email,
      onboarded: true,
      deletedAt: null,
      deletedBy: null,
      deletedByEmail: null,
    });
    expect(details.body.memberships.map((m: { accountId: string }) => m.accountId).sort()).toEqual(
      [a.account.accountId, b.account.accountId].sort(),
    );
    for (const m of details.body.memberships)
      expect(m).toMatchObject({ role: 'USER', roleId: 'editor', owner: false, deleteBlocker: null });

    const owner = (await admin.call('GET', `/admin/users/${a.account.userId}`)).body;
    expect(owner.memberships).toEqual([
      expect.objectContaining({ accountId: a.account.accountId, owner: true, deleteBlocker: 'USER_OWNER_PROTECTED' }),
    ]);
    expect(await admin.call('GET', '/admin/users/01NOSUCHUSER')).toMatchObject({ status: 404, body: { code: 'USER_NOT_FOUND' } });
  });

  it('deletes a member of two accounts: gone from both, sessions ended, sign-in refused, personal data erased', async () => {
    const { session: admin, account: operator } = await superAdmin();
    const a = await loggedIn();
    const b = await loggedIn();
    const member = await addAndLogin(a.session, { roleId: 'editor', name: 'Anna Usuwana' });
    await join(b.session, member.email);
    expect((await member.session.call('GET', '/users/me')).status).toBe(200);
    // A third account's invitation, never answered, goes too and frees its place.
    const c = await loggedIn();
    expect((await c.session.call('POST', '/users/add', { json: { email: member.email, name: 'Ignored' } })).body.kind).toBe('invitation');

    const res = await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      id: member.id,
      deletedAt: expect.any(String),
      accountIds: expect.arrayContaining([a.account.accountId, b.account.accountId]),
    });
    expect(res.body.accountIds).toHaveLength(2);

    for (const owner of [a, b, c]) {
      expect(ids(await members(owner.session))).toEqual([owner.account.userId]);
      expect((await admin.call('GET', `/admin/accounts/${owner.account.accountId}`)).body.memberCount).toBe(1);
    }
    expect((await c.session.call('GET', '/users')).body.invitations).toEqual([]);
    expect((await admin.call('GET', '/admin/accounts', { query: { q: `Test ${c.account.accountId}` } })).body.items[0].memberCount).toBe(1);
    expect((await member.session.call('GET', '/users/me')).status).toBe(401);
    expect((await member.session.call('POST', '/auth/refresh', { json: {} })).status).toBe(401);
    const again = await new ApiSession().call('POST', '/auth/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(again).toMatchObject({ status: 400, body: { code: 'AUTH_INVALID_CREDENTIALS' } });

    // What stays is the trace: off the list, no e-mail or name, when and by whom.
    expect((await admin.call('GET', '/admin/users', { query: { q: member.email } })).body.items).toEqual([]);
    const trace = (await admin.call('GET', `/admin/users/${member.id}`)).body;
    expect(trace).toMatchObject({
      id: member.id,
      email: '',
      name: '',
      banned: true,
      memberships: [],
      deletedAt: res.body.deletedAt,
      deletedBy: operator.userId,
      deletedByEmail: operator.email,
    });
    expect(await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'USER_NOT_FOUND' },
    });
    // The operator is no user to delete.
    expect(await admin.call('DELETE', `/admin/users/${operator.userId}`, { json: {} })).toMatchObject({
      status: 403,
      body: { code: 'USER_CANNOT_DELETE_SELF' },
    });
  });

  it('erases what only concerned the deleted user and leaves the deleted-user label where others keep their traces, twice over harmlessly', async () => {
    const { session: admin } = await superAdmin();
    const a = await loggedIn();
    const member = await addAndLogin(a.session, { roleId: 'editor', name: 'Ewa Zapomniana' });
    // Traces of every kind: password history and an activity entry, a subscriber change, a note, feedback.
    const newPassword = 'Kampania.Jesienna.2027!';
    const changed = await member.session.call('POST', '/users/me/password', {
      json: { oldPassword: TEST_PASSWORD, password: newPassword, passwordRepeat: newPassword },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const s = (await a.session.call('POST', '/subscribers', { json: { email: `sub-${member.id}@example.com`, name: 'Jan' } })).body;
    expect((await member.session.call('PUT', `/subscribers/${s.id}`, { json: { version: s.version, name: 'Jan Nowak' } })).status).toBe(
      200,
    );
    expect((await member.session.call('POST', `/subscribers/${s.id}/notes`, { json: { text: 'Dzwonić po 16.' } })).body.authorEmail).toBe(
      member.email,
    );
    expect(
      (await member.session.call('POST', '/users/me/feedback', { json: { category: 'idea', message: 'Ciemny motyw.', ua: 'vitest-ua' } }))
        .status,
    ).toBe(201);
    expect(await securityRepository.getPasswords(member.id)).toBeDefined();
    expect((await securityRepository.listLogins({ user: member.id }, 10)).items.length).toBeGreaterThan(0);
    const accountActivity = async () => (await a.session.call('GET', '/settings/security/activity', { query: { limit: '100' } })).body;
    const accountLogins = async () => (await a.session.call('GET', '/settings/security/login-history', { query: { limit: '100' } })).body;
    const history = async () => (await a.session.call('GET', `/subscribers/${s.id}/history`)).body;
    expect(JSON.stringify(await accountActivity())).toContain(member.email);
    expect((await history()).items[0].actor).toEqual({ kind: 'user', userId: member.id, email: member.email });

    // A deletion interrupted after erasing the personal data, before the user item: run again, it finishes.
    await erasePersonalData({ id: member.id, email: member.email }, [a.account.accountId]);
    const res = await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    const check = async () => {
      // What concerned only them is gone.
      expect(await securityRepository.getPasswords(member.id)).toBeUndefined();
      expect(await securityRepository.getTwoFactor(member.id)).toBeUndefined();
      expect((await securityRepository.listLogins({ user: member.id }, 10)).items).toEqual([]);
      expect((await securityRepository.listActivity({ user: member.id }, 10)).items).toEqual([]);
      expect(await usersRepository.getMembership(a.account.accountId, member.id)).toBeUndefined();
      // What the account keeps says "deleted user", with no address, IP or browser.
      for (const page of [await accountActivity(), await accountLogins()]) {
        expect(JSON.stringify(page)).not.toContain(member.email);
        const theirs = page.items.filter((e: { email?: string }) => e.email === DELETED_USER_LABEL);
        expect(theirs.length).toBeGreaterThan(0);
        for (const e of theirs) expect(e).toMatchObject({ ip: '', userAgent: '' });
      }
      expect((await accountActivity()).items).toContainEqual(
        expect.objectContaining({ action: 'password_changed', email: DELETED_USER_LABEL }),
      );
      const lines = await history();
      expect(JSON.stringify(lines)).not.toContain(member.email);
      expect(lines.items[0].actor).toEqual({ kind: 'user', userId: member.id, email: DELETED_USER_LABEL });
      expect(JSON.stringify((await a.session.call('GET', '/subscribers/history')).body)).not.toContain(member.email);
      expect((await a.session.call('GET', `/subscribers/${s.id}/notes`)).body.items).toEqual([
        expect.objectContaining({ authorId: member.id, authorEmail: DELETED_USER_LABEL }),
      ]);
      const feedback = (await admin.call('GET', '/admin/feedback', { query: { limit: '100' } })).body.items.filter(
        (f: { userId: string }) => f.userId === member.id,
      );
      expect(feedback).toEqual([expect.objectContaining({ email: DELETED_USER_LABEL, message: 'Ciemny motyw.' })]);
      expect(feedback[0].ua).toBeUndefined();
    };
    await check();
    // Again: the API answers not found, the erasure itself changes nothing more.
    expect(await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'USER_NOT_FOUND' },
    });
    await erasePersonalData({ id: member.id, email: '' }, [a.account.accountId]);
    await check();
  });

  it('names a deleted user nowhere in the imports, exports and segments they started or saved', async () => {
    const { session: admin } = await superAdmin();
    const a = await loggedIn();
    const member = await addAndLogin(a.session, { roleId: 'editor-manager' });
    const manual = await member.session.call('POST', '/imports/manual', { json: { text: 'ola@example.pl', mode: 2 } });
    expect(manual.body.import.createdBy).toBe(member.email);
    const ordered = await member.session.call('POST', '/exports', {
      json: { audience: { kind: 'statuses', statuses: [8] }, fields: ['email'] },
    });
    expect(ordered.body.createdBy).toBe(member.email);
    const city = { kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków'] };
    const saved = await member.session.call('POST', '/segments', {
      json: { name: 'Kraków', type: 'static', conditions: { kind: 'group', op: 'and', children: [city] } },
    });
    expect(saved.body.updatedById).toBe(member.id);
    expect((await a.session.call('GET', '/imports')).body.items[0].createdBy).toBe(member.email);

    expect((await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} })).status).toBe(200);
    const read = async (path: string) => (await a.session.call('GET', path)).body;
    expect((await read('/imports')).items.map((i: { createdBy: string }) => i.createdBy)).toEqual([DELETED_USER_LABEL]);
    expect((await read(`/imports/${manual.body.import.id}`)).createdBy).toBe(DELETED_USER_LABEL);
    expect((await read('/exports')).items.map((e: { createdBy: string }) => e.createdBy)).toEqual([DELETED_USER_LABEL]);
    expect((await read(`/exports/${ordered.body.id}`)).createdBy).toBe(DELETED_USER_LABEL);
    for (const body of [await read('/segments'), await read(`/segments/${saved.body.id}`)])
      expect(JSON.stringify(body)).not.toContain(member.email);
  });

  it('refuses an account creator and the last administrator, naming each account, and changes nothing', async () => {
    const { session: admin } = await superAdmin();
    const creator = await loggedIn();
    const other = await loggedIn();
    await setPlan(other.account.accountId, 'standard');
    await join(other.session, creator.account.email);

    const refused = await admin.call('DELETE', `/admin/users/${creator.account.userId}`, { json: {} });
    expect(refused).toMatchObject({ status: 403, body: { code: 'USER_OWNER_PROTECTED' } });
    expect(refused.body.params).toEqual({
      accounts: [{ accountId: creator.account.accountId, accountName: `Test ${creator.account.accountId}`, code: 'USER_OWNER_PROTECTED' }],
    });
    expect(ids(await members(other.session))).toContain(creator.account.userId);
    expect((await creator.session.call('GET', '/users/me')).status).toBe(200);

    // The last administrator who can sign in: the creator steps down to editor, the new administrator stays.
    const lastAdmin = await addAndLogin(other.session, { roleId: 'administrator' });
    const third = await loggedIn();
    await join(third.session, lastAdmin.email);
    expect((await lastAdmin.session.call('PUT', `/users/${other.account.userId}`, { json: { roleId: 'editor' } })).body.role).toBe('USER');
    const last = await admin.call('DELETE', `/admin/users/${lastAdmin.id}`, { json: {} });
    expect(last).toMatchObject({
      status: 409,
      body: { code: 'USER_LAST_ADMIN', params: { accounts: [{ accountId: other.account.accountId, code: 'USER_LAST_ADMIN' }] } },
    });
    expect(
      (await admin.call('GET', `/admin/users/${lastAdmin.id}`)).body.memberships
        .map((m: { accountId: string; deleteBlocker: string | null }) => [m.accountId, m.deleteBlocker])
        .sort(),
    ).toEqual(
      [
        [other.account.accountId, 'USER_LAST_ADMIN'],
        [third.account.accountId, null],
      ].sort(),
    );
    // Not even the account without a blocker lost them.
    expect(ids(await members(third.session))).toContain(lastAdmin.id);
    expect((await lastAdmin.session.call('GET', '/users/me')).status).toBe(200);
    const relogin = new ApiSession();
    expect((await relogin.login({ email: lastAdmin.email, password: TEST_PASSWORD })).status).toBe(200);
  });

  it('does not exist for anyone but a super administrator, even on real ids', async () => {
    const owner = await loggedIn();
    const member = await addMember(owner.session, { roleId: 'editor' });
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${member.id}`],
      ['DELETE', `/admin/users/${member.id}`, {}],
    ];
    for (const [method, path, json] of calls) {
      expect(await owner.session.call(method, path, json === undefined ? {} : { json })).toMatchObject({
        status: 404,
        body: { code: 'RESOURCE_NOT_FOUND' },
      });
    }
    expect(ids(await members(owner.session))).toContain(member.id);
  });
});
