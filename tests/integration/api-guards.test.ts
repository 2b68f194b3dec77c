import { describe, expect, it } from 'vitest';
import { routes, buildPath, compilePath, type RouteDef } from '@shared/api-routes';
import { PERMISSION_KEYS, type PermissionKey, type PermissionMap } from '@shared/permissions';
import { ApiSession, createTestAccount, loggedIn } from './helpers';

const { membersRepository } = await import('@functions/users/members-repository');

/** Every session route that needs a permission, grouped by its key. */
function routesByPermission(): Map<PermissionKey, [string, RouteDef][]> {
  const byKey = new Map<PermissionKey, [string, RouteDef][]>();
  for (const [id, def] of Object.entries(routes) as [string, RouteDef][]) {
    if (def.auth !== 'session' || def.permission === null) continue;
    byKey.set(def.permission, [...(byKey.get(def.permission) ?? []), [id, def]]);
  }
  return byKey;
}

/** The route called with placeholder ids and an empty body: enough to get past routing to the guards. */
function callRoute(session: ApiSession, def: RouteDef) {
  const params = Object.fromEntries(compilePath(def.path).names.map((name) => [name, 'x']));
  return session.call(def.method, buildPath(def.path, params), def.method === 'GET' ? {} : { json: {} });
}

describe('API guards and bad input', () => {
  it('refuses malformed JSON, wrong content types, unknown fields, wrong types and oversize bodies, writing nothing', async () => {
    const { session } = await loggedIn();
    const cases = [
      { rawBody: '{"email": "a@b.pl",', expect: { status: 400, code: 'BAD_REQUEST', reason: 'malformed_json' } },
      {
        rawBody: 'email=a@b.pl',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        expect: { status: 400, code: 'BAD_REQUEST', reason: 'content_type' },
      },
      { rawBody: JSON.stringify({ email: 'a@b.pl', name: 'x'.repeat(300 * 1024) }), expect: { status: 413, code: 'FILE_SIZE_EXCEEDED' } },
    ];
    for (const c of cases) {
      const res = await session.call('POST', '/subscribers', { rawBody: c.rawBody, headers: c.headers });
      expect(res.status).toBe(c.expect.status);
      expect(res.body.code).toBe(c.expect.code);
      if (c.expect.reason) expect(res.body.params.reason).toBe(c.expect.reason);
    }
    const unknown = await session.call('POST', '/subscribers', { json: { email: 'a@b.pl', isAdmin: true } });
    expect(unknown.body).toEqual({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'isAdmin', code: 'VALIDATION_UNKNOWN_FIELD' }] },
    });
    const types = await session.call('POST', '/subscribers', { json: { email: 42, status: 'eight' } });
    expect(types.body.params.errors).toEqual([
      { path: 'email', code: 'VALIDATION_INVALID_TYPE', params: { expected: 'string' } },
      { path: 'status', code: 'VALIDATION_INVALID_VALUE' },
    ]);
    const forgotten = await session.call('POST', '/subscribers', { json: { email: 'gdpr@b.pl', status: 9 } });
    expect(forgotten.body.params.errors).toEqual([{ path: 'status', code: 'SUBSCRIBER_INVALID_STATUS' }]);
    expect((await session.call('GET', '/subscribers')).body.items).toEqual([]);
  });

  it('rejects a duplicate subscriber e-mail regardless of case', async () => {
    const { session } = await loggedIn();
    expect((await session.call('POST', '/subscribers', { json: { email: 'Ala@Example.com' } })).status).toBe(201);
    const dup = await session.call('POST', '/subscribers', { json: { email: ' ala@example.COM ' } });
    expect(dup).toMatchObject({ status: 409, body: { code: 'SUBSCRIBER_EMAIL_EXISTS' } });
  });

  it('requires a session cookie and the CSRF header on writes', async () => {
    const anonymous = new ApiSession();
    expect((await anonymous.call('GET', '/subscribers')).body.code).toBe('AUTH_UNAUTHORIZED');
    const { session } = await loggedIn();
    const noCsrf = await session.call('POST', '/subscribers', { json: { email: 'c@example.com' }, csrf: false });
    expect(noCsrf).toMatchObject({ status: 403, body: { code: 'AUTH_CSRF_INVALID' } });
    const wrongCsrf = await session.call('POST', '/subscribers', {
      json: { email: 'c@example.com' },
      csrf: false,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrongCsrf.body.code).toBe('AUTH_CSRF_INVALID');
    expect((await session.call('GET', '/subscribers')).body.items).toEqual([]);
  });

  it('answers an unknown path with RESOURCE_NOT_FOUND', async () => {
    const { session } = await loggedIn();
    expect((await session.call('GET', '/nope')).body.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('guards every session route by its permission key', { timeout: 300_000 }, async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: {} }));
    for (const [id, def] of Object.entries(routes) as [string, RouteDef][]) {
      if (def.auth !== 'session' || def.permission === null) continue;
      const params = Object.fromEntries(compilePath(def.path).names.map((name) => [name, 'x']));
      const res = await session.call(def.method, buildPath(def.path, params), def.method === 'GET' ? {} : { json: {} });
      expect({ id, status: res.status, code: res.body.code }).toEqual({ id, status: 403, code: 'PERMISSION_DENIED' });
    }
  });

  it(
    'guards every session route by exactly its own key: every other key is not enough, that key alone passes the permission check',
    { timeout: 300_000 },
    async () => {
      // One signed-in user whose membership is rewritten between rounds: the membership is read on
      // every request, so a new permission map applies to the next call without signing in again.
      const { session, account } = await loggedIn();
      const byKey = routesByPermission();
      expect(byKey.size).toBeGreaterThan(5);
      const grant = async (permissions: PermissionMap) => {
        expect(await membersRepository.updateMember(account.accountId, account.userId, { permissions })).toBeDefined();
      };
      for (const [key, keyRoutes] of byKey) {
        await grant(Object.fromEntries(PERMISSION_KEYS.map((k) => [k, k !== key])));
        for (const [id, def] of keyRoutes) {
          const res = await callRoute(session, def);
          expect({ id, status: res.status, code: res.body?.code, params: res.body?.params }).toEqual({
            id,
            status: 403,
            code: 'PERMISSION_DENIED',
            params: { permission: key },
          });
        }
        // Holding only that key: whatever the call answers (not found, bad input, a timed permission
        // missing…), it is not a permission refusal, so no handler quietly demands another key.
        await grant({ [key]: true });
        for (const [id, def] of keyRoutes) {
          const res = await callRoute(session, def);
          expect({ id, status: res.status, code: res.body?.code }).not.toMatchObject({ status: 403, code: 'PERMISSION_DENIED' });
          expect({ id, status: res.status }).not.toEqual({ id, status: 401 });
          expect(res.status, `${id}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
        }
      }
    },
  );

  it('never shows or changes another account’s subscribers and mailings', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const sub = (await a.session.call('POST', '/subscribers', { json: { email: 'private@example.com' } })).body;
    const mailing = (
      await a.session.call('POST', '/mailings', {
        json: { name: 'Tajny', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
      })
    ).body;
    expect((await b.session.call('GET', `/subscribers/${sub.id}`)).body.code).toBe('SUBSCRIBER_NOT_FOUND');
    expect((await b.session.call('GET', `/mailings/${mailing.id}`)).body.code).toBe('MAILING_NOT_FOUND');
    expect(
      (
        await b.session.call('PUT', `/mailings/${mailing.id}`, {
          json: { name: 'Mine', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>y</p>' },
        })
      ).body.code,
    ).toBe('MAILING_NOT_FOUND');
    expect((await b.session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).body.code).toBe('MAILING_NOT_FOUND');
    expect((await b.session.call('GET', '/subscribers')).body.items).toEqual([]);
    // The list's cursor is sealed and bound to its account (it merges the shards): one made by hand is refused.
    const page = await a.session.call('GET', '/subscribers', { query: { limit: '1' } });
    const cursor = Buffer.from(JSON.stringify({ sk: 'SUB#0' })).toString('base64url');
    const forged = await b.session.call('GET', '/subscribers', { query: { cursor } });
    expect([forged.status, forged.body.code]).toEqual([400, 'BAD_REQUEST']);
    expect(page.body.items).toHaveLength(1);
    expect((await a.session.call('GET', `/mailings/${mailing.id}`)).body.name).toBe('Tajny');
  });
});
