import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { forgetLayout } = await import('@functions/data/layout');
const { commit } = await import('@functions/subscribers/writer');
const { audienceIds } = await import('@functions/sending/audience');

/**
 * The subscriber database on the key registry (data/keys/subscribers.ts): in layout 2 every
 * subscriber, claim, counter and history line lives in its shard and lists merge the shards; an
 * account from before sharding (layout 1) is served by the same code from its one partition.
 */

const TOTAL = 150;
const PAGE = 20;

async function asLayout1(accountId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({ TableName: config.appTable, Key: (await tenant(accountId)).account(), UpdateExpression: 'REMOVE dataLayout' }),
  );
  forgetLayout(accountId);
}

/** `TOTAL` subscribers straight through the writer (40 a transaction); every third in status 3, the rest 8. */
async function seed(accountId: string): Promise<string[]> {
  const nextId = monotonicFactory();
  const at = new Date().toISOString();
  const ids: string[] = [];
  for (let i = 0; i < TOTAL; i += 40) {
    const ops = Array.from({ length: Math.min(40, TOTAL - i) }, (_, k) => {
      const id = nextId();
      ids.push(id);
      const n = i + k;
      return {
        kind: 'create' as const,
        next: {
          id,
          email: `s${String(n).padStart(3, '0')}@shard.pl`,
          status: (n % 3 === 0 ? 3 : 8) as 3 | 8,
          emailType: 'normal' as const,
          createdAt: at,
          updatedAt: at,
          props: {},
          version: 1,
        },
      };
    });
    expect((await commit(accountId, ops)).ok).toBe(true);
  }
  return ids;
}

/** Every page of a list, asserting each page's size. */
async function allPages(session: ApiSession, query: Record<string, string>): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await session.call('GET', '/subscribers', { query: { ...query, limit: String(PAGE), ...(cursor ? { cursor } : {}) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    ids.push(...res.body.items.map((s: { id: string }) => s.id));
    cursor = res.body.cursor;
    pages++;
  } while (cursor && pages < 50);
  return { ids, pages };
}

describe.each([1, 2] as const)('the subscriber database in layout %i', (layout) => {
  it('creates, updates and forgets, keeps addresses unique across shards and sums the counts', async () => {
    const { session, account } = await loggedIn();
    if (layout === 1) await asLayout1(account.accountId);
    expect((await tenant(account.accountId)).layout).toBe(layout);

    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await session.call('POST', '/subscribers', { json: { email: `person${i}@example.pl` } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      ids.push(res.body.id);
    }
    // The same address again, whichever shard the new subscriber would be in.
    const again = await session.call('POST', '/subscribers', { json: { email: 'PERSON3@example.pl' } });
    expect([again.status, again.body.code]).toEqual([409, 'SUBSCRIBER_EMAIL_EXISTS']);
    // Moving one subscriber onto another's address is refused, and nothing of the change is written.
    const first = (await session.call('GET', `/subscribers/${ids[0]}`)).body;
    const taken = await session.call('PUT', `/subscribers/${ids[0]}`, { json: { version: first.version, email: 'person5@example.pl' } });
    expect(taken.body.code).toBe('SUBSCRIBER_EMAIL_EXISTS');
    expect((await session.call('GET', `/subscribers/${ids[0]}`)).body).toMatchObject({
      email: 'person0@example.pl',
      version: first.version,
    });
    // A changed address frees the old one.
    const moved = await session.call('PUT', `/subscribers/${ids[0]}`, {
      json: { version: first.version, email: 'moved@example.pl', name: 'Ola' },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const reused = await session.call('POST', '/subscribers', { json: { email: 'person0@example.pl' } });
    expect(reused.status).toBe(201);
    expect((await session.call('POST', `/subscribers/${ids[1]}/forget`, { json: {} })).body.status).toBe(9);

    const stats = (await session.call('GET', '/subscribers/stats', { query: { days: '7' } })).body;
    expect(stats.total).toBe(13);
    expect(stats.byStatus).toMatchObject({ 8: 12, 9: 1 });
    expect(stats.series.at(-1)).toMatchObject({ joined: 13 });

    // The account's change history, merged from the shards newest first.
    const history = (await session.call('GET', '/subscribers/history', { query: { limit: '100' } })).body.items as {
      id: string;
      subscriberId: string;
    }[];
    expect(history.map((h) => h.id)).toEqual([...history.map((h) => h.id)].sort().reverse());
    expect(new Set(history.map((h) => h.subscriberId))).toEqual(new Set([...ids, reused.body.id]));
    const own = (await session.call('GET', `/subscribers/${ids[0]}/history`)).body.items;
    expect(own.map((h: { action: string }) => h.action)).toEqual(['updated', 'created']);

    if (layout === 2) {
      const keys = await tenant(account.accountId);
      const pks = new Set<string>();
      for (const id of ids) {
        const out = await dynamo().send(
          new QueryCommand({
            TableName: config.appTable,
            KeyConditionExpression: 'pk = :pk AND sk = :sk',
            ExpressionAttributeValues: { ':pk': keys.subscriber(id).pk, ':sk': `SUB#${id}` },
          }),
        );
        const item = out.Items![0]!;
        expect(item.pk).toMatch(new RegExp(`^ACC#${account.accountId}#S#\\d{2}$`));
        expect(item.gsi1pk).toMatch(new RegExp(`^SUBST#${account.accountId}#\\d#\\d{2}$`));
        pks.add(item.pk as string);
      }
      expect(pks.size).toBeGreaterThan(1);
      // Nothing of the subscriber database is left in the base partition.
      const base = await dynamo().send(
        new QueryCommand({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.account().pk },
          ProjectionExpression: 'sk',
        }),
      );
      const kinds = new Set((base.Items ?? []).map((i) => String(i.sk).split('#')[0]));
      for (const kind of ['SUB', 'SUBEMAIL', 'STATS', 'STATSDAY', 'HIST', 'FORGOTTEN']) expect(kinds, kind).not.toContain(kind);
    }
  });

  it('pages lists in one global order across the shards, with cursors bound to the list and the account', async () => {
    const { session, account } = await loggedIn();
    if (layout === 1) await asLayout1(account.accountId);
    const ids = await seed(account.accountId);
    const newestFirst = [...ids].reverse();

    const all = await allPages(session, {});
    expect(all.ids).toEqual(newestFirst);
    expect(all.pages).toBe(Math.ceil(TOTAL / PAGE));
    const subscribed = await allPages(session, { status: '8' });
    expect(subscribed.ids).toEqual(newestFirst.filter((_, i) => (TOTAL - 1 - i) % 3 !== 0));
    const both = await allPages(session, { status: '3,8' });
    expect(both.ids).toEqual(newestFirst);
    // Prefix search over the e-mail claims, in address order.
    const search = await allPages(session, { search: 's1' });
    expect(search.ids).toEqual(ids.slice(100, 150));

    const first = await session.call('GET', '/subscribers', { query: { limit: String(PAGE) } });
    const cursor = first.body.cursor as string;
    const tampered = cursor.slice(0, 10) + (cursor[10] === 'A' ? 'B' : 'A') + cursor.slice(11);
    const refused = await session.call('GET', '/subscribers', { query: { limit: String(PAGE), cursor: tampered } });
    expect([refused.status, refused.body.code]).toEqual([400, 'BAD_REQUEST']);
    const other = await loggedIn();
    const foreign = await other.session.call('GET', '/subscribers', { query: { limit: String(PAGE), cursor } });
    expect([foreign.status, foreign.body.code]).toEqual([400, 'BAD_REQUEST']);

    // The counters of every shard add up to the account's.
    const stats = (await session.call('GET', '/subscribers/stats', { query: { days: '7' } })).body;
    expect(stats).toMatchObject({ total: TOTAL, byStatus: { 3: TOTAL / 3, 8: (TOTAL * 2) / 3 } });
    if (layout === 2) {
      const keys = await tenant(account.accountId);
      const statusPks = keys.statusIndexPks(8);
      expect(statusPks).toHaveLength(64);
      let onIndex = 0;
      for (const { gsi1pk } of statusPks) {
        const out = await dynamo().send(
          new QueryCommand({
            TableName: config.appTable,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': gsi1pk },
            Select: 'COUNT',
          }),
        );
        onIndex += out.Count ?? 0;
      }
      expect(onIndex).toBe((TOTAL * 2) / 3);
    }
  });

  it('calculates segments, exports and plans over every shard', async () => {
    const { session, account } = await loggedIn();
    if (layout === 1) await asLayout1(account.accountId);
    const ids = await seed(account.accountId);
    const subscribed = ids.filter((_, n) => n % 3 !== 0);

    const created = await session.call('POST', '/segments', {
      json: {
        name: 'Zapisani',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await session.call('POST', `/segments/${created.body.id}/calculate`, { json: {} })).status).toBe(202);
    await drainQueues();
    const segment = (await session.call('GET', `/segments/${created.body.id}`)).body;
    expect(segment).toMatchObject({ state: 'ready', audience: { count: subscribed.length } });
    const members: string[] = [];
    for await (const page of audienceIds(account.accountId, created.body.id)) members.push(...page);
    expect(members.sort()).toEqual([...subscribed].sort());

    // Planning a sending to everyone sendable reaches every subscribed one, once.
    const planned: string[] = [];
    for await (const page of audienceIds(account.accountId, null)) planned.push(...page);
    expect(planned.sort()).toEqual([...subscribed].sort());

    const started = await session.call('POST', '/exports', {
      json: { audience: { kind: 'statuses', statuses: [3, 8] }, fields: ['email'] },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await drainQueues();
    expect((await session.call('GET', `/exports/${started.body.id}`)).body).toMatchObject({ state: 'finished', rowsWritten: TOTAL });
    const link = await session.call('GET', `/exports/${started.body.id}/download`);
    const text = Buffer.from(await (await fetch(link.body.url)).arrayBuffer()).toString('utf8');
    for (let n = 0; n < TOTAL; n++) expect(text).toContain(`s${String(n).padStart(3, '0')}@shard.pl`);
  });
});
