import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { createToken, tokenClient } from './api-token-helpers';

async function integrator() {
  const { session, account } = await loggedIn();
  const { secret } = await createToken(session);
  return { session, account, api: tokenClient(secret) };
}

describe('public API v1: subscribers', () => {
  it('upserts by e-mail idempotently: created, unchanged when sent again, updated when a field changes', async () => {
    const { api, session } = await integrator();
    const body = { email: 'Jan.Kowalski@Example.com', name: 'Jan' };
    const created = await api.call('PUT', '/v1/subscribers', { json: body });
    expect(created).toMatchObject({
      status: 200,
      body: { outcome: 'created', subscriber: { email: 'jan.kowalski@example.com', name: 'Jan', status: 8 } },
    });
    expect(created.body.subscriber.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const again = await api.call('PUT', '/v1/subscribers', { json: body });
    expect(again.body).toMatchObject({
      outcome: 'unchanged',
      subscriber: { id: created.body.subscriber.id, version: created.body.subscriber.version },
    });
    const renamed = await api.call('PUT', '/v1/subscribers', { json: { email: 'jan.kowalski@example.com', name: 'Janek' } });
    expect(renamed.body).toMatchObject({ outcome: 'updated', subscriber: { id: created.body.subscriber.id, name: 'Janek' } });
    // The web list shows the one subscriber.
    const list = await session.call('GET', '/subscribers');
    expect(list.body.items.map((s: { id: string }) => s.id)).toEqual([created.body.subscriber.id]);
  });

  it('upserts by GSM number when there is no e-mail, and refuses a body with neither or with unknown fields', async () => {
    const { api } = await integrator();
    const created = await api.call('PUT', '/v1/subscribers', { json: { gsm: '48600100200' } });
    expect(created.body.outcome).toBe('created');
    const again = await api.call('PUT', '/v1/subscribers', { json: { gsm: '48600100200', status: 3 } });
    expect(again.body).toMatchObject({ outcome: 'updated', subscriber: { id: created.body.subscriber.id, status: 3 } });
    expect(await api.call('PUT', '/v1/subscribers', { json: { name: 'Nobody' } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', params: { errors: [{ path: 'email', code: 'SUBSCRIBER_CONTACT_REQUIRED' }] } },
    });
    const unknown = await api.call('PUT', '/v1/subscribers', { json: { email: 'x@example.com', favourite: 'blue' } });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const malformed = await api.call('PUT', '/v1/subscribers', { rawBody: '{"email": ' });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', params: { reason: 'malformed_json' } } });
    expect((await api.call('GET', '/v1/subscribers')).body.items).toHaveLength(1);
  });

  it('bulk-upserts with a result per item; an item its schema refuses, or more than 1000 items, refuse the call writing nothing', async () => {
    const { api } = await integrator();
    await api.call('PUT', '/v1/subscribers', { json: { email: 'known@example.com' } });
    const res = await api.call('POST', '/v1/subscribers/bulk', {
      json: {
        items: [{ email: 'new@example.com' }, { email: 'not-an-address' }, { email: 'known@example.com', name: 'Known' }],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { index: number; outcome: string; code?: string }) => [i.index, i.outcome, i.code])).toEqual([
      [0, 'created', undefined],
      [1, 'failed', 'VALIDATION_FAILED'],
      [2, 'updated', undefined],
    ]);
    expect(res.body.items[1].errors).toEqual([{ path: 'email', code: 'SUBSCRIBER_INVALID_EMAIL' }]);
    const unknownField = await api.call('POST', '/v1/subscribers/bulk', {
      json: { items: [{ email: 'y@example.com' }, { email: 'z@example.com', extra: 1 }] },
    });
    expect(unknownField).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', params: { errors: [{ path: 'items.1.extra' }] } },
    });
    const tooMany = await api.call('POST', '/v1/subscribers/bulk', {
      json: { items: Array.from({ length: 1001 }, (_, i) => ({ email: `bulk${i}@example.com` })) },
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', params: { errors: [{ path: 'items', code: 'API_BULK_TOO_LARGE', params: { max: 1000 } }] } },
    });
    const all = await api.call('GET', '/v1/subscribers', { query: { limit: '100' } });
    expect(all.body.items.map((s: { email: string }) => s.email).sort()).toEqual(['known@example.com', 'new@example.com']);
  });

  it('gets one, lists with cursor paging and filters, changes the status and forgets', async () => {
    const { api, session } = await integrator();
    const ids: string[] = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      ids.push((await api.call('PUT', '/v1/subscribers', { json: { email } })).body.subscriber.id);
    expect((await api.call('GET', `/v1/subscribers/${ids[0]}`)).body).toMatchObject({ id: ids[0], email: 'a@example.com' });

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await api.call('GET', '/v1/subscribers', { query: { limit: '2', ...(cursor ? { cursor } : {}) } });
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((s: { id: string }) => s.id));
      cursor = page.body.cursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());

    const status = await api.call('PUT', `/v1/subscribers/${ids[1]}/status`, { json: { status: 3 } });
    expect(status).toMatchObject({ status: 200, body: { id: ids[1], status: 3 } });
    expect((await api.call('PUT', `/v1/subscribers/${ids[1]}/status`, { json: { status: 9 } })).status).toBe(400);
    const unsubscribed = await api.call('GET', '/v1/subscribers', { query: { status: '3' } });
    expect(unsubscribed.body.items.map((s: { id: string }) => s.id)).toEqual([ids[1]]);
    const search = await api.call('GET', '/v1/subscribers', { query: { search: 'c@' } });
    expect(search.body.items.map((s: { id: string }) => s.id)).toEqual([ids[2]]);

    const forgotten = await api.call('POST', `/v1/subscribers/${ids[2]}/forget`, { json: {} });
    expect(forgotten).toMatchObject({ status: 200, body: { id: ids[2], status: 9 } });
    expect(forgotten.body.email).toBeUndefined();
    // As the web's forget: taken in again only with a trace of who was forgotten.
    expect((await api.call('PUT', '/v1/subscribers', { json: { email: 'c@example.com' } })).body.code).toBe('SUBSCRIBER_FORGOTTEN');
    expect((await session.call('GET', `/subscribers/${ids[2]}`)).body.status).toBe(9);
  });

  it('never reaches another account’s subscriber', async () => {
    const mine = await integrator();
    const theirs = await integrator();
    const id = (await theirs.api.call('PUT', '/v1/subscribers', { json: { email: 'theirs@example.com' } })).body.subscriber.id;
    expect(await mine.api.call('GET', `/v1/subscribers/${id}`)).toMatchObject({ status: 404, body: { code: 'SUBSCRIBER_NOT_FOUND' } });
    expect((await mine.api.call('PUT', `/v1/subscribers/${id}/status`, { json: { status: 3 } })).status).toBe(404);
    expect((await mine.api.call('POST', `/v1/subscribers/${id}/forget`, { json: {} })).status).toBe(404);
    // The same address in another account is another subscriber.
    expect((await mine.api.call('PUT', '/v1/subscribers', { json: { email: 'theirs@example.com' } })).body.outcome).toBe('created');
    expect((await theirs.api.call('GET', `/v1/subscribers/${id}`)).body.status).toBe(8);
  });
});
