import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn, TEST_PASSWORD } from './helpers';
import { addAndLogin, joinAccount, setPlan } from './users-helpers';

/** Two accounts: the user owns A and is added to B by B's owner. */
async function twoAccounts(roleInB = 'editor') {
  const a = await loggedIn();
  const b = await loggedIn();
  await setPlan(b.account.accountId, 'standard');
  await joinAccount(b.session, a.account, { roleId: roleInB });
  return { a, b, userId: a.account.userId };
}

describe('several accounts', () => {
  it('lists the memberships and switches between them, each request acting in one account', async () => {
    const { a, b } = await twoAccounts();
    await b.session.call('POST', '/subscribers', { json: { email: 'only-in-b@example.com', status: 8, emailType: 'normal' } });

    const mine = await a.session.call('GET', '/users/me/accounts');
    expect(mine.body.items).toHaveLength(2);
    expect(mine.body.items.find((x: { id: string }) => x.id === a.account.accountId)).toMatchObject({
      current: true,
      isDefault: true,
      owner: true,
      role: 'ADMIN',
    });
    expect(mine.body.items.find((x: { id: string }) => x.id === b.account.accountId)).toMatchObject({
      current: false,
      owner: false,
      role: 'USER',
      usable: true,
    });
    expect((await a.session.call('GET', '/subscribers')).body.items).toEqual([]);

    const switched = await a.session.call('POST', `/users/me/accounts/${b.account.accountId}/switch`, { json: {} });
    expect(switched.status).toBe(200);
    expect(switched.body.account.id).toBe(b.account.accountId);
    expect(switched.body.permissions.permissions.PERM_POGOLNE).toBeUndefined();
    expect((await a.session.call('GET', '/subscribers')).body.items.map((s: { email: string }) => s.email)).toEqual([
      'only-in-b@example.com',
    ]);
    // The editor role of B applies here: no user administration.
    expect((await a.session.call('GET', '/users')).status).toBe(403);
    expect((await a.session.call('GET', '/users/me')).body.account.id).toBe(b.account.accountId);
  });

  it('keeps the default account for the next login and refuses accounts the user is not in', async () => {
    const { a, b } = await twoAccounts();
    expect((await a.session.call('PUT', '/users/me/default-account', { json: { accountId: b.account.accountId } })).status).toBe(200);
    const next = new ApiSession();
    const login = await next.login(a.account);
    expect(login.body.account.id).toBe(b.account.accountId);

    const stranger = await loggedIn();
    expect((await a.session.call('POST', `/users/me/accounts/${stranger.account.accountId}/switch`, { json: {} })).body.code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
    expect((await a.session.call('PUT', '/users/me/default-account', { json: { accountId: stranger.account.accountId } })).body.code).toBe(
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('refuses entering an account where the member is blocked or the address is not allowed', async () => {
    const { a, b, userId } = await twoAccounts();
    expect((await b.session.call('PUT', `/users/${userId}/active`, { json: { active: false } })).status).toBe(200);
    expect((await a.session.call('POST', `/users/me/accounts/${b.account.accountId}/switch`, { json: {} })).body.code).toBe('AUTH_BANNED');
    expect(
      (await a.session.call('GET', '/users/me/accounts')).body.items.find((x: { id: string }) => x.id === b.account.accountId).usable,
    ).toBe(false);
    await b.session.call('PUT', `/users/${userId}/active`, { json: { active: true } });

    await b.session.call('POST', '/users/me/timed-permission', { json: { password: TEST_PASSWORD } });
    await b.session.call('PUT', '/settings/security', {
      json: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList: ['127.0.0.1'] },
    });
    const remote = new ApiSession('203.0.113.9');
    await remote.login(a.account);
    expect((await remote.call('POST', `/users/me/accounts/${b.account.accountId}/switch`, { json: {} })).body.code).toBe(
      'AUTH_IP_NOT_ALLOWED',
    );
    expect((await a.session.call('POST', `/users/me/accounts/${b.account.accountId}/switch`, { json: {} })).status).toBe(200);
  });

  it('leaves an account, never the own one, the only one, or as the last administrator', async () => {
    const { a, b, userId } = await twoAccounts('administrator');
    expect((await a.session.call('DELETE', `/users/me/accounts/${a.account.accountId}`, { json: {} })).body.code).toBe(
      'ACCOUNT_OWNER_CANNOT_LEAVE',
    );
    const solo = await loggedIn();
    expect((await solo.session.call('DELETE', `/users/me/accounts/${solo.account.accountId}`, { json: {} })).body.code).toBe(
      'ACCOUNT_OWNER_CANNOT_LEAVE',
    );

    // Leaving the current account moves the session to the other one.
    await a.session.call('POST', `/users/me/accounts/${b.account.accountId}/switch`, { json: {} });
    const left = await a.session.call('DELETE', `/users/me/accounts/${b.account.accountId}`, { json: {} });
    expect(left.status).toBe(200);
    expect(left.body.account.id).toBe(a.account.accountId);
    expect((await a.session.call('GET', '/users/me')).body.account.id).toBe(a.account.accountId);
    expect((await b.session.call('GET', '/users')).body.items.map((m: { id: string }) => m.id)).not.toContain(userId);

    // An invited user's one account is all they have.
    const invited = await addAndLogin(b.session, { roleId: 'editor' });
    expect((await invited.session.call('DELETE', `/users/me/accounts/${b.account.accountId}`, { json: {} })).body.code).toBe(
      'ACCOUNT_LAST_MEMBERSHIP',
    );
  });
});
