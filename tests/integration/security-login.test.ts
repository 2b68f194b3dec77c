import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn, TEST_PASSWORD, type TestAccount } from './helpers';
import { addMember, linkIn, mailsFor, tokenOf, uniqueEmail } from './users-helpers';

const { totpCode } = await import('@functions/security/totp');
const { usersRepository } = await import('@functions/users/repository');

const STEP_MS = 30_000;

async function enableTwoFactor(session: ApiSession): Promise<string> {
  const setup = await session.call('POST', '/users/me/2fa/setup', { json: {} });
  expect(setup.status).toBe(200);
  expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
  expect((await session.call('POST', '/users/me/2fa/enable', { json: { code: '000000' } })).body.params.errors[0].code).toBe(
    'AUTH_2FA_INVALID',
  );
  expect((await session.call('POST', '/users/me/2fa/enable', { json: { code: totpCode(setup.body.secret) } })).status).toBe(200);
  return setup.body.secret as string;
}

const attempt = (account: Pick<TestAccount, 'email'>, password: string, extra: Record<string, string> = {}, ip?: string) =>
  new ApiSession(ip).call('POST', '/auth/login', { json: { email: account.email, password, ...extra } });

describe('two-factor authentication', () => {
  it('enrols with a code, then asks for one at login and accepts each code once', async () => {
    const { session, account } = await loggedIn();
    const secret = await enableTwoFactor(session);
    expect((await session.call('GET', '/users/me/security')).body.twoFactorEnabled).toBe(true);
    expect((await session.call('POST', '/users/me/2fa/setup', { json: {} })).body.code).toBe('AUTH_2FA_ALREADY_ENABLED');

    const noCode = await attempt(account, TEST_PASSWORD);
    expect(noCode.status).toBe(401);
    expect(noCode.body.code).toBe('AUTH_2FA_REQUIRED');
    expect((await attempt(account, TEST_PASSWORD, { code: '123456' })).body.code).toBe('AUTH_2FA_INVALID');
    // The enrolment used this step's code; the next step's is accepted (one step of drift either way).
    const code = totpCode(secret, Date.now() + STEP_MS);
    expect((await attempt(account, TEST_PASSWORD, { code })).status).toBe(200);
    expect((await attempt(account, TEST_PASSWORD, { code })).body.code).toBe('AUTH_2FA_INVALID');
    // A wrong password with a right code is still a wrong password.
    expect((await attempt(account, 'Wrong.Password1', { code: totpCode(secret, Date.now() + 2 * STEP_MS) })).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
  });

  it('is turned off with the password, and then logins need no code', async () => {
    const { session, account } = await loggedIn();
    await enableTwoFactor(session);
    expect(
      (await session.call('POST', '/users/me/2fa/disable', { json: { password: 'Wrong.Password1' } })).body.params.errors[0].code,
    ).toBe('PASSWORD_INCORRECT');
    expect((await session.call('POST', '/users/me/2fa/disable', { json: {} })).status).toBe(400);
    expect((await session.call('POST', '/users/me/2fa/disable', { json: { password: TEST_PASSWORD } })).status).toBe(200);
    expect((await session.call('POST', '/users/me/2fa/disable', { json: { password: TEST_PASSWORD } })).body.code).toBe(
      'AUTH_2FA_NOT_ENABLED',
    );
    expect((await attempt(account, TEST_PASSWORD)).status).toBe(200);
    const actions = (await session.call('GET', '/account/activity')).body.items.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['two_factor_enabled', 'two_factor_disabled']));
  });

  it('refuses enabling without a fresh setup', async () => {
    const { session } = await loggedIn();
    expect((await session.call('POST', '/users/me/2fa/enable', { json: { code: '123456' } })).body.code).toBe('AUTH_2FA_SETUP_MISSING');
    expect((await session.call('POST', '/users/me/2fa/enable', { json: { code: '12345' } })).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('IP allow-list', () => {
  it('lets in only addresses on the list, and refuses a list that would lock its author out', async () => {
    const { session, account } = await loggedIn();
    await session.call('POST', '/users/me/timed-permission', { json: { password: TEST_PASSWORD } });
    const policy = (ipAllowList: string[]) =>
      session.call('PUT', '/settings/security', { json: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList } });

    const lockout = await policy(['10.1.0.0/16']);
    expect(lockout.body.params.errors[0]).toMatchObject({ path: 'ipAllowList', code: 'IP_SELF_LOCKOUT', params: { ip: '127.0.0.1' } });
    expect((await policy(['127.0.0.1', '10.1.0.0/16', '192.168.1.10-192.168.1.20', '2001:db8::/32'])).status).toBe(200);

    expect((await attempt(account, TEST_PASSWORD, {}, '10.1.200.7')).status).toBe(200);
    expect((await attempt(account, TEST_PASSWORD, {}, '192.168.1.15')).status).toBe(200);
    expect((await attempt(account, TEST_PASSWORD, {}, '2001:db8::1')).status).toBe(200);
    const refused = await attempt(account, TEST_PASSWORD, {}, '192.168.1.21');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH_IP_NOT_ALLOWED');

    const history = (await session.call('GET', '/settings/security/login-history')).body.items as {
      ip: string;
      result: string;
      userAgent: string;
    }[];
    expect(history.find((h) => h.ip === '192.168.1.21')).toMatchObject({ result: 'AUTH_IP_NOT_ALLOWED', userAgent: 'vitest' });
    expect(history.find((h) => h.ip === '10.1.200.7')?.result).toBe('ok');
  });
});

describe('login history', () => {
  it('lists every attempt, newest first, page by page', async () => {
    const { session, account } = await loggedIn();
    await attempt(account, 'Wrong.Password1');
    await attempt(account, TEST_PASSWORD);
    const page = await session.call('GET', '/account/login-history', { query: { limit: '2' } });
    expect(page.body.items.map((h: { result: string }) => h.result)).toEqual(['ok', 'AUTH_INVALID_CREDENTIALS']);
    expect(page.body.cursor).toBeTruthy();
    const next = await session.call('GET', '/account/login-history', { query: { limit: '2', cursor: page.body.cursor } });
    expect(next.body.items.map((h: { result: string }) => h.result)).toEqual(['ok']);
    expect((await session.call('GET', '/account/login-history', { query: { cursor: 'not-a-cursor' } })).status).toBe(400);
  });

  it('locks the login after five wrong passwords', async () => {
    const { account } = await loggedIn();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++) codes.push((await attempt(account, `Wrong.Password${i}`)).body.code);
    expect(codes).toEqual([
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_INVALID_CREDENTIALS',
      'AUTH_TOO_MANY_ATTEMPTS',
      'AUTH_ACCOUNT_TEMPORARILY_LOCKED',
    ]);
    expect((await attempt(account, TEST_PASSWORD)).body.code).toBe('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
  });
});

describe('an invitee who has not set a password yet', () => {
  it('is told PASSWORD_NOT_SET whatever they type, in the login history too, and it counts towards the lock', async () => {
    const { session } = await loggedIn();
    const invitee = await addMember(session);
    const first = await attempt(invitee, TEST_PASSWORD);
    expect(first).toMatchObject({ status: 400, body: { code: 'PASSWORD_NOT_SET' } });
    expect((await attempt(invitee, 'Any.Guess-2026')).body.code).toBe('PASSWORD_NOT_SET');

    // The account's login history names the invitee and the answer they got.
    const history = (await session.call('GET', '/settings/security/login-history')).body.items as { email: string; result: string }[];
    expect(history.filter((h) => h.email === invitee.email).map((h) => h.result)).toEqual(['PASSWORD_NOT_SET', 'PASSWORD_NOT_SET']);

    // Counted like a wrong password, so an invited address locks like any other address.
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await attempt(invitee, `Guess.Number${i}`)).body.code);
    expect(codes).toEqual(['PASSWORD_NOT_SET', 'PASSWORD_NOT_SET', 'AUTH_TOO_MANY_ATTEMPTS', 'AUTH_ACCOUNT_TEMPORARILY_LOCKED']);

    // The invitation's link sets the password and lifts the lock: the invitee signs in at once.
    const password = 'Zaproszony.2026!';
    const token = tokenOf(linkIn((await mailsFor(invitee.email)).at(-1)!, '/recover'));
    expect((await new ApiSession().call('POST', '/auth/recover', { json: { token, password, passwordRepeat: password } })).status).toBe(
      200,
    );
    expect((await attempt(invitee, password)).status).toBe(200);
    expect((await attempt(invitee, 'Wrong.Password1')).body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('is the only case: unknown addresses, unverified registrations and banned invitees still get AUTH_INVALID_CREDENTIALS', async () => {
    expect((await attempt({ email: uniqueEmail('nobody') }, TEST_PASSWORD)).body.code).toBe('AUTH_INVALID_CREDENTIALS');

    // Registered but not verified: they chose a password, so a wrong one is just wrong (the right one: not activated).
    const registered = uniqueEmail('unverified');
    const api = new ApiSession();
    expect(
      (
        await api.call('POST', '/auth/register', {
          json: { email: registered, password: TEST_PASSWORD, passwordRepeat: TEST_PASSWORD, name: 'Ala', company: 'Ala Sp. z o.o.' },
        })
      ).status,
    ).toBe(201);
    expect((await attempt({ email: registered }, 'Wrong.Password1')).body.code).toBe('AUTH_INVALID_CREDENTIALS');
    expect((await attempt({ email: registered }, TEST_PASSWORD)).body.code).toBe('AUTH_NOT_ACTIVATED');

    // A banned invitee gets no hint towards a lost-password link that would not be sent to them.
    const { session } = await loggedIn();
    const invitee = await addMember(session);
    await usersRepository.updateUser(invitee.id, { banned: true });
    expect((await attempt(invitee, TEST_PASSWORD)).body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });
});
