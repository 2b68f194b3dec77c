import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { ApiSession, createTestAccount, type ApiResult } from './helpers';
import { linkIn, mailsFor, tokenOf, uniqueEmail } from './users-helpers';

const { ANSWER_FLOOR_MS } = await import('@functions/auth/service');

/** A call and how long it took, on the same clock the answer floor uses (only lower bounds are asserted). */
async function timed(run: () => Promise<ApiResult>): Promise<{ res: ApiResult; ms: number }> {
  const start = performance.now();
  const res = await run();
  return { res, ms: performance.now() - start };
}

/** What a caller can tell two answers apart by: status, body, cookies, headers. */
const visible = ({ status, body, cookies, headers }: ApiResult) => ({ status, body, cookies, headers });

const signUp = (email: string) =>
  new ApiSession().call('POST', '/auth/register', {
    json: {
      email,
      password: 'Kwiatek.Polny-2026',
      passwordRepeat: 'Kwiatek.Polny-2026',
      name: 'Ktoś Obcy',
      company: 'Obca Sp. z o.o.',
      language: 'en-US',
    },
  });

describe('registration tells nobody whether an address has a user', () => {
  it('answers a taken address exactly as a new one, no sooner than the floor, and e-mails the owner instead', async () => {
    const owner = await createTestAccount();
    const fresh = await timed(() => signUp(uniqueEmail('fresh')));
    const taken = await timed(() => signUp(owner.email));

    expect(visible(taken.res)).toEqual(visible(fresh.res));
    expect(taken.res.status).toBe(201);
    expect(taken.res.cookies).toEqual([]);
    expect(fresh.ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);
    expect(taken.ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);

    // Nothing changed for the owner: their password still signs in, the stranger's does not.
    await new ApiSession().login(owner);
    expect(
      (await new ApiSession().call('POST', '/auth/login', { json: { email: owner.email, password: 'Kwiatek.Polny-2026' } })).body.code,
    ).toBe('AUTH_INVALID_CREDENTIALS');

    // The owner is told, in their language (pl), with the way to sign in or to set a new password.
    const told = (await mailsFor(owner.email)).filter((m) => m.subject === 'Próba rejestracji w Gońcu na Twój adres');
    expect(told).toHaveLength(1);
    expect(linkIn(told[0]!, '/login')).toBe('https://goniec.test/login');
    const token = tokenOf(linkIn(told[0]!, '/recover'));
    const password = 'Zielony.Most-2026';
    expect((await new ApiSession().call('POST', '/auth/recover', { json: { token, password, passwordRepeat: password } })).status).toBe(
      200,
    );
    await new ApiSession().login({ email: owner.email, password });

    // Throttled like the recovery e-mail: another try within the minute answers the same and sends nothing.
    expect(visible(await signUp(owner.email))).toEqual(visible(fresh.res));
    expect((await mailsFor(owner.email)).filter((m) => m.subject === told[0]!.subject)).toHaveLength(1);
  });

  it('still refuses what does not depend on the address, alike for both', async () => {
    const owner = await createTestAccount();
    const weak = (email: string) =>
      new ApiSession().call('POST', '/auth/register', {
        json: { email, password: 'slabehaslo', passwordRepeat: 'slabehaslo', name: 'Ktoś', company: 'Firma' },
      });
    const [taken, fresh] = await Promise.all([weak(owner.email), weak(uniqueEmail('weak'))]);
    expect(visible(taken)).toEqual(visible(fresh));
    expect(taken.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('lost password tells nobody whether an address has a user', () => {
  it('answers a known and an unknown address alike, no sooner than the floor', async () => {
    const owner = await createTestAccount();
    const unknown = await timed(() => new ApiSession().call('POST', '/auth/lost-password', { json: { email: uniqueEmail('nobody') } }));
    const known = await timed(() => new ApiSession().call('POST', '/auth/lost-password', { json: { email: owner.email } }));
    expect(visible(known.res)).toEqual(visible(unknown.res));
    expect(known.res.status).toBe(200);
    expect(unknown.ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);
    expect(known.ms).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);
    expect(linkIn((await mailsFor(owner.email)).at(-1)!, '/recover')).toMatch(/token=/);
  });
});
