import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { drainQueues, estimated, loggedIn, type ApiSession } from './helpers';
import { createToken, tokenClient, type TokenClient } from './api-token-helpers';

const { segmentMembersFilter } = await import('@functions/segments/membership');

/**
 * Issue 19: segments count the custom events integrators tell through `POST /v1/events` — how many
 * of one name within a window, or how long ago the latest was — in the background calculation, the
 * builder's estimate and the membership check of triggered runs alike.
 */
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

const eventCondition = (extra: Record<string, unknown> = {}) => ({
  kind: 'condition',
  source: 'event',
  target: 'order.paid',
  window: { kind: 'last', days: 30 },
  aggregation: 'count',
  operator: 'gte',
  value: 2,
  ...extra,
});
const tree = (...children: unknown[]) => ({ kind: 'group', op: 'and', children });

async function subscriberWith(
  api: TokenClient,
  label: string,
  events: { name: string; daysAgo: number; properties?: Record<string, unknown> }[],
): Promise<string> {
  const email = `${label}-${ulid().toLowerCase()}@example.com`;
  const id = (await api.call('PUT', '/v1/subscribers', { json: { email } })).body.subscriber.id as string;
  const told = await api.call('POST', '/v1/events/batch', {
    json: {
      items: events.map((e) => ({
        subscriber: { id },
        name: e.name,
        time: daysAgo(e.daysAgo),
        ...(e.properties ? { properties: e.properties } : {}),
      })),
    },
  });
  expect(told.body.items.every((i: { outcome: string }) => i.outcome === 'accepted')).toBe(true);
  return id;
}

async function audienceOf(session: ApiSession, conditions: unknown): Promise<string[]> {
  const created = await session.call('POST', '/segments', { json: { name: `Zdarzenia ${ulid()}`, type: 'static', conditions } });
  expect(created.status).toBe(201);
  expect((await session.call('POST', `/segments/${created.body.id}/calculate`, { json: {} })).status).toBe(202);
  await drainQueues();
  expect((await session.call('GET', `/segments/${created.body.id}`)).body.state).toBe('ready');
  const members = await session.call('GET', `/segments/${created.body.id}/audience`, { query: { limit: '100' } });
  return members.body.items.map((s: { id: string }) => s.id).sort();
}

describe('segments on custom events', () => {
  it('counts one name within a window, or the days since the latest, in the calculation, the estimate and the membership check', async () => {
    const { session, account } = await loggedIn();
    const { secret } = await createToken(session);
    const api = tokenClient(secret);
    const twiceLately = await subscriberWith(api, 'twice', [
      { name: 'order.paid', daysAgo: 1 },
      { name: 'order.paid', daysAgo: 20 },
    ]);
    const onceLately = await subscriberWith(api, 'once', [
      { name: 'order.paid', daysAgo: 3 },
      { name: 'order.paid', daysAgo: 45 },
    ]);
    const longAgo = await subscriberWith(api, 'old', [
      { name: 'order.paid', daysAgo: 40 },
      { name: 'order.paid', daysAgo: 50 },
      { name: 'order.paid', daysAgo: 60 },
    ]);
    const otherName = await subscriberWith(api, 'other', [
      { name: 'cart.abandoned', daysAgo: 2 },
      { name: 'cart.abandoned', daysAgo: 4 },
    ]);

    const twiceIn30Days = tree(eventCondition());
    expect(await audienceOf(session, twiceIn30Days)).toEqual([twiceLately]);
    expect(await audienceOf(session, tree(eventCondition({ window: { kind: 'ever' }, value: 3 })))).toEqual([longAgo]);
    // The latest order at most 5 days ago; never ordered at all (no event of the name: "count = 0").
    expect(
      await audienceOf(session, tree(eventCondition({ window: { kind: 'ever' }, aggregation: 'daysDiff', operator: 'lte', value: 5 }))),
    ).toEqual([twiceLately, onceLately].sort());
    expect(await audienceOf(session, tree(eventCondition({ window: { kind: 'ever' }, operator: 'eq', value: 0 })))).toEqual([otherName]);
    // Beside a data condition, and a name no event was told under yet.
    expect(
      await audienceOf(
        session,
        tree(eventCondition({ target: 'cart.abandoned' }), {
          kind: 'condition',
          source: 'status',
          aggregation: 'none',
          operator: 'eq',
          value: 8,
        }),
      ),
    ).toEqual([otherName]);
    expect(await audienceOf(session, tree(eventCondition({ target: 'never.told', operator: 'gte', value: 1 })))).toEqual([]);

    const estimate = await estimated(session, twiceIn30Days);
    expect(estimate.body).toMatchObject({ state: 'finished', result: { count: 1, total: 4 } });

    // A triggered run asks about a few subscribers as they are now.
    const created = await session.call('POST', '/segments', {
      json: { name: 'Dwa zamówienia', type: 'static', conditions: twiceIn30Days },
    });
    const members = segmentMembersFilter(account.accountId, created.body.id);
    expect(await members([twiceLately, onceLately, longAgo, otherName])).toEqual([twiceLately]);
    await api.call('POST', '/v1/events', { json: { subscriber: { id: onceLately }, name: 'order.paid', time: daysAgo(0) } });
    expect((await segmentMembersFilter(account.accountId, created.body.id)([onceLately])).sort()).toEqual([onceLately]);
  });

  it('counts only the events whose property compares so: a big order, shoes of any case', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session);
    const api = tokenClient(secret);
    const big = await subscriberWith(api, 'big', [{ name: 'order.paid', daysAgo: 2, properties: { total: 250, category: 'Buty' } }]);
    const small = await subscriberWith(api, 'small', [
      { name: 'order.paid', daysAgo: 2, properties: { total: 20, category: 'buty' } },
      { name: 'order.paid', daysAgo: 3, properties: { total: 40 } },
    ]);
    const bags = await subscriberWith(api, 'bags', [{ name: 'order.paid', daysAgo: 1, properties: { total: '300', category: 'torby' } }]);
    const atLeastOne = (where: Record<string, unknown>) => tree(eventCondition({ value: 1, where }));
    expect(await audienceOf(session, atLeastOne({ property: 'total', operator: 'gte', value: 100 }))).toEqual([big]);
    expect(await audienceOf(session, atLeastOne({ property: 'category', operator: 'eq', value: 'BUTY' }))).toEqual([big, small].sort());
    // "neq" counts an order without a category too: small's second, bags' only (big's shoes are no match).
    expect(
      await audienceOf(
        session,
        tree(eventCondition({ value: 1, operator: 'eq', where: { property: 'category', operator: 'neq', value: 'buty' } })),
      ),
    ).toEqual([small, bags].sort());
  });

  it('offers the names told so far to the builder, and refuses a malformed name with its code', async () => {
    const { session } = await loggedIn();
    const { secret } = await createToken(session);
    const api = tokenClient(secret);
    await subscriberWith(api, 'names', [
      { name: 'order.paid', daysAgo: 1 },
      { name: 'order.paid', daysAgo: 2 },
      { name: 'signed_up', daysAgo: 3 },
    ]);
    const names = await session.call('GET', '/segments/event-names');
    expect(names).toMatchObject({
      status: 200,
      body: {
        items: [
          { name: 'order.paid', count: 2 },
          { name: 'signed_up', count: 1 },
        ],
      },
    });
    // Another account's names are its own.
    const other = await loggedIn();
    expect((await other.session.call('GET', '/segments/event-names')).body.items).toEqual([]);

    const refused = await session.call('POST', '/segments', {
      json: { name: 'Zła nazwa', type: 'static', conditions: tree(eventCondition({ target: 'Order Paid' })) },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.params.errors).toEqual([
      expect.objectContaining({ path: 'conditions.children.0.target', code: 'EVENT_NAME_INVALID' }),
    ]);
    const noWindow = await session.call('POST', '/segments', {
      json: { name: 'Bez okresu', type: 'static', conditions: tree(eventCondition({ window: undefined })) },
    });
    expect(noWindow.body.params.errors).toEqual([
      expect.objectContaining({ path: 'conditions.children.0.window', code: 'SEGMENT_MISSING_WINDOW' }),
    ]);
  });
});
