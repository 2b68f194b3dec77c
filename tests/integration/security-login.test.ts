import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn, TEST_PASSWORD, type TestAccount } from './helpers';

const { totpCode } = await import('@functions/security/totp');

const STEP_MS = 30_000;

async function enableTwoFactor(session: ApiSession): Promise<string> {
  const setup = await session.call('POST', '/users/me/2fa/setup', { json: {} });
  expect(setup.status).toBe(200);
  expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
  expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
  expect((await session.call('POST', '/users/me/2fa/enable', { json: { code: '000000' } })).body.params.errors[0].code).toBe('AUTH_2FA_INVALID');
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
    expect((await attempt(account, 'Wrong.Password1', { code: totpCode(secret, Date.now() + 2 * STEP_MS) })).body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('is turned off with the password, and then logins need no code', async () => {
    const { session, account } = await loggedIn();
    await enableTwoFactor(session);
    expect((await session.call('POST', '/users/me/2fa/disable', { json: { password: 'Wrong.Password1' } })).body.params.errors[0].code).toBe('PASSWORD_INCORRECT');
    expect((await session.call('POST', '/users/me/2fa/disable', { json: {} })).status).toBe(400);
    expect((await session.call('POST', '/users/me/2fa/disable', { json: { password: TEST_PASSWORD } })).status).toBe(200);
    expect((await session.call('POST', '/users/me/2fa/disable', { json: { password: TEST_PASSWORD } })).body.code).toBe('AUTH_2FA_NOT_ENABLED');
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
    const policy = (ipAllowList: string[]) => session.call('PUT', '/settings/security', { json: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList } });

    const lockout = await policy(['10.1.0.0/16']);
    expect(lockout.body.params.errors[0]).toMatchObject({ path: 'ipAllowList', code: 'IP_SELF_LOCKOUT', params: { ip: '127.0.0.1' } });
    expect((await policy(['127.0.0.1', '10.1.0.0/16', '192.168.1.10-192.168.1.20', '2001:db8::/32'])).status).toBe(200);

    expect((await attempt(account, TEST_PASSWORD, {}, '10.1.200.7')).status).toBe(200);
    expect((await attempt(account, TEST_PASSWORD, {}, '192.168.1.15')).status).toBe(200);
    expect((await attempt(account, TEST_PASSWORD, {}, '2001:db8::1')).status).toBe(200);
    const refused = await attempt(account, TEST_PASSWORD, {}, '192.168.1.21');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('AUTH_IP_NOT_ALLOWED');

    const history = (await session.call('GET', '/settings/security/login-history')).body.items as { ip: string; result: string; userAgent: string }[];
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
    expect(codes).toEqual(['AUTH_INVALID_CREDENTIALS', 'AUTH_INVALID_CREDENTIALS', 'AUTH_INVALID_CREDENTIALS', 'AUTH_INVALID_CREDENTIALS', 'AUTH_TOO_MANY_ATTEMPTS', 'AUTH_ACCOUNT_TEMPORARILY_LOCKED']);
    expect((await attempt(account, TEST_PASSWORD)).body.code).toBe('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
  });
});
