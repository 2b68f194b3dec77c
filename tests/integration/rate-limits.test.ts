import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiSession, createTestAccount, type ApiResult } from './helpers';
import { uniqueEmail } from './users-helpers';

const { RATE_LIMITS } = await import('@shared/rate-limits');
const { RATE_LIMITS_ENV } = await import('@functions/platform/rate-limit');
const { fixedWindow } = await import('@functions/platform/rate-window');

/**
 * The production limits, not the harness's raised ones (tests/fixtures/rate-limits.ts), except where
 * a test lowers one to stay quick. Each test calls from addresses no other test uses.
 */
const harness = process.env[RATE_LIMITS_ENV];
beforeEach(() => {
  delete process.env[RATE_LIMITS_ENV];
});
afterEach(() => {
  if (harness === undefined) delete process.env[RATE_LIMITS_ENV];
  else process.env[RATE_LIMITS_ENV] = harness;
});

let lastOctet = 0;
const freshIp = () => `198.51.${Math.floor(Math.random() * 250)}.${(++lastOctet % 250) + 1}`;

async function loggedInFrom(ip: string) {
  const account = await createTestAccount();
  const session = new ApiSession(ip);
  await session.login(account);
  return { session, account };
}

/**
 * Windows are fixed: a run that straddles the end of one would see the count start over. When less
 * than `needSeconds` is left of the current window, wait for the next (this moves no assertion).
 */
async function withinOneWindow(windowSeconds: number, needSeconds: number): Promise<void> {
  const { end } = fixedWindow(Date.now() / 1000, windowSeconds);
  const left = end * 1000 - Date.now();
  if (left < needSeconds * 1000) await sleep(left + 50);
}

function expectThrottled(res: ApiResult, code: string, windowSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe(code);
  const wait = Number(res.headers['retry-after']);
  expect(Number.isInteger(wait)).toBe(true);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(windowSeconds);
  expect(res.body.params.retryAfter).toBe(wait);
}

describe('per client IP', () => {
  it('sign-ins: the limit’s worth from one address pass, the next is 429 with Retry-After, and another address is unaffected', async () => {
    const { limit, windowSeconds } = RATE_LIMITS['login.ip'];
    const account = await createTestAccount();
    const ip = freshIp();
    await withinOneWindow(windowSeconds, 15);
    // Unknown addresses, each once: the per-address lock-out never enters into it.
    for (let i = 0; i < limit; i++) {
      const res = await new ApiSession(ip).call('POST', '/auth/login', {
        json: { email: uniqueEmail('guess'), password: 'Wrong.Guess-1' },
      });
      expect(res.body.code).toBe('AUTH_INVALID_CREDENTIALS');
    }
    const refused = await new ApiSession(ip).call('POST', '/auth/login', { json: { email: account.email, password: account.password } });
    expectThrottled(refused, 'AUTH_TOO_MANY_ATTEMPTS', windowSeconds);

    expect(
      (await new ApiSession(freshIp()).call('POST', '/auth/login', { json: { email: account.email, password: account.password } })).status,
    ).toBe(200);
  }, 60_000);

  it('registration is throttled per address too', async () => {
    process.env[RATE_LIMITS_ENV] = JSON.stringify({ 'register.ip': 2 });
    const { windowSeconds } = RATE_LIMITS['register.ip'];
    const ip = freshIp();
    await withinOneWindow(windowSeconds, 15);
    const signUp = (from: string) =>
      new ApiSession(from).call('POST', '/auth/register', {
        json: {
          email: uniqueEmail('signup'),
          password: 'Kwiatek.Polny-2026',
          passwordRepeat: 'Kwiatek.Polny-2026',
          name: 'Ala',
          company: 'Ala Sp. z o.o.',
        },
      });
    for (let i = 0; i < 2; i++) expect((await signUp(ip)).status).toBe(201);
    expectThrottled(await signUp(ip), 'AUTH_TOO_MANY_ATTEMPTS', windowSeconds);
    expect((await signUp(freshIp())).status).toBe(201);
  }, 60_000);
});

describe('per e-mail address', () => {
  it('lost-password requests naming one address are throttled whatever their source, and another address is unaffected', async () => {
    const { limit, windowSeconds } = RATE_LIMITS['lostPassword.email'];
    const target = uniqueEmail('target');
    await withinOneWindow(windowSeconds, 20);
    for (let i = 0; i < limit; i++)
      expect((await new ApiSession(freshIp()).call('POST', '/auth/lost-password', { json: { email: target } })).status).toBe(200);
    expectThrottled(
      await new ApiSession(freshIp()).call('POST', '/auth/lost-password', { json: { email: target.toUpperCase() } }),
      'AUTH_TOO_MANY_ATTEMPTS',
      windowSeconds,
    );
    expect((await new ApiSession(freshIp()).call('POST', '/auth/lost-password', { json: { email: uniqueEmail('other') } })).status).toBe(
      200,
    );
  }, 60_000);
});

describe('per account', () => {
  it('the authenticated API as a whole: every member and address of the account share one budget; another account is unaffected', async () => {
    // Lowered from 1200 a minute so the test stays quick; the window and what is counted are the production ones.
    const limit = 12;
    process.env[RATE_LIMITS_ENV] = JSON.stringify({ 'api.account': limit });
    const { windowSeconds } = RATE_LIMITS['api.account'];
    await withinOneWindow(windowSeconds, 30);
    // Signed in from addresses of their own: 127.0.0.1 is every other test file's, and this file keeps the production per-IP limits.
    const { session, account } = await loggedInFrom(freshIp());
    const second = new ApiSession(freshIp());
    await second.login(account);
    const other = await loggedInFrom(freshIp());

    // Any route counts: reads and writes, from either session of the account.
    for (let i = 0; i < limit; i++) {
      const res = i % 3 === 2 ? await second.call('GET', '/users/me/security') : await session.call('GET', '/users/me');
      expect(res.status).toBe(200);
    }
    expectThrottled(await session.call('GET', '/users/me'), 'TOO_MANY_REQUESTS', windowSeconds);
    expectThrottled(await second.call('PUT', '/users/me', { json: { prefs: { theme: 'dark' } } }), 'TOO_MANY_REQUESTS', windowSeconds);
    expect((await other.session.call('GET', '/users/me')).status).toBe(200);

    // Signing in is not the account's API: the budget does not lock anyone out of it.
    expect(
      (await new ApiSession(freshIp()).call('POST', '/auth/login', { json: { email: account.email, password: account.password } })).status,
    ).toBe(200);
  }, 60_000);
});
