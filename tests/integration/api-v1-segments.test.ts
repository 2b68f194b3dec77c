import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { createToken, tokenClient } from './api-token-helpers';
import { restrictedAccount } from './restriction-helpers';
import { STATUS_TREE } from './sweep-resources';

const SCOPES = ['PERM_APRZEALL', 'PERM_AGRPRZEALL'];

async function integrator() {
  const { session, account } = await loggedIn();
  const { secret } = await createToken(session, { scopes: SCOPES });
  return { session, account, api: tokenClient(secret) };
}

const newSegment = async (session: ApiSession, name: string) => {
  const res = await session.call('POST', '/segments', { json: { name, type: 'static', conditions: STATUS_TREE } });
  if (res.status !== 201) throw new Error(`segment: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id as string;
};

describe('public API v1: properties', () => {
  it('lists the account’s properties as the web does, with the subscribers’ read scope', async () => {
    const { api, session } = await integrator();
    const created = await session.call('POST', '/properties', {
      json: { type: 'string', name: 'miasto', displayName: 'Miasto', maxChar: 40 },
    });
    expect(created.status).toBe(201);
    const res = await api.call('GET', '/v1/properties');
    expect(res.status).toBe(200);
    expect(res.body).toEqual((await session.call('GET', '/properties')).body);
    expect(res.body.items.map((p: { name: string }) => p.name)).toContain('miasto');

    const { secret } = await createToken(session, { scopes: ['PERM_AGRPRZEALL'] });
    expect(await tokenClient(secret).call('GET', '/v1/properties')).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED', params: { permission: 'PERM_APRZEALL' } },
    });
  });
});

describe('public API v1: segments', () => {
  it('lists segments page by page in creation order, and gets one; another account’s are missing', async () => {
    const { api, session } = await integrator();
    const ids = [await newSegment(session, 'Czwarty'), await newSegment(session, 'Drugi'), await newSegment(session, 'Trzeci')];
    const first = await api.call('GET', '/v1/segments', { query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.items.map((s: { id: string }) => s.id)).toEqual(ids.slice(0, 2));
    expect(first.body.cursor).toEqual(expect.any(String));
    const second = await api.call('GET', '/v1/segments', { query: { limit: '2', cursor: first.body.cursor } });
    expect(second.body.items.map((s: { id: string }) => s.id)).toEqual(ids.slice(2));
    expect(second.body.cursor).toBeUndefined();
    expect(await api.call('GET', '/v1/segments', { query: { cursor: 'e30' } })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });

    const one = await api.call('GET', `/v1/segments/${ids[0]}`);
    expect(one).toMatchObject({ status: 200, body: { id: ids[0], name: 'Czwarty', type: 'static', state: 'draft', audience: null } });
    expect(one.body).toEqual((await session.call('GET', `/segments/${ids[0]}`)).body);
    expect(one.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    const other = await integrator();
    expect((await other.api.call('GET', '/v1/segments')).body.items).toEqual([]);
    expect(await other.api.call('GET', `/v1/segments/${ids[0]}`)).toMatchObject({ status: 404, body: { code: 'SEGMENT_NOT_FOUND' } });
    expect(await other.api.call('GET', `/v1/segments/${ids[0]}/members`)).toMatchObject({
      status: 404,
      body: { code: 'SEGMENT_NOT_FOUND' },
    });
    expect(await other.api.call('POST', `/v1/segments/${ids[0]}/recalculate`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'SEGMENT_NOT_FOUND' },
    });
  });

  it('refuses unknown query fields, a bad limit and a token without the segments’ scope', async () => {
    const { api, session } = await integrator();
    expect(await api.call('GET', '/v1/segments', { query: { name: 'x' } })).toMatchObject({ status: 400 });
    expect(await api.call('GET', '/v1/segments', { query: { limit: '101' } })).toMatchObject({ status: 400 });
    const { secret } = await createToken(session, { scopes: ['PERM_APRZEALL'] });
    expect(await tokenClient(secret).call('GET', '/v1/segments')).toMatchObject({
      status: 403,
      body: { code: 'PERMISSION_DENIED', params: { permission: 'PERM_AGRPRZEALL' } },
    });
  });

  it('recalculates in the background (202, one at a time), then pages the members by id, e-mail, GSM and status', async () => {
    const { api, session } = await integrator();
    const made: string[] = [];
    for (const [i, email] of ['a@example.com', 'b@example.com', 'c@example.com'].entries()) {
      const res = await session.call('POST', '/subscribers', { json: { email, gsm: `4860100020${i}`, name: 'Do segmentu', status: 8 } });
      expect(res.status).toBe(201);
      made.push(res.body.id);
    }
    const id = await newSegment(session, 'Zapisani');
    expect(await api.call('GET', `/v1/segments/${id}/members`)).toMatchObject({ status: 409, body: { code: 'SEGMENT_NOT_CONFIGURED' } });

    const queued = await api.call('POST', `/v1/segments/${id}/recalculate`, { json: {} });
    expect(queued).toMatchObject({ status: 202, body: { id, state: 'queued' } });
    expect(await api.call('POST', `/v1/segments/${id}/recalculate`, { json: {} })).toMatchObject({
      status: 409,
      body: { code: 'SEGMENT_STILL_PROCESSING' },
    });
    expect(await api.call('GET', `/v1/segments/${id}/members`)).toMatchObject({ status: 409, body: { code: 'SEGMENT_STILL_PROCESSING' } });
    await drainQueues();
    expect((await api.call('GET', `/v1/segments/${id}`)).body).toMatchObject({ state: 'ready', audience: { count: 3, expired: false } });

    const first = await api.call('GET', `/v1/segments/${id}/members`, { query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    for (const member of first.body.items) expect(Object.keys(member).sort()).toEqual(['email', 'gsm', 'id', 'status']);
    const second = await api.call('GET', `/v1/segments/${id}/members`, { query: { limit: '2', cursor: first.body.cursor } });
    const all = [...first.body.items, ...second.body.items];
    expect(all.map((m: { id: string }) => m.id).sort()).toEqual([...made].sort());
    expect(all.find((m: { id: string }) => m.id === made[0])).toEqual({
      id: made[0],
      email: 'a@example.com',
      gsm: '48601000200',
      status: 8,
    });
    expect(second.body.cursor).toBeUndefined();
    // A bad cursor is refused, never read as the start.
    expect(await api.call('GET', `/v1/segments/${id}/members`, { query: { cursor: 'nie-kursor' } })).toMatchObject({ status: 400 });
  });

  it('gives a restricted token only its own segments and their members', async () => {
    const w = await restrictedAccount();
    const outsideSegment = await newSegment(w.owner, 'Wszyscy zapisani');
    await w.owner.call('POST', `/segments/${outsideSegment}/calculate`, { json: {} });
    await drainQueues();
    const { secret } = await createToken(w.member.session, { scopes: SCOPES });
    const api = tokenClient(secret);

    const list = await api.call('GET', '/v1/segments', { query: { limit: '1' } });
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([w.segment]);
    expect(list.body.items[0].audience.count).toBe(w.inside.length);
    expect(list.body.cursor).toBeUndefined();
    expect(await api.call('GET', `/v1/segments/${outsideSegment}`)).toMatchObject({ status: 404, body: { code: 'SEGMENT_NOT_FOUND' } });
    expect(await api.call('GET', `/v1/segments/${outsideSegment}/members`)).toMatchObject({
      status: 404,
      body: { code: 'SEGMENT_NOT_FOUND' },
    });
    expect(await api.call('POST', `/v1/segments/${outsideSegment}/recalculate`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'SEGMENT_NOT_FOUND' },
    });
    expect((await w.owner.call('GET', `/segments/${outsideSegment}`)).body.state).toBe('ready');

    const members = await api.call('GET', `/v1/segments/${w.segment}/members`);
    expect(members.body.items.map((m: { id: string }) => m.id).sort()).toEqual(w.inside.map((p) => p.id).sort());
  });
});
