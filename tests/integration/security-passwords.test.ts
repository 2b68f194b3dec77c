import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn, TEST_PASSWORD } from './helpers';
import { addAndLogin, setPlan } from './users-helpers';

const { securityRepository } = await import('@functions/security/repository');

/** The timed permission the policy route needs: the password re-entered in this session. */
async function grantTimed(session: ApiSession, password = TEST_PASSWORD) {
  const res = await session.call('POST', '/users/me/timed-permission', { json: { password } });
  expect(res.status).toBe(200);
  return res.body;
}

const fieldCode = (res: { body: { params?: { errors?: { path: string; code: string }[] } } }, path: string) =>
  res.body.params?.errors?.find((e) => e.path === path)?.code;

describe('password changes', () => {
  it('checks the old password, every rule, reuse, and ends the other sessions only', async () => {
    const { session, account } = await loggedIn();
    const other = new ApiSession();
    await other.login(account);
    const change = (oldPassword: string, password: string, passwordRepeat = password) =>
      session.call('POST', '/users/me/password', { json: { oldPassword, password, passwordRepeat } });

    expect(fieldCode(await change('Wrong.Password1', 'Nowe.Zdanie2026'), 'oldPassword')).toBe('PASSWORD_INCORRECT');
    expect(fieldCode(await change(TEST_PASSWORD, TEST_PASSWORD), 'password')).toBe('PASSWORD_SAME_AS_OLD');
    expect(fieldCode(await change(TEST_PASSWORD, 'Krotkie.1'.slice(0, 7)), 'password')).toBe('PASSWORD_TOO_SHORT');
    expect(fieldCode(await change(TEST_PASSWORD, 'bez.wielkich.1'), 'password')).toBe('PASSWORD_WEAK');
    expect(fieldCode(await change(TEST_PASSWORD, 'Spacja nie 1!'), 'password')).toBe('PASSWORD_BAD_CHARACTERS');
    expect(fieldCode(await change(TEST_PASSWORD, 'Qwerty.2026x'), 'password')).toBe('PASSWORD_BAD_PHRASE');
    expect(fieldCode(await change(TEST_PASSWORD, 'Nowe.Zdanie2026', 'Nowe.Zdanie2027'), 'passwordRepeat')).toBe('PASSWORD_DIFFERENT');

    expect((await change(TEST_PASSWORD, 'Nowe.Zdanie2026')).status).toBe(200);
    expect((await session.call('GET', '/users/me')).status).toBe(200);
    expect((await other.call('GET', '/users/me')).status).toBe(401);

    // The first password is remembered: going back to it is refused.
    expect(fieldCode(await change('Nowe.Zdanie2026', TEST_PASSWORD), 'password')).toBe('PASSWORD_ALREADY_USED');
    const activity = await session.call('GET', '/account/activity');
    expect(activity.body.items.map((e: { action: string }) => e.action)).toContain('password_changed');
  });

  it('applies the account policy: length, the company name and the account’s own phrases', async () => {
    const { session, account } = await loggedIn();
    await grantTimed(session);
    const policy = { minLength: 12, forceChangeDays: 0, forbiddenPhrases: ['  sezon  ', 'kampania'], ipAllowList: [] };
    const saved = await session.call('PUT', '/settings/security', { json: policy });
    expect(saved.status).toBe(200);
    expect(saved.body.forbiddenPhrases).toEqual(['sezon', 'kampania']);

    const me = await session.call('GET', '/users/me/security');
    expect(me.body.passwordPolicy.minLength).toBe(12);
    expect(me.body.passwordPolicy.forbiddenPhrases).toEqual(expect.arrayContaining(['sezon', account.accountId]));

    const change = (password: string) =>
      session.call('POST', '/users/me/password', { json: { oldPassword: TEST_PASSWORD, password, passwordRepeat: password } });
    expect(fieldCode(await change('Krotsze.2026'.slice(0, 11)), 'password')).toBe('PASSWORD_TOO_SHORT');
    expect((await change('Letni.Sezon.2026')).body.params.errors[0]).toMatchObject({
      code: 'PASSWORD_BAD_PHRASE',
      params: { phrase: 'sezon' },
    });
    // The test account is named "Test <accountId>": both the word and the UID are forbidden.
    expect(fieldCode(await change(`Ab.1${account.accountId}`), 'password')).toBe('PASSWORD_BAD_PHRASE');
    expect((await change('Dlugie.Zdanie.2026')).status).toBe(200);
  });

  it('refuses a bad policy field by field and changes nothing', async () => {
    const { session } = await loggedIn();
    await grantTimed(session);
    const res = await session.call('PUT', '/settings/security', {
      json: {
        minLength: 10,
        forceChangeDays: 30,
        forbiddenPhrases: ['ab', 'x'.repeat(65)],
        ipAllowList: ['', '300.1.1.1', '10.0.0.0/33', 'abc<>', '1'.repeat(101)],
      },
    });
    expect(res.status).toBe(400);
    const codes = Object.fromEntries(res.body.params.errors.map((e: { path: string; code: string }) => [e.path, e.code]));
    expect(codes).toMatchObject({
      minLength: 'VALIDATION_INVALID_VALUE',
      forceChangeDays: 'VALIDATION_INVALID_VALUE',
      'forbiddenPhrases.0': 'PASSWORD_PHRASE_TOO_SHORT',
      'forbiddenPhrases.1': 'PASSWORD_PHRASE_TOO_LONG',
      'ipAllowList.0': 'IP_EMPTY',
      'ipAllowList.1': 'IP_INVALID',
      'ipAllowList.2': 'IP_INVALID',
      'ipAllowList.3': 'IP_FORBIDDEN_CHARACTERS',
      'ipAllowList.4': 'IP_TOO_LONG',
    });
    const duplicate = await session.call('PUT', '/settings/security', {
      json: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList: ['127.0.0.1', '10.0.0.1', '10.0.0.1'] },
    });
    expect(fieldCode(duplicate, 'ipAllowList.2')).toBe('IP_EXISTS');
    expect((await session.call('GET', '/settings/security')).body).toMatchObject({ minLength: 8, forbiddenPhrases: [], ipAllowList: [] });
  });

  it('forces a change after 90 days: the login hands a one-time link instead of a session', async () => {
    const { session, account } = await loggedIn();
    await grantTimed(session);
    await session.call('PUT', '/settings/security', { json: { minLength: 8, forceChangeDays: 90, forbiddenPhrases: [], ipAllowList: [] } });
    const record = await securityRepository.getPasswords(account.userId);
    await securityRepository.putPasswords(account.userId, {
      history: record!.history,
      changedAt: new Date(Date.now() - 91 * 86_400_000).toISOString(),
    });

    const login = await new ApiSession().call('POST', '/auth/login', { json: { email: account.email, password: TEST_PASSWORD } });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('PASSWORD_EXPIRED');
    expect(login.cookies.filter((c: string) => c.startsWith('goniec_session='))).toEqual([]);
    const recover = await new ApiSession().call('POST', '/auth/recover', {
      json: { token: login.body.params.token, password: 'Swieze.Zdanie2026', passwordRepeat: 'Swieze.Zdanie2026' },
    });
    expect(recover.status).toBe(200);
    // Recovery ended every session; the new password signs in and its clock restarts.
    expect((await session.call('GET', '/users/me')).status).toBe(401);
    const fresh = new ApiSession();
    await fresh.login({ email: account.email, password: 'Swieze.Zdanie2026' });
    const me = await fresh.call('GET', '/users/me/security');
    expect(new Date(me.body.passwordExpiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
  });
});

describe('timed permissions', () => {
  it('guards the policy until the password is re-entered, then counts down', async () => {
    const { session, account } = await loggedIn();
    const denied = await session.call('PUT', '/settings/security', {
      json: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList: [] },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('TIMED_PERMISSION_NO_ACCESS');
    expect((await session.call('GET', '/users/me/timed-permission')).body).toEqual({ expiresAt: null, secondsLeft: 0 });

    const wrong = await session.call('POST', '/users/me/timed-permission', { json: { password: 'Wrong.Password1' } });
    expect(wrong.body.params.errors[0]).toMatchObject({ path: 'password', code: 'PASSWORD_INCORRECT', params: { attemptsLeft: 2 } });
    const granted = await grantTimed(session);
    expect(granted.secondsLeft).toBeGreaterThan(14 * 60);
    expect(
      (
        await session.call('PUT', '/settings/security', {
          json: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList: [] },
        })
      ).status,
    ).toBe(200);

    // The grant belongs to the session that asked for it.
    const again = new ApiSession();
    await again.login(account);
    expect((await again.call('GET', '/users/me/timed-permission')).body.secondsLeft).toBe(0);
  });

  it('locks a member out after three wrong re-entries', async () => {
    const { session: admin, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(admin, { roleId: 'administrator' });
    for (let i = 0; i < 2; i++)
      expect((await member.session.call('POST', '/users/me/timed-permission', { json: { password: 'Nope.Nope1' } })).status).toBe(400);
    const locked = await member.session.call('POST', '/users/me/timed-permission', { json: { password: 'Nope.Nope1' } });
    expect(locked.status).toBe(403);
    expect(locked.body.code).toBe('AUTH_TIMED_PERMISSION_LOCKED');
    expect((await member.session.call('GET', '/users/me')).status).toBe(401);
    const relogin = await new ApiSession().call('POST', '/auth/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(relogin.body.code).toBe('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
    const listed = (await admin.call('GET', '/users')).body.items.find((m: { id: string }) => m.id === member.id);
    expect(listed.locked).toBe(true);
    expect((await admin.call('GET', '/settings/security/activity')).body.items.map((e: { action: string }) => e.action)).toContain(
      'timed_permission_locked',
    );
  });
});
