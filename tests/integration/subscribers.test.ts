import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';

const errorsOf = (res: { body: { params?: { errors?: { path: string; code: string }[] } } }) =>
  Object.fromEntries((res.body.params?.errors ?? []).map((e) => [e.path, e.code]));

async function withProperties(session: ApiSession) {
  const make = async (json: Record<string, unknown>) => (await session.call('POST', '/properties', { json })).body.id as string;
  return {
    points: await make({ type: 'int', name: 'points', displayName: 'Punkty', signed: false, maxNum: 100 }),
    plan: await make({ type: 'list', name: 'plan', displayName: 'Plan', values: ['basic', 'pro'] }),
    tags: await make({ type: 'multilist', name: 'tags', displayName: 'Tagi', values: ['a', 'b', 'c'] }),
    consent: await make({ type: 'spec_agr', name: 'consent', displayName: 'Zgoda' }),
  };
}

describe('subscribers', () => {
  it('adds subscribers by e-mail, GSM or both, checking every value against its property', async () => {
    const { session } = await loggedIn();
    const p = await withProperties(session);
    const created = await session.call('POST', '/subscribers', {
      json: {
        email: ' Ola@Example.COM ',
        gsm: '601 234 567',
        name: 'Ola',
        props: { [p.points]: '42', [p.plan]: 'PRO', [p.tags]: 'a|c', [p.consent]: 'tak', firstname: 'Ola', birthday: '1990-02-28' },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'ola@example.com', gsm: '48601234567', status: 8, emailType: 'normal', version: 1 });
    expect(created.body.props).toMatchObject({
      [p.points]: 42,
      [p.plan]: 'pro',
      [p.tags]: ['a', 'c'],
      firstname: 'Ola',
      birthday: '1990-02-28',
    });
    expect(Date.parse(created.body.props[p.consent])).toBeGreaterThan(Date.now() - 60_000);

    expect((await session.call('POST', '/subscribers', { json: { gsm: '+48 602 000 111' } })).status).toBe(201);
    expect(errorsOf(await session.call('POST', '/subscribers', { json: { name: 'Nobody' } }))).toEqual({
      email: 'SUBSCRIBER_CONTACT_REQUIRED',
    });
    const bad = await session.call('POST', '/subscribers', {
      json: {
        email: 'not-an-email',
        gsm: '123',
        props: { [p.points]: 101, [p.plan]: 'gold', [p.tags]: ['z'], birthday: '1990-02-30', nope: 'x' },
      },
    });
    expect(errorsOf(bad)).toEqual({
      email: 'SUBSCRIBER_INVALID_EMAIL',
      gsm: 'SUBSCRIBER_INVALID_GSM',
      [`props.${p.points}`]: 'PROPERTY_VALUE_OUT_OF_RANGE',
      [`props.${p.plan}`]: 'PROPERTY_VALUE_NOT_IN_LIST',
      [`props.${p.tags}`]: 'PROPERTY_VALUE_NOT_IN_LIST',
      'props.birthday': 'SUBSCRIBER_INVALID_DATE',
      'props.nope': 'PROPERTY_NOT_FOUND',
    });
    expect((await session.call('POST', '/subscribers', { json: { email: 'OLA@example.com' } })).body.code).toBe('SUBSCRIBER_EMAIL_EXISTS');
    expect((await session.call('POST', '/subscribers', { json: { email: 'new@example.com', gsm: '+48601234567' } })).body.code).toBe(
      'SUBSCRIBER_GSM_EXISTS',
    );
    expect((await session.call('GET', '/subscribers')).body.items).toHaveLength(2);
  });

  it('updates against the version read, records who changed what, and sets the exit date on unsubscribing', async () => {
    const { session, account } = await loggedIn();
    const s = (await session.call('POST', '/subscribers', { json: { email: 'jan@example.com', name: 'Jan' } })).body;
    const updated = await session.call('PUT', `/subscribers/${s.id}`, {
      json: { version: s.version, name: 'Jan Nowak', gsm: '603000000', comment: null, status: 2 },
    });
    expect(updated.body).toMatchObject({ name: 'Jan Nowak', gsm: '48603000000', status: 2, version: 2 });
    expect(updated.body.unsubscribedAt).toBeTruthy();
    expect((await session.call('PUT', `/subscribers/${s.id}`, { json: { version: s.version, name: 'Stale' } })).body.code).toBe(
      'SUBSCRIBER_CHANGED',
    );
    // Saving the same values is no change at all.
    expect((await session.call('PUT', `/subscribers/${s.id}`, { json: { version: 2, name: 'Jan Nowak' } })).body.version).toBe(2);
    expect(errorsOf(await session.call('PUT', `/subscribers/${s.id}`, { json: { version: 2, email: null, gsm: null } }))).toEqual({
      email: 'SUBSCRIBER_CONTACT_REQUIRED',
    });
    expect(errorsOf(await session.call('PUT', `/subscribers/${s.id}`, { json: { version: 2, status: 9 } }))).toEqual({
      status: 'SUBSCRIBER_INVALID_STATUS',
    });

    const history = (await session.call('GET', `/subscribers/${s.id}/history`)).body.items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);
    expect(history[0].actor).toEqual({ kind: 'user', userId: account.userId, email: account.email });
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Jan', to: 'Jan Nowak' },
        { field: 'status', from: 8, to: 2 },
        { field: 'gsm', from: null, to: '48603000000' },
      ]),
    );
    const log = (await session.call('GET', '/subscribers/history')).body.items;
    expect(log[0]).toMatchObject({ subscriberId: s.id, action: 'updated' });
  });

  it('searches by e-mail prefix and filters by status and property, page by page', async () => {
    const { session } = await loggedIn();
    const p = await withProperties(session);
    const add = (email: string, status: number, plan?: string) =>
      session.call('POST', '/subscribers', { json: { email, status, ...(plan ? { props: { [p.plan]: plan } } : {}) } });
    await add('anna@a.pl', 8, 'pro');
    await add('anita@a.pl', 6, 'basic');
    await add('bob@b.pl', 8);
    await add('ania@b.pl', 3, 'pro');
    const emails = (res: { body: { items: { email: string }[] } }) => res.body.items.map((s) => s.email);

    expect(emails(await session.call('GET', '/subscribers', { query: { search: 'AN' } }))).toEqual([
      'ania@b.pl',
      'anita@a.pl',
      'anna@a.pl',
    ]);
    expect(emails(await session.call('GET', '/subscribers', { query: { search: 'an', status: '8' } }))).toEqual(['anna@a.pl']);
    expect(emails(await session.call('GET', '/subscribers', { query: { status: '8' } }))).toEqual(['bob@b.pl', 'anna@a.pl']);
    expect(emails(await session.call('GET', '/subscribers', { query: { status: '6,3' } }))).toEqual(['ania@b.pl', 'anita@a.pl']);
    expect(emails(await session.call('GET', '/subscribers', { query: { property: p.plan, op: 'eq', value: 'pro' } }))).toEqual([
      'ania@b.pl',
      'anna@a.pl',
    ]);
    expect(emails(await session.call('GET', '/subscribers', { query: { property: p.plan, op: 'empty' } }))).toEqual(['bob@b.pl']);
    expect(
      emails(await session.call('GET', '/subscribers', { query: { property: 'email', op: 'contains', value: '@b.pl', status: '8,3' } })),
    ).toEqual(['ania@b.pl', 'bob@b.pl']);
    expect(errorsOf(await session.call('GET', '/subscribers', { query: { status: '1' } }))).toEqual({
      status: 'SUBSCRIBER_INVALID_STATUS',
    });
    expect(errorsOf(await session.call('GET', '/subscribers', { query: { property: 'nope', op: 'eq', value: 'x' } }))).toEqual({
      property: 'PROPERTY_NOT_FOUND',
    });

    const first = await session.call('GET', '/subscribers', { query: { limit: '3' } });
    expect(first.body.items).toHaveLength(3);
    const second = await session.call('GET', '/subscribers', { query: { limit: '3', cursor: first.body.cursor } });
    expect(emails(second)).toEqual(['anna@a.pl']);
  });

  it('finds "contains" whatever the case, in a value or a multilist, page by page without a row twice', async () => {
    const { session } = await loggedIn();
    const cities: [string, number, string][] = [
      ['a@x.pl', 8, 'Kraków'],
      ['b@x.pl', 8, 'Gdańsk'],
      ['c@x.pl', 8, 'KRAKÓW-Podgórze'],
      ['d@x.pl', 6, 'Nowy Kraków'],
      ['e@x.pl', 8, 'krakowiany'],
      ['f@x.pl', 8, 'Łódź'],
      ['g@x.pl', 8, 'kraków'],
    ];
    for (const [email, status, city] of cities)
      expect((await session.call('POST', '/subscribers', { json: { email, status, props: { city } } })).status).toBe(201);
    const all = async (query: Record<string, string>) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await session.call('GET', '/subscribers', { query: { ...query, limit: '2', ...(cursor ? { cursor } : {}) } });
        expect(page.body.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.body.items.map((s: { email: string }) => s.email));
        cursor = page.body.cursor;
      } while (cursor);
      return seen;
    };
    // Newest first; "krak" finds Kraków in any case, not "krakowiany" for "kraków".
    expect(await all({ property: 'city', op: 'contains', value: 'KRAK' })).toEqual(['g@x.pl', 'e@x.pl', 'd@x.pl', 'c@x.pl', 'a@x.pl']);
    expect(await all({ property: 'city', op: 'contains', value: 'kraków' })).toEqual(['g@x.pl', 'd@x.pl', 'c@x.pl', 'a@x.pl']);
    // One status reads the status index: the same, resumed on its keys.
    expect(await all({ property: 'city', op: 'contains', value: 'krak', status: '8' })).toEqual(['g@x.pl', 'e@x.pl', 'c@x.pl', 'a@x.pl']);
    expect(await all({ property: 'email', op: 'contains', value: '@X.PL', status: '6' })).toEqual(['d@x.pl']);

    const interests = (
      await session.call('POST', '/properties', {
        json: { type: 'multilist', name: 'interests', displayName: 'Zainteresowania', values: ['Sport', 'Muzyka'] },
      })
    ).body.id;
    await session.call('POST', '/subscribers', { json: { email: 'm@x.pl', props: { [interests]: ['Sport', 'Muzyka'] } } });
    expect(await all({ property: interests, op: 'contains', value: 'muz' })).toEqual(['m@x.pl']);
  });

  it('forgets a subscriber under GDPR for good and refuses taking the person in again', async () => {
    const { session } = await loggedIn();
    const s = (
      await session.call('POST', '/subscribers', {
        json: { email: 'ewa@example.com', gsm: '604000000', name: 'Ewa', props: { city: 'Gdańsk' } },
      })
    ).body;
    await session.call('POST', `/subscribers/${s.id}/notes`, { json: { text: 'Dzwoniła w sprawie faktury' } });
    await session.call('PUT', `/subscribers/${s.id}`, { json: { version: 1, name: 'Ewa K.' } });

    const forgotten = await session.call('POST', `/subscribers/${s.id}/forget`, { json: {} });
    expect(forgotten.body).toEqual({
      id: s.id,
      status: 9,
      emailType: 'normal',
      source: 'manual',
      createdAt: s.createdAt,
      updatedAt: expect.any(String),
      unsubscribedAt: expect.any(String),
      props: {},
      version: 3,
    });
    const history = (await session.call('GET', `/subscribers/${s.id}/history`)).body.items;
    expect(history).toEqual([expect.objectContaining({ action: 'forgotten', changes: [{ field: 'status', from: 8, to: 9 }] })]);
    expect(JSON.stringify((await session.call('GET', '/subscribers/history')).body)).not.toContain('Ewa');
    expect((await session.call('GET', `/subscribers/${s.id}/notes`)).body.items).toEqual([]);

    expect((await session.call('PUT', `/subscribers/${s.id}`, { json: { version: 3, name: 'X' } })).body.code).toBe(
      'SUBSCRIBER_STATUS_9_NOT_EDITABLE',
    );
    expect((await session.call('POST', '/subscribers', { json: { email: 'EWA@example.com' } })).body.code).toBe('SUBSCRIBER_FORGOTTEN');
    expect((await session.call('POST', '/subscribers', { json: { gsm: '+48 604 000 000' } })).body.code).toBe('SUBSCRIBER_FORGOTTEN');
    expect((await session.call('POST', '/subscribers', { json: { email: 'ewa2@example.com' } })).status).toBe(201);
    // Forgetting again is harmless.
    expect((await session.call('POST', `/subscribers/${s.id}/forget`, { json: {} })).body.status).toBe(9);
  });

  it('acts on several subscribers at once, each on its own', async () => {
    const { session } = await loggedIn();
    const a = (await session.call('POST', '/subscribers', { json: { email: 'a@x.pl' } })).body;
    const b = (await session.call('POST', '/subscribers', { json: { email: 'b@x.pl' } })).body;
    const other = await loggedIn();
    const foreign = (await other.session.call('POST', '/subscribers', { json: { email: 'f@x.pl' } })).body;
    const res = await session.call('POST', '/subscribers/bulk', { json: { ids: [a.id, b.id, foreign.id], action: 'status', status: 7 } });
    expect(res.body).toEqual({ done: [a.id, b.id], failed: [{ id: foreign.id, code: 'SUBSCRIBER_NOT_FOUND' }] });
    expect((await other.session.call('GET', `/subscribers/${foreign.id}`)).body.status).toBe(8);
    expect((await session.call('GET', '/subscribers', { query: { status: '7' } })).body.items).toHaveLength(2);
    expect(errorsOf(await session.call('POST', '/subscribers/bulk', { json: { ids: [a.id], action: 'status' } }))).toEqual({
      status: 'VALIDATION_REQUIRED',
    });
  });

  it('keeps notes and counts subscribers by status over time', async () => {
    const { session } = await loggedIn();
    const s = (await session.call('POST', '/subscribers', { json: { email: 'n@x.pl' } })).body;
    await session.call('POST', '/subscribers', { json: { email: 'm@x.pl', status: 6 } });
    const note = (await session.call('POST', `/subscribers/${s.id}/notes`, { json: { text: 'VIP' } })).body;
    expect((await session.call('GET', `/subscribers/${s.id}/notes`)).body.items).toEqual([note]);
    expect((await session.call('DELETE', `/subscribers/${s.id}/notes/${note.id}`, { json: {} })).status).toBe(200);
    expect((await session.call('DELETE', `/subscribers/${s.id}/notes/${note.id}`, { json: {} })).status).toBe(404);

    await session.call('PUT', `/subscribers/${s.id}`, { json: { version: 1, status: 3 } });
    const stats = (await session.call('GET', '/subscribers/stats', { query: { days: '7' } })).body;
    expect(stats.total).toBe(2);
    expect(stats.byStatus).toMatchObject({ 3: 1, 6: 1, 8: 0 });
    expect(stats.series).toHaveLength(7);
    const today = stats.series.at(-1);
    expect(today).toMatchObject({ total: 2, joined: 2, left: 1, byStatus: expect.objectContaining({ 3: 1, 6: 1 }) });
    // Before today the account had nobody.
    expect(stats.series[5]).toMatchObject({ total: 0 });
  });
});
