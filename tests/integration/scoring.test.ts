import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { DEFAULT_SCORING_RULES } from '@shared/schemas/scoring';
import { drainQueues, loggedIn, type ApiSession } from './helpers';

const { adminRepository } = await import('@functions/admin/repository');
const { activityRepository } = await import('@functions/activity/repository');
const { subscribersRepository } = await import('@functions/subscribers/repository');
const { scoringService } = await import('@functions/scoring/service');
const { scoringRepository } = await import('@functions/scoring/repository');
const { runScoringJob } = await import('@functions/scoring/job');

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A fresh account on a plan with scoring (advanced). */
async function scoringAccount(plan: 'advanced' | 'standard' = 'advanced') {
  const { session, account } = await loggedIn();
  await adminRepository.setPlan(account.accountId, plan);
  return { session, accountId: account.accountId };
}

async function subscriber(session: ApiSession, email: string): Promise<string> {
  const res = await session.call('POST', '/subscribers', { json: { email } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Engagement markers as the events worker leaves them: one per mailing and kind. */
async function engaged(accountId: string, subscriberId: string, events: { type: 'opened' | 'clicked' | 'complained'; days: number }[]) {
  for (const e of events)
    await activityRepository.record(accountId, subscriberId, { type: e.type, at: daysAgo(e.days), mailingId: ulid() });
}

const rules = (over: Partial<typeof DEFAULT_SCORING_RULES> = {}) => ({ ...DEFAULT_SCORING_RULES, signup: 0, ...over });

describe('scoring rules (/subscribers/scoring)', () => {
  it('answer the defaults, save valid rules and refuse bad values with catalogue codes', async () => {
    const { session } = await scoringAccount();
    const first = await session.call('GET', '/subscribers/scoring');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ rules: DEFAULT_SCORING_RULES, run: null, summary: null });
    expect(first.body.updatedAt).toBeUndefined();

    const saved = await session.call('PUT', '/subscribers/scoring', { json: rules({ open: 2, halfLifeDays: null }) });
    expect(saved.status).toBe(200);
    expect(saved.body.rules).toEqual(rules({ open: 2, halfLifeDays: null }));
    expect(saved.body.run).toMatchObject({ state: 'queued', trigger: 'rules' });
    expect((await session.call('GET', '/subscribers/scoring')).body.rules.open).toBe(2);

    const refused = async (body: unknown) => {
      const res = await session.call('PUT', '/subscribers/scoring', { json: body });
      expect(res.status).toBe(400);
      return res.body.params.errors.map((e: { path: string; code: string }) => [e.path, e.code]);
    };
    expect(await refused(rules({ bands: { warm: 30, hot: 20 } }))).toEqual([['bands.hot', 'SCORING_BANDS_ORDER']]);
    expect(await refused(rules({ cap: 20 }))).toEqual([['bands.hot', 'SCORING_BAND_OVER_CAP']]);
    expect((await refused(rules({ unsubscribe: 5 })))[0][0]).toBe('unsubscribe');
    expect((await refused(rules({ open: 1001 })))[0][0]).toBe('open');
    expect((await refused({ ...rules(), visits: 3 })).length).toBeGreaterThan(0);
    expect((await session.call('GET', '/subscribers/scoring')).body.rules.open).toBe(2);
    await drainQueues();
  });

  it('are refused to a plan without scoring (standard), while the report answers', async () => {
    const { session } = await scoringAccount('standard');
    for (const [method, path, json] of [
      ['GET', '/subscribers/scoring', undefined],
      ['PUT', '/subscribers/scoring', rules()],
      ['POST', '/subscribers/scoring/recalculations', {}],
    ] as const) {
      const res = await session.call(method, path, json ? { json } : {});
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ code: 'FEATURE_NOT_ENABLED', params: { feature: 'scoring' } });
    }
    const me = await session.call('GET', '/users/me');
    expect(me.body.permissions.limits.scoring).toBe(false);
    expect(await session.call('GET', '/reports/scoring')).toMatchObject({ status: 200, body: { summary: null } });
  });
});

describe('the recalculation', () => {
  it('scores every subscriber from their activity, decays by age, reports progress and a summary, and changes nothing on a re-run', async () => {
    const { session, accountId } = await scoringAccount();
    const fresh = await subscriber(session, 'fresh@example.com');
    const old = await subscriber(session, 'old@example.com');
    const idle = await subscriber(session, 'idle@example.com');
    const angry = await subscriber(session, 'angry@example.com');
    await engaged(accountId, fresh, [
      { type: 'opened', days: 0 },
      { type: 'opened', days: 0 },
      { type: 'clicked', days: 0 },
    ]);
    // The same events 30 days old: worth half with a half-life of 30 days.
    await engaged(accountId, old, [
      { type: 'opened', days: 30 },
      { type: 'opened', days: 30 },
      { type: 'clicked', days: 30 },
    ]);
    await engaged(accountId, angry, [{ type: 'complained', days: 0 }]);
    const before = await subscribersRepository.get(accountId, fresh);

    const saved = await session.call('PUT', '/subscribers/scoring', {
      json: rules({ open: 10, click: 20, complaint: -40, halfLifeDays: 30, bands: { warm: 15, hot: 35 } }),
    });
    expect(saved.status).toBe(200);
    await drainQueues();

    const state = (await session.call('GET', '/subscribers/scoring')).body;
    expect(state.run).toMatchObject({ state: 'finished', trigger: 'rules', progress: { done: 4, total: 4 } });
    const score = async (id: string) => (await session.call('GET', `/subscribers/${id}`)).body.engagement;
    expect(await score(fresh)).toMatchObject({ score: 40, opens: 2, clicks: 1 });
    expect(await score(old)).toMatchObject({ score: 20, opens: 2, clicks: 1 });
    expect(await score(idle)).toMatchObject({ score: 0, opens: 0, clicks: 0 });
    expect(await score(angry)).toMatchObject({ score: -40 });
    expect((await score(fresh)).lastOpenAt).toBeDefined();
    // Not a user's edit: the version and the change history stay.
    const after = await subscribersRepository.get(accountId, fresh);
    expect(after!.version).toBe(before!.version);
    const history = await session.call('GET', `/subscribers/${fresh}/history`);
    expect(JSON.stringify(history.body)).not.toContain('engagement');

    expect(state.summary).toMatchObject({
      scored: 4,
      changed: 4,
      average: 5,
      bands: { cold: 2, warm: 1, hot: 1 },
      cap: 100,
      warm: 15,
      hot: 35,
    });
    const report = await session.call('GET', '/reports/scoring');
    expect(report.status).toBe(200);
    expect(report.body.summary.histogram).toEqual([1, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0]);

    // The score is a base field segments compare as a number.
    const segment = await session.call('POST', '/segments', {
      json: {
        name: 'Hot and warm',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'field', target: 'score', aggregation: 'none', operator: 'gte', value: 15 }],
        },
      },
    });
    expect(segment.status).toBe(201);
    expect((await session.call('POST', `/segments/${segment.body.id}/calculate`, { json: {} })).status).toBe(202);
    await drainQueues();
    expect((await session.call('GET', `/segments/${segment.body.id}`)).body.audience).toMatchObject({ count: 2 });

    // Again, by hand: the same scores, nothing written.
    const again = await session.call('POST', '/subscribers/scoring/recalculations', { json: {} });
    expect(again.status).toBe(202);
    expect(again.body).toMatchObject({ state: 'queued', trigger: 'manual' });
    await drainQueues();
    const second = (await session.call('GET', '/subscribers/scoring')).body;
    expect(second.run).toMatchObject({ id: again.body.id, state: 'finished' });
    expect(second.summary).toMatchObject({ scored: 4, changed: 0, bands: { cold: 2, warm: 1, hot: 1 } });
    expect((await score(fresh)).at).toBe((await subscribersRepository.get(accountId, fresh))!.engagement!.at);
  });

  it('resumes from its checkpoint across runs and answers the run under way instead of a second one', async () => {
    const { session, accountId } = await scoringAccount();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await subscriber(session, `s${i}@example.com`));
    for (const id of ids) await engaged(accountId, id, [{ type: 'opened', days: 1 }]);
    const started = await session.call('POST', '/subscribers/scoring/recalculations', { json: {} });
    const twice = await session.call('POST', '/subscribers/scoring/recalculations', { json: {} });
    expect(twice.body.id).toBe(started.body.id);
    // A run out of time after its first page: it checkpoints, and the queue's continuation resumes after it.
    await runScoringJob({ kind: 'scoring', accountId, runId: started.body.id }, { remainingMs: () => 0, attempt: 1, maxAttempts: 3 });
    const paused = await scoringRepository.run(accountId, started.body.id);
    expect(paused).toMatchObject({
      state: 'running',
      progress: { done: 3, total: 3 },
      checkpoint: { afterId: [...ids].sort()[2], done: 3 },
    });
    await drainQueues();
    const run = await scoringRepository.run(accountId, started.body.id);
    expect(run).toMatchObject({ state: 'finished', progress: { done: 3, total: 3 } });
    expect((await scoringService.report({ accountId, userId: 'test', segmentIds: [] })).summary).toMatchObject({
      scored: 3,
      bands: { cold: 3 },
    });
  });

  it('starts nightly from the ticker for an account that saved its rules, once a night, and not after its plan lost scoring', async () => {
    const { session, accountId } = await scoringAccount();
    await subscriber(session, 'night@example.com');
    await session.call('PUT', '/subscribers/scoring', { json: rules() });
    await drainQueues();
    const first = await scoringRepository.latestRun(accountId);
    const night = new Date(Date.now() + 2 * DAY);
    await scoringService.nightly(night);
    await scoringService.nightly(night);
    await drainQueues();
    const nightly = await scoringRepository.latestRun(accountId);
    expect(nightly).toMatchObject({ trigger: 'nightly', state: 'finished' });
    expect(nightly!.id).not.toBe(first!.id);

    await adminRepository.setPlan(accountId, 'standard');
    await scoringService.nightly(new Date(Date.now() + 4 * DAY));
    expect((await scoringRepository.latestRun(accountId))!.id).toBe(nightly!.id);
  });
});
