import { setTimeout as sleep } from 'node:timers/promises';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fullPermissions } from '@shared/permissions';
import { ApiSession, createTestAccount, loggedIn } from './helpers';
import { createToken, tokenClient } from './api-token-helpers';
import { addAndLogin } from './users-helpers';

const { apiTokensRepository } = await import('@functions/api-tokens/repository');
const { RATE_LIMITS_ENV } = await import('@functions/platform/rate-limit');
const { fixedWindow } = await import('@functions/platform/rate-window');
const { RATE_LIMITS } = await import('@shared/rate-limits');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Runs `calls` with these limits in place of the harness's, at the start of a fresh window: windows
 * are fixed, so near the end of one it waits for the next, and the calls all count in one.
 */
async function withLimits(limits: Partial<Record<keyof typeof RATE_LIMITS, number>>, calls: () => Promise<void>) {
  const harness = process.env[RATE_LIMITS_ENV];
  process.env[RATE_LIMITS_ENV] = JSON.stringify({ ...(harness ? JSON.parse(harness) : {}), ...limits });
  try {
    const { end } = fixedWindow(Date.now() / 1000, RATE_LIMITS['api.token'].windowSeconds);
    if (end * 1000 - Date.now() < 10_000) await sleep(end * 1000 - Date.now() + 50);
    await calls();
  } finally {
    if (harness === undefined) delete process.env[RATE_LIMITS_ENV];
    else process.env[RATE_LIMITS_ENV] = harness;
  }
}

describe('API tokens (/advanced/api)', () => {
  it('creates a token whose secret is answered once and stored only as its hash, lists it, and revokes it', async () => {
    const { session, account } = await loggedIn();
    const created = await session.call('POST', '/integrations/api-tokens', {
      json: { name: 'Shop', scopes: ['PERM_APRZEALL', 'PERM_APRZEALL'], ipAllowList: ['192.0.2.0/24'] },
    });
    expect(created.status).toBe(201);
    const secret: string = created.body.secret;
    expect(secret).toMatch(/^gnc_live_[A-Za-z0-9_-]{43}$/);
    expect(created.body).toMatchObject({
      name: 'Shop',
      scopes: ['PERM_APRZEALL'],
      ipAllowList: ['192.0.2.0/24'],
      createdBy: account.email,
    });
    expect(created.body.hint).toBe(secret.slice(0, 13));

    const list = await session.call('GET', '/integrations/api-tokens');
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const stored = await apiTokensRepository.get(account.accountId, created.body.id);
    expect(stored?.secretHash).toBe(sha256(secret));
    expect(JSON.stringify(stored)).not.toContain(secret.slice(13));

    const revoked = await session.call('DELETE', `/integrations/api-tokens/${created.body.id}`, { json: {} });
    expect(revoked).toMatchObject({ status: 200, body: { ok: true } });
    expect((await session.call('GET', '/integrations/api-tokens')).body.items).toEqual([]);
    expect(await session.call('DELETE', `/integrations/api-tokens/${created.body.id}`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'API_TOKEN_NOT_FOUND' },
    });
  });

  it('refuses a name empty, too long or taken, bad IP entries, a past expiry and scopes the creator lacks', async () => {
    const { session } = await loggedIn();
    const post = (json: unknown) => session.call('POST', '/integrations/api-tokens', { json });
    const fieldCodes = async (json: unknown) =>
      (await post(json)).body.params?.errors?.map((e: { path: string; code: string }) => `${e.path}:${e.code}`);
    expect(await fieldCodes({ name: '  ', scopes: ['PERM_APRZEALL'] })).toEqual(['name:API_TOKEN_NAME_EMPTY']);
    expect(await fieldCodes({ name: 'x'.repeat(101), scopes: ['PERM_APRZEALL'] })).toEqual(['name:API_TOKEN_NAME_TOO_LONG']);
    expect(await fieldCodes({ name: 'A', scopes: ['PERM_APRZEALL'], ipAllowList: ['', '10.0.0.300', '10.0.0.1', '10.0.0.1'] })).toEqual([
      'ipAllowList.0:IP_EMPTY',
      'ipAllowList.1:IP_INVALID',
      'ipAllowList.3:IP_EXISTS',
    ]);
    expect(await fieldCodes({ name: 'A', scopes: ['PERM_APRZEALL'], expiresAt: '2020-01-01T00:00:00Z' })).toEqual([
      'expiresAt:API_TOKEN_EXPIRY_PAST',
    ]);
    expect((await post({ name: 'A', scopes: ['PERM_APRZEALL'], extra: 1 })).status).toBe(400);
    await createToken(session, { name: 'Twice' });
    expect(await post({ name: 'twice', scopes: ['PERM_APRZEALL'] })).toMatchObject({
      status: 409,
      body: { code: 'API_TOKEN_NAME_EXISTS' },
    });

    // An administrator without the subscribers' permissions cannot hand them to a token.
    const limited = await createTestAccount({ permissions: { ...fullPermissions(), PERM_ADODAJ: false } });
    const other = new ApiSession();
    await other.login(limited);
    const refused = await other.call('POST', '/integrations/api-tokens', {
      json: { name: 'More', scopes: ['PERM_APRZEALL', 'PERM_ADODAJ'] },
    });
    expect(refused).toMatchObject({ status: 403, body: { code: 'USER_GRANT_NOT_HELD', params: { missing: 'PERM_ADODAJ' } } });
    expect((await other.call('GET', '/integrations/api-tokens')).body.items).toEqual([]);
  });

  it('needs PERM_ADMIN to manage tokens', async () => {
    const account = await createTestAccount({ permissions: { ...fullPermissions(), PERM_ADMIN: false } });
    const session = new ApiSession();
    await session.login(account);
    expect((await session.call('GET', '/integrations/api-tokens')).status).toBe(403);
    expect((await session.call('POST', '/integrations/api-tokens', { json: { name: 'X', scopes: ['PERM_APRZEALL'] } })).status).toBe(403);
  });
});

describe('calling the API with a token', () => {
  it('acts as its account with its scopes; unknown, revoked and missing tokens are 401, a missing scope 403', async () => {
    const { session, account } = await loggedIn();
    const reader = await createToken(session, { scopes: ['PERM_APRZEALL'] });
    const client = tokenClient(reader.secret);
    expect((await client.call('GET', '/v1/subscribers')).status).toBe(200);
    expect(await client.call('PUT', '/v1/subscribers', { json: { email: 'a@example.com' } })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED', params: { permission: 'PERM_ADODAJ' } },
    });
    expect(await tokenClient(`gnc_live_${'A'.repeat(43)}`).call('GET', '/v1/subscribers')).toMatchObject({
      status: 401,
      body: { code: 'AUTH_TOKEN_INVALID' },
    });
    expect(await new ApiSession().call('GET', '/v1/subscribers')).toMatchObject({ status: 401, body: { code: 'AUTH_TOKEN_INVALID' } });
    // A session's cookies never open a token route, nor a token a session route.
    expect(await session.call('GET', '/v1/subscribers')).toMatchObject({ status: 401, body: { code: 'AUTH_TOKEN_INVALID' } });
    expect((await client.call('GET', '/subscribers')).status).toBe(401);
    await session.call('DELETE', `/integrations/api-tokens/${reader.id}`, { json: {} });
    expect(await client.call('GET', '/v1/subscribers')).toMatchObject({ status: 401, body: { code: 'AUTH_TOKEN_INVALID' } });
    expect(account.accountId).toBeTruthy();
  });

  it('answers only from its allowed addresses: a single address, a range and a CIDR', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session, { ipAllowList: ['203.0.113.5', '198.51.100.10-198.51.100.20', '192.0.2.0/24'] });
    for (const ip of ['203.0.113.5', '198.51.100.15', '192.0.2.77'])
      expect((await tokenClient(secret, ip).call('GET', '/v1/subscribers')).status, ip).toBe(200);
    for (const ip of ['203.0.113.6', '198.51.100.21', '192.0.3.1'])
      expect(await tokenClient(secret, ip).call('GET', '/v1/subscribers'), ip).toMatchObject({
        status: 403,
        body: { code: 'AUTH_IP_NOT_ALLOWED' },
      });
  });

  it('stops working when it expires', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session, { expiresAt: new Date(Date.now() + 1500).toISOString() });
    expect((await tokenClient(secret).call('GET', '/v1/subscribers')).status).toBe(200);
    await sleep(1600);
    expect(await tokenClient(secret).call('GET', '/v1/subscribers')).toMatchObject({ status: 401, body: { code: 'AUTH_TOKEN_INVALID' } });
  });

  it('records when and from where it was last used, at most once a minute', async () => {
    const { session, account } = await loggedIn();
    const { id, secret } = await createToken(session);
    await tokenClient(secret, '198.51.100.7').call('GET', '/v1/subscribers');
    const first = (await session.call('GET', '/integrations/api-tokens')).body.items[0];
    expect(first).toMatchObject({ lastUsedIp: '198.51.100.7' });
    await tokenClient(secret, '198.51.100.8').call('GET', '/v1/subscribers');
    const second = await apiTokensRepository.get(account.accountId, id);
    expect({ at: second?.lastUsedAt, ip: second?.lastUsedIp }).toEqual({ at: first.lastUsedAt, ip: '198.51.100.7' });
  });

  it('names the token in the subscriber’s history', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session, { name: 'CRM sync' });
    const upserted = await tokenClient(secret).call('PUT', '/v1/subscribers', { json: { email: 'crm@example.com', name: 'From CRM' } });
    expect(upserted.status).toBe(200);
    const history = await session.call('GET', `/subscribers/${upserted.body.subscriber.id}/history`);
    expect(history.body.items[0].actor).toEqual({ kind: 'api', email: 'API: CRM sync' });
  });

  it('acts within its creator’s rights of the moment: a permission taken, a restriction added, a block', async () => {
    const { session: owner } = await loggedIn();
    const member = await addAndLogin(owner, { roleId: 'administrator' });
    const { secret } = await createToken(member.session, { scopes: ['PERM_APRZEALL', 'PERM_ADODAJ'] });
    const client = tokenClient(secret);
    expect((await client.call('PUT', '/v1/subscribers', { json: { email: 'kept@example.com' } })).status).toBe(200);

    // The creator loses PERM_ADODAJ: so does the token, from its next call.
    const { permissions } = (await owner.call('GET', '/users')).body.items.find((m: { id: string }) => m.id === member.id);
    expect((await owner.call('PUT', `/users/${member.id}`, { json: { permissions: { ...permissions, PERM_ADODAJ: false } } })).status).toBe(
      200,
    );
    expect(await client.call('PUT', '/v1/subscribers', { json: { email: 'refused@example.com' } })).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED', params: { permission: 'PERM_ADODAJ' } },
    });
    expect((await client.call('GET', '/v1/subscribers')).body.items.map((s: { email: string }) => s.email)).toEqual(['kept@example.com']);

    // The creator is limited to a segment no one is in: the token sees no one either.
    const nobody = { kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Nowhere'] };
    const segment = await owner.call('POST', '/segments', {
      json: { name: 'Nobody', type: 'static', conditions: { kind: 'group', op: 'and', children: [nobody] } },
    });
    expect(segment.status).toBe(201);
    expect((await owner.call('PUT', `/users/${member.id}`, { json: { segmentIds: [segment.body.id] } })).status).toBe(200);
    expect((await client.call('GET', '/v1/subscribers')).body.items).toEqual([]);

    // Blocked in the account, the creator takes the token with them; unblocked, it works again.
    expect((await owner.call('PUT', `/users/${member.id}/active`, { json: { active: false } })).status).toBe(200);
    expect(await client.call('GET', '/v1/subscribers')).toMatchObject({ status: 401, body: { code: 'AUTH_TOKEN_INVALID' } });
    expect((await owner.call('PUT', `/users/${member.id}/active`, { json: { active: true } })).status).toBe(200);
    expect((await client.call('GET', '/v1/subscribers')).status).toBe(200);
  });

  it('is limited per token: past its budget a call is 429 with Retry-After', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session);
    const other = await createToken(session);
    await withLimits({ 'api.token': 3 }, async () => {
      const client = tokenClient(secret);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await client.call('GET', '/v1/subscribers')).status);
      expect(statuses).toEqual([200, 200, 200]);
      const refused = await client.call('GET', '/v1/subscribers');
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((await tokenClient(other.secret).call('GET', '/v1/subscribers')).status).toBe(200);
    });
  });

  it('is limited per account too: the account’s tokens share one budget', async () => {
    const { session } = await loggedIn();
    const [first, second] = [await createToken(session), await createToken(session)];
    const elsewhere = await createToken((await loggedIn()).session);
    await withLimits({ 'api.account': 6 }, async () => {
      // The account's own calls so far in this window count too: spend what is left with one token…
      const statuses: number[] = [];
      for (let i = 0; i < 7 && statuses.at(-1) !== 429; i++)
        statuses.push((await tokenClient(first.secret).call('GET', '/v1/subscribers')).status);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
      // …and the other token, within its own budget, is refused as well.
      const refused = await tokenClient(second.secret).call('GET', '/v1/subscribers');
      expect(refused).toMatchObject({ status: 429, body: { code: 'TOO_MANY_REQUESTS' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another account's token keeps its own budget.
      expect((await tokenClient(elsewhere.secret).call('GET', '/v1/subscribers')).status).toBe(200);
    });
  });
});
