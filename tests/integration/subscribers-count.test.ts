import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';

/** The list's header counter: GET /subscribers/count answers for the same filters as the list. */

async function add(session: ApiSession, email: string, status: number, props: Record<string, unknown> = {}) {
  const res = await session.call('POST', '/subscribers', { json: { email, status, props } });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const count = async (session: ApiSession, query: Record<string, string> = {}) => {
  const res = await session.call('GET', '/subscribers/count', { query });
  expect(res.status).toBe(200);
  return res.body as { count: number; capped: boolean };
};

describe('the subscriber count', () => {
  it('is exact for a small account, whatever the filter, and agrees with the list', async () => {
    const { session } = await loggedIn();
    expect(await count(session)).toEqual({ count: 0, capped: false });
    await add(session, 'ala@krakow.pl', 8, { firstname: 'Ala', city: 'Kraków' });
    await add(session, 'ola@krakow.pl', 8, { firstname: 'Ola', city: 'Kraków' });
    await add(session, 'ela@poznan.pl', 3, { firstname: 'Ela', city: 'Poznań' });
    await add(session, 'iza@gdansk.pl', 6);

    expect(await count(session)).toEqual({ count: 4, capped: false });
    expect(await count(session, { status: '8' })).toEqual({ count: 2, capped: false });
    expect(await count(session, { status: '8,6' })).toEqual({ count: 3, capped: false });
    expect(await count(session, { search: 'ola' })).toEqual({ count: 1, capped: false });
    expect(await count(session, { property: 'city', op: 'contains', value: 'krak' })).toEqual({ count: 2, capped: false });
    expect(await count(session, { property: 'city', op: 'empty', status: '6,3' })).toEqual({ count: 1, capped: false });
    expect(await count(session, { property: 'firstname', op: 'eq', value: 'Ela', status: '8' })).toEqual({ count: 0, capped: false });

    // The list's own pages hold as many as the count says.
    const listed = await session.call('GET', '/subscribers', { query: { property: 'city', op: 'contains', value: 'krak', limit: '100' } });
    expect(listed.body.items).toHaveLength(2);
  });

  it('follows changes at once and refuses what the list refuses', async () => {
    const { session } = await loggedIn();
    const one = await add(session, 'a@x.pl', 8);
    await add(session, 'b@x.pl', 8);
    const before = (await session.call('GET', `/subscribers/${one.id}`)).body;
    await session.call('PUT', `/subscribers/${one.id}`, { json: { version: before.version, status: 3 } });
    expect(await count(session, { status: '8' })).toEqual({ count: 1, capped: false });
    expect(await count(session, { status: '3' })).toEqual({ count: 1, capped: false });
    expect((await session.call('GET', '/subscribers/count', { query: { property: 'nope', op: 'notEmpty' } })).status).toBe(400);
    expect((await session.call('GET', '/subscribers/count', { query: { property: 'city' } })).status).toBe(400);
  });

  it('stops at the cap for a filter with no counter and says so', async () => {
    const { session } = await loggedIn();
    for (let i = 0; i < 5; i++) await add(session, `c${i}@x.pl`, 8, { city: 'Kraków' });
    process.env.SUBSCRIBER_COUNT_CAP = '3';
    try {
      expect(await count(session, { property: 'city', op: 'contains', value: 'krak' })).toEqual({ count: 3, capped: true });
      // Counters answer exactly at any size.
      expect(await count(session, { status: '8' })).toEqual({ count: 5, capped: false });
    } finally {
      delete process.env.SUBSCRIBER_COUNT_CAP;
    }
  });
});
