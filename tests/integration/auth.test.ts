import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { ApiSession, createTestAccount, mailTo, TEST_PASSWORD } from './helpers';
import { signToken } from '@functions/platform/tokens';
import { SESSION_COOKIE } from '@shared/constants';

/** The token of the newest e-mail to `address` that links to `path`. */
async function linkFrom(address: string, path: string): Promise<string> {
  const mails = await mailTo(address);
  for (const mail of mails.reverse()) {
    const email = await PostalMime.parse(mail.raw);
    const match = new RegExp(`https://goniec\\.test${path}\\?token=([^"\\s<]+)`).exec(email.html ?? '');
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no ${path} link in the e-mails`);
}

describe('auth: register → verify → login → refresh → logout', () => {
  it('runs the whole journey with the catalogue codes on the way', async () => {
    const email = `new-${Date.now()}@example.com`;
    const api = new ApiSession();
    const registered = await api.call('POST', '/auth/register', {
      json: { email, password: TEST_PASSWORD, passwordRepeat: TEST_PASSWORD, name: 'Ala', company: 'Ala Sp. z o.o.', language: 'pl' },
    });
    expect(registered.status).toBe(201);

    // On purpose no USER_NOT_UNIQUE: a taken address answers as a new one (auth-enumeration.test.ts).
    const again = await api.call('POST', '/auth/register', {
      json: { email, password: TEST_PASSWORD, passwordRepeat: TEST_PASSWORD, name: 'Ala', company: 'Ala 2' },
    });
    expect(again).toMatchObject({ status: 201, body: registered.body });

    const early = await api.call('POST', '/auth/login', { json: { email, password: TEST_PASSWORD } });
    expect(early).toMatchObject({ status: 403, body: { code: 'AUTH_NOT_ACTIVATED' } });

    const token = await linkFrom(email, '/verify');
    expect((await api.call('POST', '/auth/verify', { json: { token } })).status).toBe(200);
    expect((await api.call('POST', '/auth/verify', { json: { token: token + 'x' } })).body.code).toBe('AUTH_TOKEN_INVALID');

    const login = await api.call('POST', '/auth/login', { json: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email, activated: true, role: 'ADMIN', prefs: { language: 'pl' } });
    expect(login.body.permissions.permissions.PERM_ADMIN).toBe(true);
    expect(login.body.permissions.permissions.MAKER).toBe(false);
    const sessionCookie = login.cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/Secure/i);
    expect(sessionCookie).toMatch(/SameSite=Strict/i);

    const me = await api.call('GET', '/users/me');
    expect(me.body.email).toBe(email);

    const oldRefresh = api.jar.get('goniec_refresh')!;
    expect(
      (await api.call('POST', '/auth/refresh', { json: { ua: 'vitest', resolution: '1920x1080', url: 'https://goniec.test/' } })).status,
    ).toBe(200);
    expect(api.jar.get('goniec_refresh')).not.toBe(oldRefresh);

    // A replayed (rotated-out) refresh token is refused (and ends the session: auth-lockout.test.ts).
    const thief = new ApiSession();
    thief.jar.set('goniec_refresh', oldRefresh);
    thief.jar.set('goniec_csrf', api.csrf!);
    expect((await thief.call('POST', '/auth/refresh', { json: {} })).body.code).toBe('AUTH_SESSION_EXPIRED');

    expect((await api.call('POST', '/auth/logout', { json: {} })).status).toBe(200);
    expect((await api.call('GET', '/users/me')).body.code).toBe('AUTH_UNAUTHORIZED');
  });

  it('rejects wrong credentials, weak passwords and mismatched repeats with their codes', async () => {
    const account = await createTestAccount();
    const api = new ApiSession();
    expect((await api.call('POST', '/auth/login', { json: { email: account.email, password: 'Wrong.pass1' } })).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
    expect((await api.call('POST', '/auth/login', { json: { email: 'nobody@example.com', password: 'Wrong.pass1' } })).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
    const weak = await api.call('POST', '/auth/register', {
      json: { email: 'w@example.com', password: 'alllowercase1!', passwordRepeat: 'alllowercase1!', name: 'Wojtek', company: 'Wu' },
    });
    expect(weak.body).toEqual({ code: 'VALIDATION_FAILED', params: { errors: [{ path: 'password', code: 'PASSWORD_WEAK' }] } });
    const different = await api.call('POST', '/auth/register', {
      json: { email: 'd@example.com', password: TEST_PASSWORD, passwordRepeat: TEST_PASSWORD + 'x', name: 'Darek', company: 'Du' },
    });
    expect(different.body.params.errors[0]).toEqual({ path: 'passwordRepeat', code: 'PASSWORD_DIFFERENT' });
  });

  it('locks login after five wrong passwords', async () => {
    const account = await createTestAccount();
    const api = new ApiSession();
    const codes: string[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await api.call('POST', '/auth/login', { json: { email: account.email, password: 'Wrong.pass1' } })).body.code);
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('AUTH_INVALID_CREDENTIALS'));
    expect(codes[4]).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(codes[5]).toBe('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
    expect((await api.call('POST', '/auth/login', { json: { email: account.email, password: account.password } })).body.code).toBe(
      'AUTH_ACCOUNT_TEMPORARILY_LOCKED',
    );
  });

  it('recovers a lost password once per link and ends old sessions', async () => {
    const account = await createTestAccount();
    const old = new ApiSession();
    await old.login(account);
    const api = new ApiSession();
    expect((await api.call('POST', '/auth/lost-password', { json: { email: account.email } })).status).toBe(200);
    expect((await api.call('POST', '/auth/lost-password', { json: { email: 'nobody@example.com' } })).status).toBe(200);
    const token = await linkFrom(account.email, '/recover');
    const same = await api.call('POST', '/auth/recover', { json: { token, password: TEST_PASSWORD, passwordRepeat: TEST_PASSWORD } });
    expect(same.body.params.errors[0].code).toBe('PASSWORD_SAME_AS_OLD');
    const fresh = 'Nowe.Konto-77';
    expect((await api.call('POST', '/auth/recover', { json: { token, password: fresh, passwordRepeat: fresh } })).status).toBe(200);
    expect(
      (await api.call('POST', '/auth/recover', { json: { token, password: 'Inne.Konto-88', passwordRepeat: 'Inne.Konto-88' } })).body.code,
    ).toBe('AUTH_TOKEN_INVALID');
    expect((await old.call('GET', '/users/me')).body.code).toBe('AUTH_SESSION_EXPIRED');
    await api.login({ email: account.email, password: fresh });
  });

  it('answers an expired access token with AUTH_SESSION_EXPIRED and a refresh brings it back', async () => {
    const account = await createTestAccount();
    const api = new ApiSession();
    await api.login(account);
    const claims = JSON.parse(Buffer.from(api.jar.get(SESSION_COOKIE)!.split('.')[1]!, 'base64url').toString());
    api.jar.set(SESSION_COOKIE, await signToken('access', { sid: claims.sid, sub: claims.sub, acc: claims.acc, csrf: claims.csrf }, -10));
    expect((await api.call('GET', '/users/me')).body.code).toBe('AUTH_SESSION_EXPIRED');
    expect((await api.call('POST', '/auth/refresh', { json: {} })).status).toBe(200);
    expect((await api.call('GET', '/users/me')).status).toBe(200);
  });

  it('saves preferences on the current user', async () => {
    const account = await createTestAccount();
    const api = new ApiSession();
    await api.login(account);
    const res = await api.call('PUT', '/users/me', { json: { prefs: { language: 'en-US', theme: 'dark' } } });
    expect(res.body.prefs).toEqual({ language: 'en-US', theme: 'dark', date_format: 'yyyy-mm-dd' });
    expect((await api.call('PUT', '/users/me', { json: { prefs: { theme: 'neon' } } })).body.params.errors[0]).toMatchObject({
      path: 'prefs.theme',
      code: 'VALIDATION_INVALID_VALUE',
    });
  });
});
