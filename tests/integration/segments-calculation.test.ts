import { describe, expect, it } from 'vitest';
import { monotonicFactory, ulid } from 'ulid';
import type { SegmentGroup } from '@shared/segments/model';
import { drainQueues, estimated, loggedIn, type ApiSession } from './helpers';

const { tick } = await import('@functions/ticker/handler');
const { segmentsRepository } = await import('@functions/segments/repository');
const { runSegmentPieceJob } = await import('@functions/segments/calculation');
const { runSegmentEstimateJob } = await import('@functions/segments/estimate');
const { estimatesRepository } = await import('@functions/segments/estimates-repository');
const { commit } = await import('@functions/subscribers/writer');
const { PREVIEW_SIZE, SEGMENT_LIMIT } = await import('@shared/schemas/segments');
const { QUEUES } = await import('@infra/resources');

const MAX_ATTEMPTS = QUEUES.find((q) => q.id === 'jobs')!.maxReceiveCount;
const HOUR = 3_600_000;
const city = (value: string[]): SegmentGroup => ({
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value }],
});

/** The ticker's due index as it stands at `at`, for one account (other tests' segments share it). */
const dueIds = async (accountId: string, at: number) =>
  (await segmentsRepository.due(new Date(at).toISOString())).filter((d) => d.accountId === accountId).map((d) => d.id);

async function addSubscriber(session: ApiSession, email: string, props: Record<string, unknown>): Promise<string> {
  const res = await session.call('POST', '/subscribers', { json: { email, props } });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function createSegment(session: ApiSession, body: Record<string, unknown>) {
  const res = await session.call('POST', '/segments', { json: body });
  expect(res.status).toBe(201);
  return res.body as { id: string; state: string };
}

const getSegment = async (session: ApiSession, id: string) => (await session.call('GET', `/segments/${id}`)).body;

describe('segments on the ticker’s due index', () => {
  it('calculates a new dynamic segment at the next tick, again once its conditions change, and never puts a static one on the index', async () => {
    const { session, account } = await loggedIn();
    await addSubscriber(session, 'krakow@x.pl', { city: 'Kraków' });
    await addSubscriber(session, 'gdansk@x.pl', { city: 'Gdańsk' });
    await addSubscriber(session, 'poznan@x.pl', { city: 'Poznań' });

    const dynamic = await createSegment(session, { name: 'Kraków', type: 'dynamic', refreshHours: 24, conditions: city(['Kraków']) });
    const fixed = await createSegment(session, { name: 'Gdańsk', type: 'static', conditions: city(['Gdańsk']) });
    expect(await dueIds(account.accountId, Date.now())).toEqual([dynamic.id]);

    // No manual calculate: the tick starts it, the queue finishes it.
    expect((await tick(new Date())).segments).toBeGreaterThanOrEqual(1);
    expect((await getSegment(session, dynamic.id)).state).toBe('queued');
    expect((await getSegment(session, fixed.id)).state).toBe('draft');
    await drainQueues();
    const first = await getSegment(session, dynamic.id);
    expect(first).toMatchObject({ state: 'ready', audience: { count: 1, expired: false } });
    // Off the index until its refresh, 24 hours on.
    expect(await dueIds(account.accountId, Date.now())).toEqual([]);
    expect(await dueIds(account.accountId, Date.parse(first.audience.computedAt) + 24 * HOUR)).toEqual([dynamic.id]);

    // A new name alone keeps the audience and its refresh.
    expect(
      (
        await session.call('PUT', `/segments/${dynamic.id}`, {
          json: { name: 'Tylko Kraków', type: 'dynamic', refreshHours: 24, conditions: city(['Kraków']) },
        })
      ).status,
    ).toBe(200);
    expect(await dueIds(account.accountId, Date.now())).toEqual([]);

    // New conditions make it due at once; the next tick recalculates it.
    const changed = await session.call('PUT', `/segments/${dynamic.id}`, {
      json: { name: 'Kraków i Poznań', type: 'dynamic', refreshHours: 24, conditions: city(['Kraków', 'Poznań']) },
    });
    expect(changed.body.audience.expired).toBe(true);
    expect(await dueIds(account.accountId, Date.now())).toEqual([dynamic.id]);
    expect((await tick(new Date())).segments).toBeGreaterThanOrEqual(1);
    await drainQueues();
    expect(await getSegment(session, dynamic.id)).toMatchObject({ state: 'ready', audience: { count: 2, expired: false } });

    // A static segment: calculated, changed, calculated again — never due, however far ahead.
    expect((await session.call('POST', `/segments/${fixed.id}/calculate`, { json: {} })).status).toBe(202);
    await drainQueues();
    expect(
      (
        await session.call('PUT', `/segments/${fixed.id}`, {
          json: { name: 'Gdańsk i Poznań', type: 'static', conditions: city(['Gdańsk', 'Poznań']) },
        })
      ).status,
    ).toBe(200);
    expect(await dueIds(account.accountId, Date.now() + 365 * 24 * HOUR)).toEqual([dynamic.id]);
    await tick(new Date());
    expect((await getSegment(session, fixed.id)).state).toBe('ready');
  });
});

describe('a failed calculation', () => {
  /**
   * A calculation started over a custom property that is deleted before its piece runs: the piece
   * cannot compile the conditions any more. The piece job runs directly (not through the queue, whose
   * retry would wait out the visibility timeout), with the delivery counts the jobs worker passes.
   */
  async function startThenDeleteProperty(type: 'static' | 'dynamic') {
    const { session, account } = await loggedIn();
    const property = (
      await session.call('POST', '/properties', {
        json: { type: 'list', name: 'poziom', displayName: 'Poziom', values: ['złoty', 'srebrny'] },
      })
    ).body.id as string;
    const ids = [
      await addSubscriber(session, 'a@x.pl', { [property]: 'złoty' }),
      await addSubscriber(session, 'b@x.pl', { [property]: 'srebrny' }),
    ].sort();
    const conditions = {
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'property', target: property, aggregation: 'none', operator: 'eq', value: 'złoty' }],
    };
    const segment = await createSegment(session, { name: 'Złoci', type, ...(type === 'dynamic' ? { refreshHours: 24 } : {}), conditions });
    // What POST /segments/{id}/calculate and the coordinator record, without queueing their jobs.
    const calcId = ulid();
    expect(
      await segmentsRepository.beginCalculation(
        account.accountId,
        segment.id,
        { id: calcId, pieces: 0, done: 0, scanned: 0, matched: 0, startedAt: new Date().toISOString() },
        new Date().toISOString(),
      ),
    ).toBe(true);
    expect(await segmentsRepository.setPieces(account.accountId, segment.id, calcId, 1)).toBe(true);
    expect((await session.call('DELETE', `/properties/${property}`, { json: {} })).status).toBe(200);
    const job = {
      kind: 'segment-piece' as const,
      accountId: account.accountId,
      segmentId: segment.id,
      calcId,
      piece: 0,
      fromId: ids[0]!,
      toId: ids[1]!,
    };
    const attempt = (n: number) => runSegmentPieceJob(job, { attempt: n, maxAttempts: MAX_ATTEMPTS, remainingMs: () => 600_000 });
    return { session, account, segment, attempt };
  }

  it('is retried by the queue until its last attempt, then the segment is failed and a dynamic one is due again an hour later', async () => {
    const { session, account, segment, attempt } = await startThenDeleteProperty('dynamic');
    // Not the last attempt: the error goes back to the queue, the calculation is still under way.
    await expect(attempt(1)).rejects.toThrow();
    expect((await getSegment(session, segment.id)).state).toBe('calculating');

    await expect(attempt(MAX_ATTEMPTS)).resolves.toBeUndefined();
    const failed = await session.call('GET', `/segments/${segment.id}`);
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ state: 'failed', lastError: 'SEGMENT_CALCULATION_FAILED', audience: null });
    expect(failed.body.progress).toBeUndefined();
    expect(await dueIds(account.accountId, Date.now())).toEqual([]);
    expect(await dueIds(account.accountId, Date.now() + HOUR + 60_000)).toEqual([segment.id]);
    // A failed segment can be calculated again by hand (and the error clears).
    const again = await session.call('POST', `/segments/${segment.id}/calculate`, { json: {} });
    expect(again.status).toBe(202);
    expect(again.body.lastError).toBeUndefined();
    // It would fail again (the property is gone): take it off the index and the queue before others tick.
    await segmentsRepository.delete(account.accountId, segment.id);
    await drainQueues();
  });

  it('leaves a failed static segment off the due index', async () => {
    const { session, account, segment, attempt } = await startThenDeleteProperty('static');
    await attempt(MAX_ATTEMPTS);
    expect(await getSegment(session, segment.id)).toMatchObject({ state: 'failed', lastError: 'SEGMENT_CALCULATION_FAILED' });
    expect(await dueIds(account.accountId, Date.now() + 365 * 24 * HOUR)).toEqual([]);
  });
});

describe('the estimate', () => {
  it('samples a database larger than its sample and is within its margin of the true count', async () => {
    const { session, account } = await loggedIn();
    // 3,000 subscribers straight through the writer, 40 a transaction (a subscriber and its claim each, and two counter items), in id order; every third in Kraków.
    const nextId = monotonicFactory();
    const at = new Date().toISOString();
    const TOTAL = 3_000;
    for (let i = 0; i < TOTAL; i += 40) {
      const ops = Array.from({ length: Math.min(40, TOTAL - i) }, (_, k) => ({
        kind: 'create' as const,
        next: {
          id: nextId(),
          email: `e${i + k}@sample.pl`,
          status: 8 as const,
          emailType: 'normal' as const,
          createdAt: at,
          updatedAt: at,
          props: { city: (i + k) % 3 === 0 ? 'Kraków' : 'Poznań' },
          version: 1,
        },
      }));
      expect((await commit(account.accountId, ops)).ok).toBe(true);
    }
    const trueCount = TOTAL / 3;
    const estimate = await estimated(session, city(['Kraków']));
    expect(estimate.status).toBe(200);
    expect(estimate.body.state).toBe('finished');
    const { count, margin, sampled, total, exact } = estimate.body.result;
    expect(exact).toBe(false);
    expect(total).toBe(TOTAL);
    expect(sampled).toBeGreaterThan(0);
    expect(sampled).toBeLessThanOrEqual(2_000);
    expect(margin).toBeGreaterThan(0);
    expect(margin).toBeLessThan(trueCount / 5);
    expect(Math.abs(count - trueCount)).toBeLessThanOrEqual(margin);
    // The preview: a full one of the sample's matching subscribers (every third address lives in Kraków), only the list's columns.
    const preview: { id: string; email: string; status: number }[] = estimate.body.result.preview;
    expect(preview).toHaveLength(PREVIEW_SIZE);
    expect(new Set(preview.map((s) => s.id)).size).toBe(PREVIEW_SIZE);
    expect(preview.every((s) => Number(/^e(\d+)@sample\.pl$/.exec(s.email)![1]) % 3 === 0)).toBe(true);
    expect(preview.every((s) => Object.keys(s).every((key) => ['id', 'email', 'gsm', 'name', 'status'].includes(key)))).toBe(true);
  });

  it('previews subscribers who match, and a user restricted to a segment only its members among them', async () => {
    const { session: admin, account } = await loggedIn();
    const add = async (email: string, cityName: string, more: Record<string, unknown> = {}) => {
      const res = await admin.call('POST', '/subscribers', { json: { email, props: { city: cityName }, ...more } });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const krakow = [await add('k1@x.pl', 'Kraków', { name: 'Kasia', gsm: '+48600100200' }), await add('k2@x.pl', 'Kraków')];
    const poznan = [await add('p1@x.pl', 'Poznań'), await add('p2@x.pl', 'Poznań')];
    await add('g1@x.pl', 'Gdańsk');
    const seg = await createSegment(admin, { name: 'Kraków', type: 'static', conditions: city(['Kraków']) });
    expect((await admin.call('POST', `/segments/${seg.id}/calculate`, { json: {} })).status).toBe(202);
    await drainQueues();
    expect((await getSegment(admin, seg.id)).audience.count).toBe(2);
    // Joined Kraków after the calculation: matches, but is not (yet) a member of the segment.
    const lateKrakow = await add('k3@x.pl', 'Kraków');
    const { addAndLogin, setPlan } = await import('./users-helpers');
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(admin, { roleId: 'editor', segmentIds: [seg.id] });

    const both = city(['Kraków', 'Poznań']);
    const byAdmin = (await estimated(admin, both)).body.result;
    expect(byAdmin).toMatchObject({ count: 5, exact: true });
    expect(byAdmin.preview.map((s: { id: string }) => s.id).sort()).toEqual([...krakow, ...poznan, lateKrakow].sort());
    // As the subscriber list carries them (the number as stored; the app shows it with its plus).
    expect(byAdmin.preview.find((s: { id: string }) => s.id === krakow[0])).toEqual({
      id: krakow[0],
      email: 'k1@x.pl',
      gsm: '48600100200',
      name: 'Kasia',
      status: 8,
    });

    const byMember = await estimated(member.session, both);
    expect(byMember.status).toBe(200);
    // Counted over the segment's members, as is the preview: a count over everyone would answer questions about the others.
    expect(byMember.body.result).toMatchObject({ count: 2, total: 2, exact: true });
    expect(byMember.body.result.preview.map((s: { id: string }) => s.id).sort()).toEqual([...krakow].sort());
    const outside = (await estimated(member.session, city(['Poznań']))).body.result;
    expect(outside).toMatchObject({ count: 0, total: 2, preview: [] });
    expect((await estimated(admin, city(['Wrocław']))).body.result).toMatchObject({ count: 0, preview: [] });
  });
});

describe('the segment limit', () => {
  it(`refuses segment number ${SEGMENT_LIMIT + 1} with SEGMENT_LIMIT_REACHED`, async () => {
    const { session, account } = await loggedIn();
    const at = new Date().toISOString();
    const seed = Array.from({ length: SEGMENT_LIMIT - 1 }, (_, i) => ({
      id: ulid(),
      name: `Segment ${i}`,
      type: 'static' as const,
      conditions: city(['Kraków']),
      state: 'draft' as const,
      audience: null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    }));
    for (let i = 0; i < seed.length; i += 25) {
      const written = await Promise.all(seed.slice(i, i + 25).map((s) => segmentsRepository.put(account.accountId, s, null, null)));
      expect(written.every(Boolean)).toBe(true);
    }
    // The last one still fits…
    await createSegment(session, { name: 'Ostatni', type: 'static', conditions: city(['Kraków']) });
    const list = await session.call('GET', '/segments');
    expect(list.body).toMatchObject({ limit: SEGMENT_LIMIT });
    expect(list.body.items).toHaveLength(SEGMENT_LIMIT);
    // …one more does not.
    const refused = await session.call('POST', '/segments', { json: { name: 'Za dużo', type: 'static', conditions: city(['Kraków']) } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'SEGMENT_LIMIT_REACHED', params: { max: SEGMENT_LIMIT } });
    expect((await session.call('GET', '/segments')).body.items).toHaveLength(SEGMENT_LIMIT);
  });

  it('is read back only by the user who asked for it, in their account', async () => {
    const { session: admin, account } = await loggedIn();
    const { addAndLogin, setPlan } = await import('./users-helpers');
    await setPlan(account.accountId, 'standard');
    const colleague = await addAndLogin(admin, { roleId: 'editor' });
    const stranger = await loggedIn();
    await addSubscriber(admin, 'k@x.pl', { city: 'Kraków' });

    const started = await admin.call('POST', '/segments/estimate', { json: { conditions: city(['Kraków']) } });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ id: expect.any(String), state: 'queued' });
    expect((await admin.call('GET', `/segments/estimates/${started.body.id}`)).body).toEqual({ id: started.body.id, state: 'queued' });
    await drainQueues();
    expect((await admin.call('GET', `/segments/estimates/${started.body.id}`)).body).toMatchObject({
      state: 'finished',
      result: { count: 1, exact: true },
    });

    for (const other of [colleague.session, stranger.session]) {
      const res = await other.call('GET', `/segments/estimates/${started.body.id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('RESOURCE_NOT_FOUND');
    }
    expect((await admin.call('GET', '/segments/estimates/01NOSUCHESTIMATE')).status).toBe(404);
  });

  it('is not run again once finished, and a failing one is retried by the queue until its last attempt, then reads failed', async () => {
    const { session, account } = await loggedIn();
    const property = (
      await session.call('POST', '/properties', {
        json: { type: 'list', name: 'poziom', displayName: 'Poziom', values: ['złoty', 'srebrny'] },
      })
    ).body.id as string;
    await addSubscriber(session, 'a@x.pl', { [property]: 'złoty' });
    const conditions = {
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'property', target: property, aggregation: 'none', operator: 'eq', value: 'złoty' }],
    };
    const run = (estimateId: string, attempt: number) =>
      runSegmentEstimateJob(
        { kind: 'segment-estimate', accountId: account.accountId, estimateId },
        { attempt, maxAttempts: MAX_ATTEMPTS, remainingMs: () => 600_000 },
      );

    // A redelivery of a finished estimate leaves its result as it is.
    const done = await estimated(session, conditions);
    expect(done.body).toMatchObject({ state: 'finished', result: { count: 1 } });
    await run(done.body.id, 2);
    expect((await session.call('GET', `/segments/estimates/${done.body.id}`)).body).toEqual(done.body);
    expect(await estimatesRepository.markRunning(account.accountId, done.body.id)).toBe(false);

    // Asked for, then its property is deleted before the worker runs it: the conditions no longer compile.
    const started = await session.call('POST', '/segments/estimate', { json: { conditions } });
    expect(started.status).toBe(202);
    expect((await session.call('DELETE', `/properties/${property}`, { json: {} })).status).toBe(200);
    await expect(run(started.body.id, 1)).rejects.toThrow();
    expect((await session.call('GET', `/segments/estimates/${started.body.id}`)).body.state).toBe('running');
    await expect(run(started.body.id, MAX_ATTEMPTS)).resolves.toBeUndefined();
    const failed = await session.call('GET', `/segments/estimates/${started.body.id}`);
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ id: started.body.id, state: 'failed', failure: { code: 'SEGMENT_CALCULATION_FAILED' } });
    // The queued delivery finds it failed and leaves it so.
    await drainQueues();
    expect((await session.call('GET', `/segments/estimates/${started.body.id}`)).body).toEqual(failed.body);
  });
});
