import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { createToken, tokenClient } from './api-token-helpers';

/** The details page's custom-events tab: `GET /subscribers/{id}/events`, the v1 route's reading in a session. */
async function account() {
  const { session, account } = await loggedIn();
  const { secret } = await createToken(session);
  const api = tokenClient(secret);
  const upsert = await api.call('PUT', '/v1/subscribers', { json: { email: `sev-${ulid().toLowerCase()}@example.com` } });
  return { session, api, accountId: account.accountId, subscriberId: upsert.body.subscriber.id as string };
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((e) => e.id);

describe('subscriber details: custom events (session)', () => {
  it('lists the events newest first, a page at a time, and by name', async () => {
    const { session, api, subscriberId } = await account();
    const told: string[] = [];
    for (const [i, name] of ['cart.viewed', 'order.paid', 'cart.viewed'].entries()) {
      const res = await api.call('POST', '/v1/events', {
        json: { subscriber: { id: subscriberId }, name, time: ago(30 - i), properties: { step: i } },
      });
      told.push(res.body.id as string);
    }
    const list = (query: Record<string, string>) => session.call('GET', `/subscribers/${subscriberId}/events`, { query });
    const first = await list({ limit: '2' });
    expect(first.status).toBe(200);
    expect(ids(first)).toEqual([told[2], told[1]]);
    expect(first.body.items[0]).toMatchObject({ subscriberId, name: 'cart.viewed', properties: { step: 2 } });
    const rest = await list({ limit: '2', cursor: first.body.cursor });
    expect(ids(rest)).toEqual([told[0]]);
    expect(rest.body.cursor).toBeUndefined();
    expect(ids(await list({ name: 'cart.viewed' }))).toEqual([told[2], told[0]]);
    expect((await list({ name: 'nothing.told' })).body.items).toEqual([]);
  });

  it("answers another account's subscriber as not found", async () => {
    const mine = await account();
    const theirs = await account();
    await theirs.api.call('POST', '/v1/events', { json: { subscriber: { id: theirs.subscriberId }, name: 'x' } });
    expect(await mine.session.call('GET', `/subscribers/${theirs.subscriberId}/events`)).toMatchObject({
      status: 404,
      body: { code: 'SUBSCRIBER_NOT_FOUND' },
    });
    expect((await theirs.session.call('GET', `/subscribers/${theirs.subscriberId}/events`)).body.items).toHaveLength(1);
  });
});
