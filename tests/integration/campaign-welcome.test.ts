import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { campaignTicks } from '@functions/mailings/send-types';
import { mailingsRepository } from '@functions/mailings/repository';
import { triggersSteps } from '@functions/mailings/triggers';
import { triggersRepository } from '@functions/mailings/triggers-repository';
import type { SegmentGroup } from '@shared/segments/model';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';
import { confirmationPath, createForm, postForm } from './signup-helpers';
import { fileEnv } from './file-env';

// A campaign hour of 2 s: a welcome delayed by an hour falls due within the test's clock.
fileEnv({ GONIEC_CAMPAIGN_HOUR_SECONDS: '2' });
const HOUR_MS = 2000;

/**
 * Welcome mailings (issue 17): planned, each subscriber who becomes subscribed — by hand, by import —
 * is recorded due after the delay, and the minute ticker sends them in runs through the delivery
 * engine; once per subscriber per mailing; a paused one sends whom it held once resumed, a cancelled
 * one triggers nobody. Ticks are driven at the test's times (campaignTicks reads every account's due
 * subscribers: assertions are by mail).
 */
async function setUp(
  schedule: Record<string, unknown> = { type: 'welcome' },
  before: string[] = [],
  mailing: (session: ApiSession) => Promise<Record<string, unknown>> = async () => ({}),
) {
  const { session, account } = await loggedIn();
  const tag = account.accountId.toLowerCase();
  for (const name of before)
    expect((await session.call('POST', '/subscribers', { json: { email: `${name}-${tag}@example.com`, name } })).status).toBe(201);
  const created = await session.call('POST', '/mailings', {
    json: {
      name: 'Witamy',
      subject: 'Witaj w sklepie',
      fromName: 'Sklep',
      fromEmail: 'news@goniec.test',
      html: '<p>Witaj</p>',
      ...(await mailing(session)),
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  const planned = await session.call('POST', `/mailings/${id}/plan`, { json: schedule });
  expect(planned.status, JSON.stringify(planned.body)).toBe(202);
  expect(planned.body).toMatchObject({ state: 'planned', sendType: 'welcome' });
  const address = (name: string) => `${name}-${tag}@example.com`;
  const add = async (name: string, status?: number) => {
    const res = await session.call('POST', '/subscribers', { json: { email: address(name), name, ...(status ? { status } : {}) } });
    expect(res.status).toBe(201);
    return res.body as { id: string; version: number };
  };
  return { session, account, id, address, add };
}

async function tickAt(at: number) {
  await campaignTicks(new Date(at));
  await drainQueues();
}

const get = async (session: ApiSession, id: string) => (await session.call('GET', `/mailings/${id}`)).body;
const welcomes = async (address: string) => (await mailTo(address)).filter((m) => m.raw.includes('Witaj w sklepie'));
const city = (value: string[]): SegmentGroup => ({
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value }],
});

describe('welcome mailings', () => {
  it('go to a subscriber added by hand at the next tick, once, as a run of the mailing, which stays planned', async () => {
    const { session, id, address, add } = await setUp({ type: 'welcome' }, ['early']);
    await add('ala');
    await tickAt(Date.now());
    const mail = await mailTo(address('ala'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.raw).toContain('Witaj w sklepie');
    // Subscribed before the mailing was planned: no welcome.
    expect(await mailTo(address('early'))).toHaveLength(0);

    // Another tick sends nobody again.
    await tickAt(Date.now() + 60_000);
    expect(await mailTo(address('ala'))).toHaveLength(1);
    expect(await get(session, id)).toMatchObject({ state: 'planned', sendType: 'welcome' });
    const runs = await session.call('GET', `/mailings/${id}/runs`);
    expect(runs.body.items.map((r: { state: string; sent: number }) => [r.state, r.sent])).toEqual([['sent', 1]]);
  });

  it('go to imported subscribers and never twice to one who leaves and subscribes again', async () => {
    const { session, address } = await setUp();
    const text = [address('jan'), address('ola')].join('\n');
    const imported = await session.call('POST', '/imports/manual', { json: { text, mode: 2, status: 5 } });
    expect(imported.body.import.counters).toMatchObject({ imported: 2 });
    // Not subscribed: no welcome.
    const left = await session.call('POST', '/subscribers', { json: { email: address('gone'), status: 3 } });
    expect(left.status).toBe(201);
    await tickAt(Date.now());
    expect(await mailTo(address('jan'))).toHaveLength(1);
    expect(await mailTo(address('ola'))).toHaveLength(1);
    expect(await mailTo(address('gone'))).toHaveLength(0);

    const jan = (await session.call('GET', '/subscribers')).body.items.find((s: { email?: string }) => s.email === address('jan'));
    const out = await session.call('PUT', `/subscribers/${jan.id}`, { json: { version: jan.version, status: 3 } });
    expect(out.status).toBe(200);
    const back = await session.call('PUT', `/subscribers/${jan.id}`, { json: { version: out.body.version, status: 5 } });
    expect(back.status).toBe(200);
    await tickAt(Date.now() + 60_000);
    expect(await mailTo(address('jan'))).toHaveLength(1);
  });

  it('wait their delay; whom a paused mailing triggered or had due waits for its resume; a cancelled one triggers nobody', async () => {
    const { session, id, address, add } = await setUp({ type: 'welcome', delay: { unit: 'hours', value: 5 } });
    const added = Date.now();
    await add('ewa');
    await tickAt(added);
    expect(await mailTo(address('ewa'))).toHaveLength(0);
    await tickAt(added + 6 * HOUR_MS);
    expect(await mailTo(address('ewa'))).toHaveLength(1);

    // Marek is due while the mailing is paused; Piotr subscribes while it is.
    await add('marek');
    expect((await session.call('POST', `/mailings/${id}/pause`, { json: {} })).status).toBe(200);
    await add('piotr');
    await tickAt(added + 60 * HOUR_MS);
    await tickAt(added + 61 * HOUR_MS);
    expect(await mailTo(address('marek'))).toHaveLength(0);
    expect(await mailTo(address('piotr'))).toHaveLength(0);
    expect((await session.call('POST', `/mailings/${id}/resume`, { json: {} })).body).toMatchObject({ state: 'planned' });
    await drainQueues();
    await tickAt(Date.now());
    expect(await mailTo(address('marek'))).toHaveLength(1);
    expect(await mailTo(address('piotr'))).toHaveLength(1);
    await tickAt(Date.now() + 60_000);
    expect(await mailTo(address('marek'))).toHaveLength(1);

    expect((await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).status).toBe(200);
    await add('kasia');
    await tickAt(added + 120 * HOUR_MS);
    expect(await mailTo(address('kasia'))).toHaveLength(0);
  });

  it('go only to new subscribers in the mailing’s segment as they are when due, not as of its last calculation', async () => {
    const { session, address } = await setUp({ type: 'welcome' }, [], async (s) => {
      const segment = await s.call('POST', '/segments', { json: { name: 'Gdańsk', type: 'dynamic', conditions: city(['Gdańsk']) } });
      expect(segment.status, JSON.stringify(segment.body)).toBe(201);
      expect((await s.call('POST', `/segments/${segment.body.id}/calculate`, { json: {} })).status).toBe(202);
      await drainQueues();
      return { segmentId: segment.body.id as string };
    });
    for (const [name, town] of [
      ['ala', 'Gdańsk'],
      ['bob', 'Kraków'],
    ])
      expect((await session.call('POST', '/subscribers', { json: { email: address(name!), props: { city: town } } })).status).toBe(201);
    await tickAt(Date.now());
    expect(await mailTo(address('ala'))).toHaveLength(1);
    expect(await mailTo(address('bob'))).toHaveLength(0);
  });

  it('go to a form’s sign-up once it is confirmed (double opt-in), not before', async () => {
    const { session, account, address } = await setUp();
    const form = await createForm(session);
    expect((await postForm(account.accountId, form.id, { email: address('nowa') })).statusCode).toBe(200);
    await tickAt(Date.now());
    expect(await welcomes(address('nowa'))).toHaveLength(0);

    const confirmed = await trackingRequest('POST', await confirmationPath(address('nowa')), {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.statusCode).toBe(200);
    await tickAt(Date.now());
    expect(await welcomes(address('nowa'))).toHaveLength(1);
    await tickAt(Date.now() + 60_000);
    expect(await welcomes(address('nowa'))).toHaveLength(1);
  });

  it('refuse a delay beyond its unit', async () => {
    const { session } = await loggedIn();
    const created = await session.call('POST', '/mailings', {
      json: { name: 'W', subject: 'W', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>W</p>' },
    });
    const res = await session.call('POST', `/mailings/${created.body.id}/plan`, {
      json: { type: 'welcome', delay: { unit: 'hours', value: 721 } },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('VALIDATION_TOO_BIG');
  });
  it('puts back whom a paused mailing held a page at a time, and a resume short of time hands the rest to a step of its own', async () => {
    const { session, account, id } = await setUp({ type: 'welcome' });
    expect((await session.call('POST', `/mailings/${id}/pause`, { json: {} })).status).toBe(200);
    // More held than one page (100): recorded and held directly, their subscribers need not exist for this.
    const past = new Date(Date.now() - 60_000).toISOString();
    const records = Array.from({ length: 101 }, () => ({ mailingId: id, subscriberId: ulid(), occasion: 'welcome', dueAt: past }));
    expect(await triggersRepository.record(account.accountId, records, past)).toBe(101);
    await Promise.all(records.map((r) => triggersRepository.hold({ ...r, accountId: account.accountId })));
    expect((await triggersRepository.held(account.accountId, id, 200)).records).toHaveLength(101);

    // Resumed without the route's own step, so that only the step under test's hand-off can finish the job.
    expect(
      await mailingsRepository.transition(account.accountId, id, ['paused'], 'planned', {
        at: new Date().toISOString(),
        set: {},
        remove: ['pause'],
      }),
    ).toBeTruthy();
    const job = { kind: 'campaign' as const, accountId: account.accountId, mailingId: id, step: 'triggersResume' as const };
    await triggersSteps.triggersResume(job, { remainingMs: () => 0, attempt: 1, maxAttempts: 3 });
    expect((await triggersRepository.held(account.accountId, id, 200)).records).toHaveLength(1);
    await drainQueues(['jobs']);
    expect(await triggersRepository.held(account.accountId, id, 200)).toEqual({ records: [], more: false });
    // Nobody real is due: cancelled, its due subscribers are dropped by the next tick.
    expect((await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).status).toBe(200);
  });
});
