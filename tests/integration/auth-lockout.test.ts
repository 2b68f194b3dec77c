import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiSession, createTestAccount, loggedIn, TEST_PASSWORD, type ApiResult } from './helpers';
import { addAndLogin, setPlan } from './users-helpers';

const { identityProvider } = await import('@functions/auth/identity-provider');
const { LOGIN_MAX_FAILURES } = await import('@functions/auth/login-rules');
const { PROOF_MAX_FAILURES } = await import('@functions/security/proof-budget');

afterEach(() => vi.restoreAllMocks());

/** Fisher–Yates; the order is printed when an assertion fails. */
function shuffled<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Fires every request at once and counts which reached the password check. Each check is held at the
 * identity store until every request has either reached it or been answered without it, as a slow
 * identity store holds a real burst: so every request of the burst is in flight before any check
 * answers, and "how many were checked" does not depend on the machine's speed. The checks then run
 * for real (Cognito in the emulator).
 */
async function burst(
  passwords: string[],
  send: (password: string) => Promise<ApiResult>,
): Promise<{ results: ApiResult[]; checked: Set<string> }> {
  const checked = new Set<string>();
  let answeredUnchecked = 0;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const maybeOpen = () => checked.size + answeredUnchecked >= passwords.length && open();
  const failsafe = setTimeout(() => open(), 20_000);
  const real = identityProvider.checkPassword.bind(identityProvider);
  vi.spyOn(identityProvider, 'checkPassword').mockImplementation(async (email: string, password: string) => {
    checked.add(password);
    maybeOpen();
    await gate;
    return real(email, password);
  });
  try {
    const results = await Promise.all(
      passwords.map(async (password) => {
        const result = await send(password);
        if (!checked.has(password)) {
          answeredUnchecked++;
          maybeOpen();
        }
        return result;
      }),
    );
    return { results, checked };
  } finally {
    clearTimeout(failsafe);
    vi.restoreAllMocks();
  }
}

describe('a burst of guesses cannot race the login lock', () => {
  it('16 parallel sign-ins (15 wrong, 1 right, in random order) get at most five password checks and one consistent outcome', async () => {
    const account = await createTestAccount();
    const wrong = Array.from({ length: 15 }, (_, i) => `Wrong.Guess-${i}`);
    const order = shuffled([account.password, ...wrong]);
    const sessions = new Map(order.map((password) => [password, new ApiSession()]));
    const { results, checked } = await burst(order, (password) =>
      sessions.get(password)!.call('POST', '/auth/login', { json: { email: account.email, password } }),
    );
    const answer = new Map(order.map((password, i) => [password, results[i]!]));
    const context = `order: ${JSON.stringify(order)}; checked: ${JSON.stringify([...checked])}`;

    expect(checked.size, context).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    expect(checked.size, context).toBeGreaterThanOrEqual(1);
    for (const password of order) {
      const { status, body, headers } = answer.get(password)!;
      if (!checked.has(password)) {
        // Refused before any check: the lock, with how long it lasts.
        expect({ status, code: body.code }, context).toEqual({ status: 429, code: 'AUTH_ACCOUNT_TEMPORARILY_LOCKED' });
        expect(Number(headers['retry-after']), context).toBeGreaterThan(0);
      } else if (password === account.password) {
        expect(status, context).toBe(200);
      } else {
        expect(['AUTH_INVALID_CREDENTIALS', 'AUTH_TOO_MANY_ATTEMPTS'], context).toContain(body.code);
      }
    }
    const signedIn = order.filter((p) => answer.get(p)!.status === 200);
    expect(signedIn, context).toEqual(checked.has(account.password) ? [account.password] : []);

    // The outcome holds afterwards: the right password won (the count was cleared, so it signs in
    // again and its session works), or the address stays locked for the right password too.
    const after = await new ApiSession().call('POST', '/auth/login', { json: { email: account.email, password: account.password } });
    if (checked.has(account.password)) {
      expect(after.status, context).toBe(200);
      expect((await sessions.get(account.password)!.call('GET', '/users/me')).body.email).toBe(account.email);
    } else {
      expect(after.body.code, context).toBe('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
    }
  });

  it('answers the locked address with Retry-After, and a right password that is refused for another reason does not count', async () => {
    const { session, account } = await loggedIn();
    // The second factor on: the right password without a code is refused, but proves the password.
    const setup = await session.call('POST', '/users/me/2fa/setup', { json: {} });
    const { totpCode } = await import('@functions/security/totp');
    expect((await session.call('POST', '/users/me/2fa/enable', { json: { code: totpCode(setup.body.secret) } })).status).toBe(200);
    const login = (password: string) => new ApiSession().call('POST', '/auth/login', { json: { email: account.email, password } });

    for (let i = 0; i < LOGIN_MAX_FAILURES + 2; i++) expect((await login(TEST_PASSWORD)).body.code).toBe('AUTH_2FA_REQUIRED');
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) expect((await login(`Wrong.Guess-${i}`)).body.code).toBe('AUTH_INVALID_CREDENTIALS');
    const last = await login('Wrong.Guess-last');
    expect(last).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    const locked = await login(TEST_PASSWORD);
    expect(locked).toMatchObject({ status: 429, body: { code: 'AUTH_ACCOUNT_TEMPORARILY_LOCKED' } });
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.params.retryAfter).toBe(wait);
  });
});

describe('in-session password proofs share one attempt budget per user', () => {
  const changePassword = (session: ApiSession, oldPassword: string) =>
    session.call('POST', '/users/me/password', { json: { oldPassword, password: 'Nowe.Zdanie2026', passwordRepeat: 'Nowe.Zdanie2026' } });
  const disableTwoFactor = (session: ApiSession, password: string) => session.call('POST', '/users/me/2fa/disable', { json: { password } });
  const unlockTimed = (session: ApiSession, password: string) => session.call('POST', '/users/me/timed-permission', { json: { password } });

  it('counts wrong passwords of the password change, the 2FA removal and the timed unlock together, then refuses each with its code', async () => {
    const { session: admin, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(admin, { roleId: 'administrator' });
    const { totpCode } = await import('@functions/security/totp');
    const setup = await member.session.call('POST', '/users/me/2fa/setup', { json: {} });
    expect((await member.session.call('POST', '/users/me/2fa/enable', { json: { code: totpCode(setup.body.secret) } })).status).toBe(200);

    const first = await changePassword(member.session, 'Wrong.Password1');
    expect(first.body.params.errors[0]).toMatchObject({ path: 'oldPassword', code: 'PASSWORD_INCORRECT', params: { attemptsLeft: 2 } });
    const second = await disableTwoFactor(member.session, 'Wrong.Password2');
    expect(second.body.params.errors[0]).toMatchObject({ path: 'password', code: 'PASSWORD_INCORRECT', params: { attemptsLeft: 1 } });
    const third = await changePassword(member.session, 'Wrong.Password3');
    expect(third).toMatchObject({ status: 429, body: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);

    // Spent: not even the right password is checked now, on either route.
    expect((await changePassword(member.session, TEST_PASSWORD)).body.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect((await disableTwoFactor(member.session, TEST_PASSWORD)).body.code).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect((await member.session.call('GET', '/users/me/security')).body.twoFactorEnabled).toBe(true);

    // The timed unlock answers a spent budget with the spec's lock: the member is locked out.
    const timed = await unlockTimed(member.session, TEST_PASSWORD);
    expect(timed).toMatchObject({ status: 403, body: { code: 'AUTH_TIMED_PERMISSION_LOCKED' } });
    expect((await member.session.call('GET', '/users/me')).status).toBe(401);
    expect((await admin.call('GET', '/users')).body.items.find((m: { id: string }) => m.id === member.id).locked).toBe(true);

    // Unlocked by the administrator, the member signs in afresh and the budget starts over.
    expect((await admin.call('PUT', `/users/${member.id}/lock`, { json: { locked: false } })).status).toBeLessThan(300);
    const again = new ApiSession();
    await again.login({ email: member.email, password: TEST_PASSWORD }, totpCode(setup.body.secret, Date.now() + 30_000));
    expect((await unlockTimed(again, TEST_PASSWORD)).status).toBe(200);
  });

  it('a right password clears the failures before it', async () => {
    const { session } = await loggedIn();
    expect((await unlockTimed(session, 'Wrong.Password1')).body.params.errors[0].params.attemptsLeft).toBe(2);
    expect((await unlockTimed(session, 'Wrong.Password2')).body.params.errors[0].params.attemptsLeft).toBe(1);
    expect((await unlockTimed(session, TEST_PASSWORD)).status).toBe(200);
    expect((await changePassword(session, 'Wrong.Password3')).body.params.errors[0].params.attemptsLeft).toBe(2);
  });

  it('a burst of parallel wrong proofs on all three routes gets at most three checks', async () => {
    const { session, account } = await loggedIn();
    const routes = [changePassword, unlockTimed, changePassword, unlockTimed];
    const guesses = shuffled(Array.from({ length: 16 }, (_, i) => `Wrong.Proof-${i}`));
    const { results, checked } = await burst(guesses, (password) => routes[guesses.indexOf(password) % routes.length]!(session, password));
    expect(checked.size).toBeLessThanOrEqual(PROOF_MAX_FAILURES);
    // Every answer is a wrong password, the budget spent, or the lock (the timed route's answer to it).
    for (const { body } of results) {
      expect(['VALIDATION_FAILED', 'AUTH_TOO_MANY_ATTEMPTS', 'AUTH_TIMED_PERMISSION_LOCKED']).toContain(body.code);
    }
    expect(results.some((r) => r.body.code === 'AUTH_TIMED_PERMISSION_LOCKED')).toBe(true);
    // The account creator is not locked in the account: the lock is on their sign-in instead.
    expect(
      (await new ApiSession().call('POST', '/auth/login', { json: { email: account.email, password: TEST_PASSWORD } })).body.code,
    ).toBe('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
  });
});

describe('a reused refresh token', () => {
  it('ends its session: the replayed old cookie gets 401, and the new cookie no longer works either', async () => {
    const { session: owner, account } = await loggedIn();
    const oldRefresh = owner.jar.get('goniec_refresh')!;
    const oldCsrf = owner.csrf!;
    expect((await owner.call('POST', '/auth/refresh', { json: {} })).status).toBe(200);
    expect(owner.jar.get('goniec_refresh')).not.toBe(oldRefresh);
    expect((await owner.call('GET', '/users/me')).status).toBe(200);

    const thief = new ApiSession('203.0.113.9');
    thief.jar.set('goniec_refresh', oldRefresh);
    thief.jar.set('goniec_csrf', oldCsrf);
    const replay = await thief.call('POST', '/auth/refresh', { json: {} });
    expect(replay).toMatchObject({ status: 401, body: { code: 'AUTH_SESSION_EXPIRED' } });

    // The whole session is gone: the current refresh token and the access token alike.
    expect((await owner.call('GET', '/users/me')).status).toBe(401);
    expect((await owner.call('POST', '/auth/refresh', { json: {} })).status).toBe(401);

    // The user's security history says why (from where the old token came back).
    const again = new ApiSession();
    await again.login(account);
    const activity = (await again.call('GET', '/account/activity')).body.items as { action: string; ip: string }[];
    expect(activity.find((e) => e.action === 'session_token_reused')).toMatchObject({ ip: '203.0.113.9' });
  });

  it('a token presented twice at once leaves one session at most, and no tokens that work', async () => {
    const { session } = await loggedIn();
    const copy = new ApiSession();
    for (const [k, v] of session.jar) copy.jar.set(k, v);
    const [a, b] = await Promise.all([
      session.call('POST', '/auth/refresh', { json: {} }),
      copy.call('POST', '/auth/refresh', { json: {} }),
    ]);
    // At most one rotation can win; the loser presented a token that was used: the session ends.
    expect([a.status, b.status].filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect((await session.call('GET', '/users/me')).status).toBe(401);
    expect((await copy.call('GET', '/users/me')).status).toBe(401);
  });

  it('refreshes again and again while only the newest token is used', async () => {
    const { session } = await loggedIn();
    for (let i = 0; i < 3; i++) expect((await session.call('POST', '/auth/refresh', { json: {} })).status).toBe(200);
    expect((await session.call('GET', '/users/me')).status).toBe(200);
  });
});
