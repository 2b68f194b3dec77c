import { parse } from 'csv-parse/sync';
import { monotonicFactory } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { EngagementSummary } from '@shared/schemas/subscriber';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { restrictedAccount } from './restriction-helpers';

const { engagementRepository } = await import('@functions/subscribers/engagement-repository');
const { subscribersRepository } = await import('@functions/subscribers/repository');
const { commit } = await import('@functions/subscribers/writer');

/**
 * The addresses report (issue 18): subscribers with the engagement summary the scoring
 * recalculation writes, filtered by segment, score, engagement and status, paged through the
 * subscribers list's bounded reads, in the caller's segment reach; the filtered list as an export.
 * Summaries are written here as the recalculation writes them (engagementRepository.setEngagement).
 */
const NOW = Date.now();
const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();
const summary = (score: number, opened?: number, clicked?: number): EngagementSummary => ({
  score,
  opens: opened === undefined ? 0 : 2,
  clicks: clicked === undefined ? 0 : 1,
  ...(opened === undefined ? {} : { lastOpenAt: daysAgo(opened) }),
  ...(clicked === undefined ? {} : { lastClickAt: daysAgo(clicked) }),
  at: daysAgo(0),
});

interface Row {
  id: string;
  email?: string;
  name?: string;
  status: number;
  engagement?: EngagementSummary;
}

async function page(session: ApiSession, query: Record<string, string>) {
  const res = await session.call('GET', '/reports/addresses', { query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: Row[]; cursor?: string };
}

/** Every row the filter finds, page after page (a page may come short: its reads are bounded). */
async function all(session: ApiSession, query: Record<string, string> = {}, limit = 100): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const got = await page(session, { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) });
    rows.push(...got.items);
    cursor = got.cursor;
    expect(++pages).toBeLessThan(100);
  } while (cursor);
  return rows;
}

async function subscriber(session: ApiSession, email: string, status = 8): Promise<string> {
  const res = await session.call('POST', '/subscribers', { json: { email, name: `Osoba ${email.slice(0, 6)}`, status } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const emailsOf = (rows: Row[]) => rows.map((r) => r.email!).sort();

describe('the addresses report', () => {
  it('lists subscribers with their engagement, filtered by score, engagement and status, paged across the shards', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const email = (i: number) => `a${String(i).padStart(2, '0')}-${tag}@example.com`;
    // 40 subscribers (straight through the writer, spread over the shards): scores 0..39; every 4th
    // never opened, every 4th opened 3 days ago and clicked yesterday, every 4th opened 60 days ago,
    // every 4th not recalculated yet; the last 5 unsubscribed.
    const nextId = monotonicFactory();
    const at = new Date().toISOString();
    const ids = Array.from({ length: 40 }, () => nextId());
    const create = (id: string, i: number) => ({
      kind: 'create' as const,
      next: {
        id,
        email: email(i),
        name: `Osoba ${i}`,
        status: (i >= 35 ? 3 : 8) as 3 | 8,
        emailType: 'normal' as const,
        createdAt: at,
        updatedAt: at,
        props: {},
        version: 1,
      },
    });
    expect((await commit(account.accountId, ids.map(create).slice(0, 20))).ok).toBe(true);
    expect((await commit(account.accountId, ids.map(create).slice(20))).ok).toBe(true);
    for (let i = 0; i < 40; i++) {
      const kind = i % 4;
      if (kind === 3) continue;
      const written = await engagementRepository.setEngagement(
        account.accountId,
        ids[i]!,
        kind === 0 ? summary(i) : kind === 1 ? summary(i, 3, 1) : summary(i, 60),
      );
      expect(written).toBe(true);
    }
    const pick = (test: (i: number) => boolean) => [...Array(40).keys()].filter(test).map(email).sort();

    const rows = await all(session, {}, 7);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.id)).size).toBe(40);
    expect(rows.find((r) => r.email === email(5))).toMatchObject({
      name: 'Osoba 5',
      status: 8,
      engagement: { score: 5, opens: 2, clicks: 1, lastOpenAt: daysAgo(3), lastClickAt: daysAgo(1), at: daysAgo(0) },
    });
    expect(rows.find((r) => r.email === email(3))!.engagement).toBeUndefined();

    expect(emailsOf(await all(session, { minScore: '10', maxScore: '19' }, 3))).toEqual(pick((i) => i >= 10 && i <= 19 && i % 4 !== 3));
    expect(emailsOf(await all(session, { maxScore: '4' }))).toEqual(pick((i) => i <= 4 && i % 4 !== 3));
    expect(emailsOf(await all(session, { engagement: 'neverOpened' }))).toEqual(pick((i) => i % 4 === 0));
    expect(emailsOf(await all(session, { engagement: 'openedWithin', days: '7' }))).toEqual(pick((i) => i % 4 === 1));
    expect(emailsOf(await all(session, { engagement: 'notOpenedFor', days: '30' }))).toEqual(pick((i) => i % 4 === 0 || i % 4 === 2));
    expect(emailsOf(await all(session, { engagement: 'clickedWithin', days: '2' }))).toEqual(pick((i) => i % 4 === 1));
    expect(emailsOf(await all(session, { status: '3' }))).toEqual(pick((i) => i >= 35));
    expect(emailsOf(await all(session, { status: '3', minScore: '37' }))).toEqual(pick((i) => i >= 37 && i % 4 !== 3));
    expect(emailsOf(await all(session, { search: `a1`, engagement: 'neverOpened' }))).toEqual(
      pick((i) => i >= 10 && i < 20 && i % 4 === 0),
    );
  }, 300_000);

  it('writes a summary without touching the subscriber’s version, never over a later one, never on the forgotten', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const id = await subscriber(session, `w-${tag}@example.com`);
    const before = (await subscribersRepository.get(account.accountId, id, true))!;
    const later = { ...summary(7, 1), at: daysAgo(0) };
    expect(await engagementRepository.setEngagement(account.accountId, id, later)).toBe(true);
    expect(await engagementRepository.setEngagement(account.accountId, id, { ...summary(1), at: daysAgo(2) })).toBe(false);
    const after = (await subscribersRepository.get(account.accountId, id, true))!;
    expect(after).toMatchObject({ version: before.version, updatedAt: before.updatedAt, engagement: later });
    // An edit made after it still names the version it read.
    expect((await session.call('PUT', `/subscribers/${id}`, { json: { version: before.version, name: 'Nowe imię' } })).status).toBeLessThan(
      300,
    );
    expect((await subscribersRepository.get(account.accountId, id, true))!.engagement).toEqual(later);

    expect(await engagementRepository.setEngagement(account.accountId, 'NOSUCHSUBSCRIBER', later)).toBe(false);
    expect((await session.call('POST', `/subscribers/${id}/forget`, { json: {} })).status).toBeLessThan(300);
    expect(await engagementRepository.setEngagement(account.accountId, id, { ...later, at: new Date().toISOString() })).toBe(false);
  });

  it('filters by segment within the caller’s reach; a restricted user sees only their segment', async () => {
    const world = await restrictedAccount({ inside: 3, outside: 3 });
    const everyone = [...world.inside, ...world.outside];
    for (const [i, p] of everyone.entries()) await engagementRepository.setEngagement(world.account.accountId, p.id, summary(i * 10, 1));
    const inside = world.inside.map((p) => p.email).sort();

    expect(emailsOf(await all(world.owner))).toEqual(everyone.map((p) => p.email).sort());
    expect(emailsOf(await all(world.owner, { segment: world.segment }))).toEqual(inside);
    expect(emailsOf(await all(world.member.session))).toEqual(inside);
    expect(emailsOf(await all(world.member.session, { segment: world.segment, minScore: '10' }, 1))).toEqual(
      world.inside
        .slice(1)
        .map((p) => p.email)
        .sort(),
    );
    // Outside subscribers' scores are 30..50: the restricted user finds none of them.
    expect(await all(world.member.session, { minScore: '30' })).toEqual([]);
    const text = JSON.stringify(await all(world.member.session, {}, 1));
    for (const p of world.outside) for (const value of [p.id, p.email, p.name]) expect(text).not.toContain(value);

    // A segment of another account is no segment of this one; one never calculated has no members yet.
    const other = await loggedIn();
    expect(await other.session.call('GET', '/reports/addresses', { query: { segment: world.segment } })).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', params: { errors: [{ path: 'segment', code: 'SEGMENT_NOT_FOUND' }] } },
    });
    const fresh = await world.owner.call('POST', '/segments', {
      json: {
        name: 'Nieprzeliczony',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'startsWith', value: 'x' }],
        },
      },
    });
    expect(await world.owner.call('GET', '/reports/addresses', { query: { segment: fresh.body.id } })).toMatchObject({
      status: 409,
      body: { code: 'SEGMENT_NOT_CONFIGURED' },
    });
  });

  it('refuses bad filters with the catalogue’s codes', async () => {
    const { session } = await loggedIn();
    for (const [query, path, code] of [
      ['minScore=10&maxScore=9', 'maxScore', 'REPORT_SCORE_RANGE_REVERSED'],
      ['engagement=openedWithin', 'days', 'REPORT_ENGAGEMENT_DAYS_REQUIRED'],
      ['engagement=clickedWithin&days=0', 'days', undefined],
      ['engagement=notOpenedFor&days=401', 'days', undefined],
      ['engagement=opened', 'engagement', undefined],
      ['minScore=abc', 'minScore', undefined],
      ['minScore=1.5', 'minScore', undefined],
      ['status=1', 'status', undefined],
      ['segment=a-b', 'segment', undefined],
      ['limit=101', 'limit', undefined],
      ['colour=red', undefined, undefined],
    ] as const) {
      const res = await session.call('GET', '/reports/addresses', { query: Object.fromEntries(new URLSearchParams(query)) });
      expect(res.status, query).toBe(400);
      if (path) expect(res.body.params.errors, query).toContainEqual(expect.objectContaining({ path, ...(code ? { code } : {}) }));
    }
    expect((await session.call('GET', '/reports/addresses', { query: { cursor: 'bm9wZQ' } })).body).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await session.call('POST', '/reports/addresses/export', { json: { minScore: 5, maxScore: 1 } })).toMatchObject({
      status: 400,
      body: { params: { errors: [{ path: 'maxScore', code: 'REPORT_SCORE_RANGE_REVERSED' }] } },
    });
  });

  it('exports the filtered list as CSV through the exports, a restricted user’s holding only their reach', async () => {
    const world = await restrictedAccount({ inside: 3, outside: 3 });
    const everyone = [...world.inside, ...world.outside];
    for (const [i, p] of everyone.entries())
      if (i !== 0) await engagementRepository.setEngagement(world.account.accountId, p.id, summary(i * 10, 2, 1));

    const started = await world.owner.call('POST', '/reports/addresses/export', { json: { minScore: 20 } });
    expect(started).toMatchObject({ status: 201, body: { state: 'queued', audience: { kind: 'addresses', filter: { minScore: 20 } } } });
    const restricted = await world.member.session.call('POST', '/reports/addresses/export', { json: {} });
    expect(restricted.status).toBe(201);
    await drainQueues(['jobs']);

    const csv = async (session: ApiSession, id: string) => {
      expect((await session.call('GET', `/exports/${id}`)).body).toMatchObject({ state: 'finished' });
      const { url } = (await session.call('GET', `/exports/${id}/download`)).body;
      return parse(await (await fetch(url)).text(), { columns: true }) as Record<string, string>[];
    };
    const rows = await csv(world.owner, started.body.id);
    expect(rows.map((r) => r.email).sort()).toEqual(
      everyone
        .slice(2)
        .map((p) => p.email)
        .sort(),
    );
    expect(Object.keys(rows[0]!)).toEqual([
      'email',
      'gsm',
      'name',
      'status',
      'score',
      'opens',
      'clicks',
      'lastOpenAt',
      'lastClickAt',
      'engagementAt',
    ]);
    expect(rows.find((r) => r.email === everyone[2]!.email)).toMatchObject({
      score: '20',
      opens: '2',
      clicks: '1',
      lastOpenAt: daysAgo(2),
      lastClickAt: daysAgo(1),
      engagementAt: daysAgo(0),
    });
    // Unfiltered, the restricted user's file holds their segment's members, the one without figures too.
    const theirs = await csv(world.member.session, restricted.body.id);
    expect(theirs.map((r) => r.email).sort()).toEqual(world.inside.map((p) => p.email).sort());
    expect(theirs.find((r) => r.email === world.inside[0]!.email)).toMatchObject({ score: '', engagementAt: '' });

    // A segment filter exports that segment's members, a segment unknown to the account is refused.
    const bySegment = await world.owner.call('POST', '/reports/addresses/export', { json: { segment: world.segment, minScore: 10 } });
    await drainQueues(['jobs']);
    expect((await csv(world.owner, bySegment.body.id)).map((r) => r.email).sort()).toEqual(
      world.inside
        .slice(1)
        .map((p) => p.email)
        .sort(),
    );
    const other = await loggedIn();
    expect(await other.session.call('POST', '/reports/addresses/export', { json: { segment: world.segment } })).toMatchObject({
      status: 400,
      body: { params: { errors: [{ path: 'segment', code: 'SEGMENT_NOT_FOUND' }] } },
    });
  });
});
