import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { createToken, tokenClient } from './api-token-helpers';

const { customEventsRepository } = await import('@functions/custom-events/repository');
const { customEventsService } = await import('@functions/custom-events/service');

/** Issue 19, custom events: `POST /v1/events` keeps what a subscriber did, per subscriber, once per `Idempotency-Key`. */
async function integrator(scopes?: string[]) {
  const { session, account } = await loggedIn();
  const { secret } = await createToken(session, scopes ? { scopes } : {});
  const api = tokenClient(secret);
  const email = `ev-${ulid().toLowerCase()}@example.com`;
  const upsert = await api.call('PUT', '/v1/subscribers', { json: { email, gsm: '48600700800' } });
  return { session, accountId: account.accountId, api, email, subscriberId: upsert.body.subscriber.id as string };
}

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();
const eventsOf = (accountId: string, subscriberId: string) => customEventsRepository.between(accountId, subscriberId, '0', 'Z', 100);

describe('public API v1: custom events', () => {
  it('keeps an event named by id, e-mail or number (202, newest first), and counts the names seen', async () => {
    const { api, accountId, email, subscriberId } = await integrator();
    const byId = await api.call('POST', '/v1/events', {
      json: { subscriber: { id: subscriberId }, name: 'order.paid', properties: { total: 120.5, currency: 'PLN', first: true } },
    });
    expect(byId).toMatchObject({
      status: 202,
      body: { subscriberId, name: 'order.paid', properties: { total: 120.5, currency: 'PLN', first: true } },
    });
    expect(Math.abs(Date.parse(byId.body.time) - Date.now())).toBeLessThan(60_000);
    const byEmail = await api.call('POST', '/v1/events', {
      json: { subscriber: { email: email.toUpperCase() }, name: 'order.paid', time: daysAgo(3) },
    });
    expect(byEmail).toMatchObject({ status: 202, body: { subscriberId } });
    expect(Math.abs(Date.parse(byEmail.body.time) - Date.parse(daysAgo(3)))).toBeLessThan(60_000);
    const byGsm = await api.call('POST', '/v1/events', {
      json: { subscriber: { gsm: '+48 600 700 800' }, name: 'signed_up', time: daysAgo(40) },
    });
    expect(byGsm).toMatchObject({ status: 202, body: { subscriberId, name: 'signed_up' } });
    const kept = await eventsOf(accountId, subscriberId);
    expect(kept.map((e) => e.id)).toEqual([byId.body.id, byEmail.body.id, byGsm.body.id]);
    expect(await customEventsService.names(accountId)).toEqual([
      { name: 'order.paid', count: 2, lastSeen: expect.any(String) },
      { name: 'signed_up', count: 1, lastSeen: expect.any(String) },
    ]);
  });

  it('answers an unknown subscriber as not found and refuses a bad name, properties, time or field, writing nothing', async () => {
    const { api, accountId, subscriberId } = await integrator();
    const post = (json: unknown) => api.call('POST', '/v1/events', { json });
    const subscriber = { id: subscriberId };
    expect(await post({ subscriber: { email: 'nobody@example.com' }, name: 'x' })).toMatchObject({
      status: 404,
      body: { code: 'SUBSCRIBER_NOT_FOUND' },
    });
    expect(await post({ subscriber: { id: 'NOSUCHSUBSCRIBER' }, name: 'x' })).toMatchObject({ status: 404 });
    const fieldCode = async (json: unknown) => {
      const res = await post(json);
      expect(res.status).toBe(400);
      return res.body.params?.errors?.[0]?.code;
    };
    expect(await fieldCode({ subscriber, name: 'Order Paid' })).toBe('EVENT_NAME_INVALID');
    expect(await fieldCode({ subscriber, name: 'a'.repeat(65) })).toBe('EVENT_NAME_INVALID');
    expect(await fieldCode({ subscriber, name: 'x', properties: { nested: { a: 1 } } })).toBe('EVENT_PROPERTIES_INVALID');
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i]));
    expect(await fieldCode({ subscriber, name: 'x', properties: many })).toBe('EVENT_PROPERTIES_INVALID');
    expect(await fieldCode({ subscriber, name: 'x', time: new Date(Date.now() + 3600_000).toISOString() })).toBe('EVENT_TIME_IN_FUTURE');
    expect(await fieldCode({ subscriber, name: 'x', time: daysAgo(400) })).toBe('EVENT_TIME_TOO_OLD');
    expect(await post({ subscriber, name: 'x', extra: 1 })).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(await post({ subscriber: { id: subscriberId, email: 'a@example.com' }, name: 'x' })).toMatchObject({ status: 400 });
    expect(await eventsOf(accountId, subscriberId)).toEqual([]);
    expect(await customEventsService.names(accountId)).toEqual([]);
  });

  it('keeps one event per Idempotency-Key: a retry answers the first, another body is refused (409)', async () => {
    const { api, accountId, subscriberId } = await integrator();
    const json = { subscriber: { id: subscriberId }, name: 'cart.abandoned', properties: { items: 3 } };
    const headers = { 'idempotency-key': `ev-${ulid()}` };
    const first = await api.call('POST', '/v1/events', { json, headers });
    expect(first.status).toBe(202);
    const again = await api.call('POST', '/v1/events', { json, headers });
    expect(again).toMatchObject({ status: 202, body: { id: first.body.id, time: first.body.time } });
    expect(await api.call('POST', '/v1/events', { json: { ...json, properties: { items: 4 } }, headers })).toMatchObject({
      status: 409,
      body: { code: 'IDEMPOTENCY_KEY_REUSED' },
    });
    expect(await api.call('POST', '/v1/events', { json, headers: { 'idempotency-key': 'has space' } })).toMatchObject({ status: 400 });
    expect(await eventsOf(accountId, subscriberId)).toHaveLength(1);
    expect((await customEventsService.names(accountId))[0]).toMatchObject({ name: 'cart.abandoned', count: 1 });
  });

  it('keeps a batch with a result per item; a schema error or more than 100 items refuse the call writing nothing', async () => {
    const { api, accountId, subscriberId } = await integrator();
    const res = await api.call('POST', '/v1/events/batch', {
      json: {
        items: [
          { subscriber: { id: subscriberId }, name: 'page.viewed', properties: { path: '/cennik' } },
          { subscriber: { email: 'nobody@example.com' }, name: 'page.viewed' },
          { subscriber: { id: subscriberId }, name: 'page.viewed', time: daysAgo(400) },
          { subscriber: { id: subscriberId }, name: 'page.viewed', time: daysAgo(1) },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { index: number; outcome: string; code?: string }) => [i.index, i.outcome, i.code])).toEqual([
      [0, 'accepted', undefined],
      [1, 'failed', 'SUBSCRIBER_NOT_FOUND'],
      [2, 'failed', 'VALIDATION_FAILED'],
      [3, 'accepted', undefined],
    ]);
    expect(res.body.items[2].errors).toEqual([{ path: 'time', code: 'EVENT_TIME_TOO_OLD' }]);
    const item = { subscriber: { id: subscriberId }, name: 'page.viewed' };
    expect(await api.call('POST', '/v1/events/batch', { json: { items: [item, { ...item, name: 'Bad Name' }] } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', params: { errors: [{ path: 'items.1.name', code: 'EVENT_NAME_INVALID' }] } },
    });
    const tooMany = await api.call('POST', '/v1/events/batch', { json: { items: Array.from({ length: 101 }, () => item) } });
    expect(tooMany).toMatchObject({ status: 400, body: { params: { errors: [{ code: 'API_BULK_TOO_LARGE' }] } } });
    expect((await eventsOf(accountId, subscriberId)).map((e) => e.id)).toEqual([res.body.items[0].id, res.body.items[3].id]);
  });

  it('looks a batch’s subscribers up by id, e-mail and number together, never finds a forgotten person, and counts each name by its events', async () => {
    const { session, api, accountId, email, subscriberId } = await integrator();
    const forgotten = (await api.call('PUT', '/v1/subscribers', { json: { email: `gone-${ulid().toLowerCase()}@example.com` } })).body
      .subscriber.id as string;
    expect((await session.call('POST', `/subscribers/${forgotten}/forget`, { json: {} })).status).toBe(200);
    const res = await api.call('POST', '/v1/events/batch', {
      json: {
        items: [
          { subscriber: { id: subscriberId }, name: 'order.paid' },
          { subscriber: { email }, name: 'order.paid' },
          { subscriber: { gsm: '+48 600 700 800' }, name: 'cart.abandoned' },
          { subscriber: { gsm: '123' }, name: 'cart.abandoned' },
          { subscriber: { id: forgotten }, name: 'order.paid' },
        ],
      },
    });
    expect(res.body.items.map((i: { outcome: string; code?: string }) => i.code ?? i.outcome)).toEqual([
      'accepted',
      'accepted',
      'accepted',
      'VALIDATION_FAILED',
      'SUBSCRIBER_NOT_FOUND',
    ]);
    expect(await eventsOf(accountId, subscriberId)).toHaveLength(3);
    expect(await eventsOf(accountId, forgotten)).toEqual([]);
    expect(await customEventsService.names(accountId)).toEqual([
      { name: 'order.paid', count: 2, lastSeen: expect.any(String) },
      { name: 'cart.abandoned', count: 1, lastSeen: expect.any(String) },
    ]);
  });

  it('needs the subscriber-editing scope', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session, { scopes: ['PERM_APRZEALL'] });
    const res = await tokenClient(secret).call('POST', '/v1/events', { json: { subscriber: { email: 'a@example.com' }, name: 'x' } });
    expect(res.status).toBe(403);
  });

  it('erases the events of a forgotten subscriber (GDPR) and keeps the others', async () => {
    const { api, accountId, subscriberId } = await integrator();
    const other = await api.call('PUT', '/v1/subscribers', { json: { email: `ev-other-${ulid().toLowerCase()}@example.com` } });
    const otherId = other.body.subscriber.id as string;
    for (const id of [subscriberId, subscriberId, otherId]) {
      expect(await api.call('POST', '/v1/events', { json: { subscriber: { id }, name: 'page.viewed' } })).toMatchObject({ status: 202 });
    }
    expect(await eventsOf(accountId, subscriberId)).toHaveLength(2);
    expect(await api.call('POST', `/v1/subscribers/${subscriberId}/forget`)).toMatchObject({ status: 200 });
    expect(await eventsOf(accountId, subscriberId)).toEqual([]);
    expect((await api.call('GET', `/v1/subscribers/${subscriberId}/events`)).body.items).toEqual([]);
    expect((await api.call('GET', `/v1/subscribers/${otherId}/events`)).body.items).toHaveLength(1);
  });

  it("reads a subscriber's events back newest first, a page at a time, by name and time window", async () => {
    const { api, subscriberId } = await integrator();
    const told = [];
    for (const [i, name] of ['a.one', 'b.two', 'a.one', 'b.two', 'a.one'].entries()) {
      const res = await api.call('POST', '/v1/events', { json: { subscriber: { id: subscriberId }, name, time: daysAgo(10 - i) } });
      told.push(res.body.id as string);
    }
    const list = (query: Record<string, string>) => api.call('GET', `/v1/subscribers/${subscriberId}/events`, { query });
    const first = await list({ limit: '2' });
    expect(first.status).toBe(200);
    expect(first.body.items.map((e: { id: string }) => e.id)).toEqual([told[4], told[3]]);
    const second = await list({ limit: '2', cursor: first.body.cursor });
    const third = await list({ limit: '2', cursor: second.body.cursor });
    expect([...second.body.items, ...third.body.items].map((e: { id: string }) => e.id)).toEqual([told[2], told[1], told[0]]);
    expect(third.body.cursor).toBeUndefined();
    const named = await list({ name: 'a.one', limit: '2' });
    expect(named.body.items.map((e: { id: string }) => e.id)).toEqual([told[4], told[2]]);
    const namedRest = await list({ name: 'a.one', limit: '2', cursor: named.body.cursor });
    expect(namedRest.body.items.map((e: { id: string }) => e.id)).toEqual([told[0]]);
    const window = await list({ from: daysAgo(9.5), to: daysAgo(7.5) });
    expect(window.body.items.map((e: { id: string }) => e.id)).toEqual([told[2], told[1]]);
    expect((await list({ from: daysAgo(1), to: daysAgo(2) })).body.items).toEqual([]);
    expect(await list({ cursor: 'bogus' })).toMatchObject({ status: 400 });
    expect(await list({ name: 'Bad Name' })).toMatchObject({ status: 400 });
  });

  it("answers another account's subscriber or an unknown one as not found, and needs the reading scope", async () => {
    const mine = await integrator();
    const theirs = await integrator();
    await theirs.api.call('POST', '/v1/events', { json: { subscriber: { id: theirs.subscriberId }, name: 'x' } });
    expect(await mine.api.call('GET', `/v1/subscribers/${theirs.subscriberId}/events`)).toMatchObject({
      status: 404,
      body: { code: 'SUBSCRIBER_NOT_FOUND' },
    });
    expect(await mine.api.call('GET', '/v1/subscribers/NOSUCHSUBSCRIBER/events')).toMatchObject({ status: 404 });
    const { secret } = await createToken(mine.session, { scopes: ['PERM_ADODAJ'] });
    expect(await tokenClient(secret).call('GET', `/v1/subscribers/${mine.subscriberId}/events`)).toMatchObject({ status: 403 });
  });
});
