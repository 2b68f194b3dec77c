import { describe, expect, it, onTestFinished } from 'vitest';
import { drainQueues, estimated, loggedIn, type ApiSession } from './helpers';

const { activityRepository } = await import('@functions/activity/repository');
const { tick } = await import('@functions/ticker/handler');

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
const errorsOf = (res: { body: { params?: { errors?: { path: string; code: string }[] } } }) =>
  Object.fromEntries((res.body.params?.errors ?? []).map((e) => [e.path, e.code]));

const opened = {
  kind: 'condition',
  source: 'activity',
  target: '*',
  events: ['opened'],
  window: { kind: 'last', days: 30 },
  aggregation: 'count',
  operator: 'gte',
  value: 3,
};
const inCity = { kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków', 'Gdańsk'] };
const birthdaySoon = { kind: 'condition', source: 'property', target: 'birthday', aggregation: 'anniversary', operator: 'lte', value: 7 };
const example = (mailingId: string) => ({
  kind: 'group',
  op: 'and',
  children: [
    opened,
    { kind: 'group', op: 'or', children: [inCity, birthdaySoon] },
    {
      kind: 'condition',
      source: 'activity',
      target: mailingId,
      events: ['clicked'],
      window: { kind: 'ever' },
      aggregation: 'count',
      operator: 'eq',
      value: 0,
    },
  ],
});

/** Adds a subscriber with activity written straight into the store (as the sending path would). */
async function subscriber(
  session: ApiSession,
  accountId: string,
  email: string,
  props: Record<string, unknown>,
  events: { type: 'opened' | 'clicked'; daysAgo: number; mailingId: string }[],
) {
  const s = (await session.call('POST', '/subscribers', { json: { email, props } })).body;
  for (const e of events)
    await activityRepository.record(accountId, s.id, { type: e.type, at: daysAgo(e.daysAgo), mailingId: e.mailingId });
  return s.id as string;
}

async function calculated(session: ApiSession, id: string) {
  expect((await session.call('POST', `/segments/${id}/calculate`, { json: {} })).status).toBe(202);
  await drainQueues();
  return (await session.call('GET', `/segments/${id}`)).body;
}

describe('segments', () => {
  it('builds the spec’s example, estimates, calculates in the background and lists the audience', async () => {
    const { session, account } = await loggedIn();
    const mailing = (
      await session.call('POST', '/mailings', {
        json: { name: 'Wyprzedaż', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
      })
    ).body.id;
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const birthday = `1990-${String(soon.getUTCMonth() + 1).padStart(2, '0')}-${String(soon.getUTCDate()).padStart(2, '0')}`;
    const three = (id: string) => [1, 5, 20].map((d) => ({ type: 'opened' as const, daysAgo: d, mailingId: id }));
    const yesCity = await subscriber(session, account.accountId, 'city@x.pl', { city: 'Kraków' }, three('m-a'));
    const yesBirthday = await subscriber(session, account.accountId, 'bday@x.pl', { city: 'Poznań', birthday }, three('m-b'));
    await subscriber(
      session,
      account.accountId,
      'old@x.pl',
      { city: 'Gdańsk' },
      [1, 5, 40].map((d) => ({ type: 'opened' as const, daysAgo: d, mailingId: 'm' })),
    );
    await subscriber(session, account.accountId, 'clicked@x.pl', { city: 'Gdańsk' }, [
      ...three('m'),
      { type: 'clicked', daysAgo: 100, mailingId: mailing },
    ]);
    await subscriber(session, account.accountId, 'nocity@x.pl', {}, three('m'));

    // The estimate runs on the jobs queue: started, then read by its id once the worker has run it.
    const estimate = await estimated(session, example(mailing));
    expect(estimate.status).toBe(200);
    expect(estimate.body).toMatchObject({ state: 'finished', result: { count: 2, margin: 0, total: 5, exact: true } });

    const created = await session.call('POST', '/segments', {
      json: { name: 'Przykład ze specyfikacji', type: 'static', conditions: example(mailing) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ state: 'draft', audience: null });
    expect((await session.call('GET', `/segments/${created.body.id}/audience`)).body.code).toBe('SEGMENT_NOT_CONFIGURED');

    const done = await calculated(session, created.body.id);
    expect(done).toMatchObject({ state: 'ready', audience: { count: 2, expiresAt: null, expired: false } });
    const audience = await session.call('GET', `/segments/${created.body.id}/audience`, { query: { limit: '1' } });
    expect(audience.body.items).toHaveLength(1);
    const rest = await session.call('GET', `/segments/${created.body.id}/audience`, {
      query: { limit: '1', cursor: audience.body.cursor },
    });
    expect([...audience.body.items, ...rest.body.items].map((s: { id: string }) => s.id).sort()).toEqual([yesCity, yesBirthday].sort());
    expect(rest.body.cursor).toBeUndefined();
  });

  it('refuses trees with the spec’s validation codes, on the account’s own properties and mailings', async () => {
    const { session } = await loggedIn();
    const save = (conditions: unknown) => session.call('POST', '/segments', { json: { name: 'Zły', type: 'static', conditions } });
    expect(errorsOf(await save({ kind: 'group', op: 'and', children: [] }))).toEqual({ 'conditions.children': 'SEGMENT_MISSING_CHILDREN' });
    expect(
      errorsOf(
        await save({
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: [] }],
        }),
      ),
    ).toEqual({
      'conditions.children.0.value': 'SEGMENT_MISSING_IN_VALUES',
    });
    expect(
      errorsOf(
        await save({
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'property', target: 'nope', aggregation: 'none', operator: 'eq', value: 'x' }],
        }),
      ),
    ).toEqual({
      'conditions.children.0.target': 'SEGMENT_SPEC_NOT_FOUND',
    });
    expect(errorsOf(await save({ kind: 'group', op: 'and', children: [{ ...opened, target: 'no-such-mailing' }] }))).toEqual({
      'conditions.children.0.target': 'SEGMENT_SPEC_NOT_FOUND',
    });
    expect(errorsOf(await save({ kind: 'group', op: 'and', children: [{ ...opened, value: -1 }] }))).toEqual({
      'conditions.children.0.value': 'SEGMENT_NEGATIVE_VALUE',
    });
    expect((await session.call('GET', '/segments')).body.items).toEqual([]);
  });

  it('expires a dynamic segment’s audience, refreshes it when due, and marks it expired when its conditions change', async () => {
    const { session, account } = await loggedIn();
    await subscriber(session, account.accountId, 'k@x.pl', { city: 'Kraków' }, []);
    const created = (
      await session.call('POST', '/segments', {
        json: { name: 'Kraków', type: 'dynamic', refreshHours: 1, conditions: { kind: 'group', op: 'and', children: [inCity] } },
      })
    ).body;
    const done = await calculated(session, created.id);
    expect(done.audience.count).toBe(1);
    expect(Date.parse(done.audience.expiresAt) - Date.parse(done.audience.computedAt)).toBe(3_600_000);
    // An hour later the ticker finds the refresh due; a second request meanwhile is refused.
    expect((await tick(new Date(Date.now() + 3_601_000))).segments).toBeGreaterThanOrEqual(1);
    expect((await session.call('GET', `/segments/${created.id}`)).body.state).toBe('queued');
    expect((await session.call('POST', `/segments/${created.id}/calculate`, { json: {} })).body.code).toBe('SEGMENT_STILL_PROCESSING');
    await drainQueues();
    expect((await session.call('GET', `/segments/${created.id}`)).body.state).toBe('ready');

    const changed = await session.call('PUT', `/segments/${created.id}`, {
      json: {
        name: 'Gdańsk',
        type: 'dynamic',
        refreshHours: 1,
        conditions: { kind: 'group', op: 'and', children: [{ ...inCity, value: ['Gdańsk'] }] },
      },
    });
    expect(changed.body.audience.expired).toBe(true);
    expect((await session.call('GET', `/segments/${created.id}/audience`)).body.code).toBe('SEGMENT_AUDIENCE_EXPIRED');
    expect((await calculated(session, created.id)).audience).toMatchObject({ count: 0, expired: false });
  });
});

describe('segments across pieces and restricted users', () => {
  it('calculates in parallel pieces with the same result as one piece', async () => {
    const { session, account } = await loggedIn();
    for (let i = 0; i < 23; i++) await subscriber(session, account.accountId, `p${i}@x.pl`, i % 3 === 0 ? { city: 'Kraków' } : {}, []);
    const seg = (
      await session.call('POST', '/segments', {
        json: { name: 'Kraków', type: 'static', conditions: { kind: 'group', op: 'and', children: [inCity] } },
      })
    ).body;
    process.env.SEGMENT_PIECE_SIZE = '5';
    try {
      const done = await calculated(session, seg.id);
      expect(done).toMatchObject({ state: 'ready', audience: { count: 8 } });
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await session.call('GET', `/segments/${seg.id}/audience`, { query: { limit: '3', ...(cursor ? { cursor } : {}) } });
        ids.push(...page.body.items.map((s: { id: string }) => s.id));
        cursor = page.body.cursor;
      } while (cursor);
      expect(new Set(ids).size).toBe(8);
    } finally {
      delete process.env.SEGMENT_PIECE_SIZE;
    }
  });

  it('shows a user restricted to a segment only its members, and sends only to them', async () => {
    const { session: admin, account } = await loggedIn();
    const inside = await subscriber(admin, account.accountId, 'inside@x.pl', { city: 'Kraków' }, []);
    const outside = await subscriber(admin, account.accountId, 'outside@x.pl', { city: 'Poznań' }, []);
    const seg = (
      await admin.call('POST', '/segments', {
        json: { name: 'Kraków', type: 'static', conditions: { kind: 'group', op: 'and', children: [inCity] } },
      })
    ).body;
    await calculated(admin, seg.id);
    const { addAndLogin, setPlan } = await import('./users-helpers');
    await setPlan(account.accountId, 'standard');
    expect(
      (
        await admin.call('POST', '/users/add', {
          json: { email: `x-${Date.now()}@example.com`, name: 'Zły', roleId: 'editor', segmentIds: ['NOSUCHSEGMENT'] },
        })
      ).body.params.errors[0],
    ).toEqual({ path: 'segmentIds', code: 'SEGMENT_NOT_FOUND' });
    const member = await addAndLogin(admin, { roleId: 'editor-manager-sending', segmentIds: [seg.id] });

    expect((await member.session.call('GET', '/subscribers')).body.items.map((s: { id: string }) => s.id)).toEqual([inside]);
    expect((await member.session.call('GET', `/subscribers/${outside}`)).body.code).toBe('SUBSCRIBER_NOT_FOUND');
    expect((await member.session.call('PUT', `/subscribers/${outside}`, { json: { version: 1, name: 'X' } })).body.code).toBe(
      'SUBSCRIBER_NOT_FOUND',
    );
    expect((await member.session.call('GET', `/subscribers/${inside}`)).status).toBe(200);

    const mailing = (
      await member.session.call('POST', '/mailings', {
        json: { name: 'Dla Krakowa', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
      })
    ).body;
    expect((await member.session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    expect((await admin.call('GET', `/mailings/${mailing.id}`)).body.stats).toMatchObject({ recipients: 1, sent: 1 });
  });

  it('lists a restricted user only the members of any segment’s audience within their reach, page after page', async () => {
    const { session: admin, account } = await loggedIn();
    const cities = ['Kraków', 'Poznań', 'Poznań', 'Kraków', 'Poznań', 'Poznań', 'Poznań', 'Kraków', 'Poznań', 'Kraków', 'Poznań'];
    const ids: string[] = [];
    for (const [i, city] of cities.entries()) ids.push(await subscriber(admin, account.accountId, `r${i}@x.pl`, { city }, []));
    const inKrakow = ids.filter((_, i) => cities[i] === 'Kraków');
    const save = async (name: string, value: string[]) =>
      (
        await admin.call('POST', '/segments', {
          json: { name, type: 'static', conditions: { kind: 'group', op: 'and', children: [{ ...inCity, value }] } },
        })
      ).body.id as string;
    const krakow = await save('Kraków', ['Kraków']);
    const everyone = await save('Oba miasta', ['Kraków', 'Poznań']);
    await calculated(admin, krakow);
    // Small pieces, so the restricted listing crosses pieces with members out of reach between.
    process.env.SEGMENT_PIECE_SIZE = '3';
    try {
      expect((await calculated(admin, everyone)).audience.count).toBe(cities.length);
    } finally {
      delete process.env.SEGMENT_PIECE_SIZE;
    }
    const { addAndLogin, setPlan } = await import('./users-helpers');
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(admin, { roleId: 'editor', segmentIds: [krakow] });

    const pages = async (session: ApiSession, id: string) => {
      const seen: string[][] = [];
      let cursor: string | undefined;
      do {
        const page = await session.call('GET', `/segments/${id}/audience`, { query: { limit: '2', ...(cursor ? { cursor } : {}) } });
        expect(page.status).toBe(200);
        seen.push(page.body.items.map((s: { id: string }) => s.id));
        cursor = page.body.cursor;
      } while (cursor && seen.length < 20);
      return seen;
    };
    const restricted = await pages(member.session, everyone);
    expect(restricted.flat().sort()).toEqual([...inKrakow].sort());
    expect(restricted.every((page) => page.length <= 2)).toBe(true);
    expect(restricted.flat()).toHaveLength(new Set(restricted.flat()).size);
    expect((await pages(admin, everyone)).flat().sort()).toEqual([...ids].sort());
    // Their own segment shows them the same members.
    expect((await pages(member.session, krakow)).flat().sort()).toEqual([...inKrakow].sort());
  });

  it('sends a mailing to a segment’s audience only once it is calculated and current (sending starts the calculation)', async () => {
    process.env.SENDING_AUDIENCE_WAIT_SECONDS = '0';
    onTestFinished(() => void delete process.env.SENDING_AUDIENCE_WAIT_SECONDS);
    const { session, account } = await loggedIn();
    await subscriber(session, account.accountId, 'k1@x.pl', { city: 'Kraków' }, []);
    await subscriber(session, account.accountId, 'p1@x.pl', { city: 'Poznań' }, []);
    const seg = (
      await session.call('POST', '/segments', {
        json: { name: 'Kraków', type: 'static', conditions: { kind: 'group', op: 'and', children: [inCity] } },
      })
    ).body;
    const mailing = (
      await session.call('POST', '/mailings', {
        json: { name: 'Segment', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>', segmentId: seg.id },
      })
    ).body;
    expect(mailing.segmentId).toBe(seg.id);
    // Never calculated: sending it starts the calculation, and the sending waits for it.
    expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
    expect((await session.call('GET', `/segments/${seg.id}`)).body.state).toBe('queued');
    await drainQueues();
    expect((await session.call('GET', `/segments/${seg.id}`)).body).toMatchObject({ state: 'ready', audience: { count: 1 } });
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 1, sent: 1 } });
  });
});

describe('deleting segments', () => {
  it('refuses deleting a segment that restricts users or is an unsent mailing’s audience', async () => {
    const { session, account } = await loggedIn();
    const seg = (
      await session.call('POST', '/segments', {
        json: { name: 'Kraków', type: 'static', conditions: { kind: 'group', op: 'and', children: [inCity] } },
      })
    ).body;
    const mailing = (
      await session.call('POST', '/mailings', {
        json: { name: 'Do segmentu', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>', segmentId: seg.id },
      })
    ).body;
    expect((await session.call('DELETE', `/segments/${seg.id}`, { json: {} })).body).toEqual({
      code: 'SEGMENT_IN_USE',
      params: { users: 0, mailings: 1 },
    });
    await session.call('PUT', `/mailings/${mailing.id}`, {
      json: { name: 'Do wszystkich', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>', segmentId: null },
    });
    const { setPlan, addAndLogin } = await import('./users-helpers');
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(session, { roleId: 'editor', segmentIds: [seg.id] });
    expect((await session.call('DELETE', `/segments/${seg.id}`, { json: {} })).body).toEqual({
      code: 'SEGMENT_IN_USE',
      params: { users: 1, mailings: 0 },
    });
    expect((await member.session.call('GET', '/users/me')).body.segmentIds).toEqual([seg.id]);
    await session.call('PUT', `/users/${member.id}`, { json: { segmentIds: [] } });
    expect((await session.call('DELETE', `/segments/${seg.id}`, { json: {} })).status).toBe(200);
    expect((await session.call('GET', `/segments/${seg.id}`)).body.code).toBe('SEGMENT_NOT_FOUND');
  });
});
