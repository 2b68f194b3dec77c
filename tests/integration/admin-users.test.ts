import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn, TEST_PASSWORD, type TestAccount } from './helpers';
import { addAndLogin, addMember, grantSuperAdmin, members, setPlan } from './users-helpers';

/** A platform super administrator, signed in. */
async function superAdmin(): Promise<{ session: ApiSession; account: TestAccount }> {
  const signedIn = await loggedIn();
  expect(await grantSuperAdmin(signedIn.account.email)).toMatchObject({ role: 'SUPER_ADMIN' });
  return signedIn;
}

/** An existing user joins another account as an editor. */
async function join(owner: ApiSession, email: string): Promise<void> {
  const res = await owner.call('POST', '/users/add', { json: { email, name: 'Joined', roleId: 'editor' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
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
          id: owner.account.userId, email: owner.account.email, name: 'Test Owner', platformRole: 'USER', activated: true, banned: false,
          createdAt: expect.any(String), lastSeenAt: expect.any(String), online: true, twoFactorEnabled: false,
          memberships: [{ accountId: owner.account.accountId, accountName: `Test ${owner.account.accountId}`, role: 'ADMIN', roleId: null, owner: true, banned: false, locked: false }],
        },
      ],
    });
    // An invited user who never signed in is on the list too.
    const invited = (await admin.call('GET', '/admin/users', { query: { q: member.email } })).body.items;
    expect(invited).toEqual([
      expect.objectContaining({
        id: member.id, name: 'Invited Member', activated: false, online: false, lastSeenAt: null,
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
    const accountsCursor = Buffer.from(JSON.stringify({ pk: 'ACC#x', sk: 'ACCOUNT', gsi1pk: 'ACCOUNTS', gsi1sk: 'x' })).toString('base64url');
    expect((await admin.call('GET', '/admin/users', { query: { cursor: accountsCursor } })).body).toMatchObject({ code: 'BAD_REQUEST', params: { reason: 'cursor' } });
  });

  it('shows a user with every membership and what would keep them in each account', async () => {
    const { session: admin } = await superAdmin();
    const a = await loggedIn();
    const b = await loggedIn();
    const member = await addAndLogin(a.session, { roleId: 'editor' });
    await join(b.session, member.email);

    const details = await admin.call('GET', `/admin/users/${member.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({ id: member.id, email: member.email, onboarded: true, deletedAt: null, deletedBy: null });
    expect(details.body.memberships.map((m: { accountId: string }) => m.accountId).sort()).toEqual([a.account.accountId, b.account.accountId].sort());
    for (const m of details.body.memberships) expect(m).toMatchObject({ role: 'USER', roleId: 'editor', owner: false, deleteBlocker: null });

    const owner = (await admin.call('GET', `/admin/users/${a.account.userId}`)).body;
    expect(owner.memberships).toEqual([expect.objectContaining({ accountId: a.account.accountId, owner: true, deleteBlocker: 'USER_OWNER_PROTECTED' })]);
    expect(await admin.call('GET', '/admin/users/01NOSUCHUSER')).toMatchObject({ status: 404, body: { code: 'USER_NOT_FOUND' } });
  });

  it('deletes a member of two accounts: gone from both, sessions ended, sign-in refused, personal data erased', async () => {
    const { session: admin, account: operator } = await superAdmin();
    const a = await loggedIn();
    const b = await loggedIn();
    const member = await addAndLogin(a.session, { roleId: 'editor', name: 'Anna Usuwana' });
    await join(b.session, member.email);
    expect((await member.session.call('GET', '/users/me')).status).toBe(200);

    const res = await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: member.id, deletedAt: expect.any(String), accountIds: expect.arrayContaining([a.account.accountId, b.account.accountId]) });
    expect(res.body.accountIds).toHaveLength(2);

    for (const owner of [a, b]) {
      expect(ids(await members(owner.session))).toEqual([owner.account.userId]);
      expect((await admin.call('GET', `/admin/accounts/${owner.account.accountId}`)).body.memberCount).toBe(1);
    }
    expect((await member.session.call('GET', '/users/me')).status).toBe(401);
    expect((await member.session.call('POST', '/auth/refresh', { json: {} })).status).toBe(401);
    const again = await new ApiSession().call('POST', '/auth/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(again).toMatchObject({ status: 400, body: { code: 'AUTH_INVALID_CREDENTIALS' } });

    // What stays is the trace: off the list, no e-mail or name, when and by whom.
    expect((await admin.call('GET', '/admin/users', { query: { q: member.email } })).body.items).toEqual([]);
    const trace = (await admin.call('GET', `/admin/users/${member.id}`)).body;
    expect(trace).toMatchObject({ id: member.id, email: '', name: '', banned: true, memberships: [], deletedAt: res.body.deletedAt, deletedBy: operator.userId });
    expect(await admin.call('DELETE', `/admin/users/${member.id}`, { json: {} })).toMatchObject({ status: 404, body: { code: 'USER_NOT_FOUND' } });
    // The operator is no user to delete.
    expect(await admin.call('DELETE', `/admin/users/${operator.userId}`, { json: {} })).toMatchObject({ status: 403, body: { code: 'USER_CANNOT_DELETE_SELF' } });
  });

  it('refuses an account creator and the last administrator, naming each account, and changes nothing', async () => {
    const { session: admin } = await superAdmin();
    const creator = await loggedIn();
    const other = await loggedIn();
    await setPlan(other.account.accountId, 'standard');
    await join(other.session, creator.account.email);

    const refused = await admin.call('DELETE', `/admin/users/${creator.account.userId}`, { json: {} });
    expect(refused).toMatchObject({ status: 403, body: { code: 'USER_OWNER_PROTECTED' } });
    expect(refused.body.params).toEqual({ accounts: [{ accountId: creator.account.accountId, accountName: `Test ${creator.account.accountId}`, code: 'USER_OWNER_PROTECTED' }] });
    expect(ids(await members(other.session))).toContain(creator.account.userId);
    expect((await creator.session.call('GET', '/users/me')).status).toBe(200);

    // The last administrator who can sign in: the creator steps down to editor, the new administrator stays.
    const lastAdmin = await addAndLogin(other.session, { roleId: 'administrator' });
    const third = await loggedIn();
    await join(third.session, lastAdmin.email);
    expect((await lastAdmin.session.call('PUT', `/users/${other.account.userId}`, { json: { roleId: 'editor' } })).body.role).toBe('USER');
    const last = await admin.call('DELETE', `/admin/users/${lastAdmin.id}`, { json: {} });
    expect(last).toMatchObject({ status: 409, body: { code: 'USER_LAST_ADMIN', params: { accounts: [{ accountId: other.account.accountId, code: 'USER_LAST_ADMIN' }] } } });
    expect((await admin.call('GET', `/admin/users/${lastAdmin.id}`)).body.memberships.map((m: { accountId: string; deleteBlocker: string | null }) => [m.accountId, m.deleteBlocker]).sort())
      .toEqual([[other.account.accountId, 'USER_LAST_ADMIN'], [third.account.accountId, null]].sort());
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
      expect(await owner.session.call(method, path, json === undefined ? {} : { json })).toMatchObject({ status: 404, body: { code: 'RESOURCE_NOT_FOUND' } });
    }
    expect(ids(await members(owner.session))).toContain(member.id);
  });
});
