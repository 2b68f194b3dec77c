import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { deliver } from './delivery-helpers';
import { mailsFor } from './users-helpers';
import { fileEnv } from './file-env';

const { tick } = await import('@functions/ticker/handler');
const { hourlyRepository } = await import('@functions/delivery/hourly-repository');
const { hourOf } = await import('@shared/rules/hourly');
const { pauseRepository } = await import('@functions/delivery/pause-repository');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { instantOf, localOf } = await import('@shared/rules/local-time');

/**
 * The hourly send type (issue 17): a mailing that goes in portions of `perHour` an hour, counted
 * from its start. A campaign hour is made short where the test lets the ticker find the next hour
 * for real (GONIEC_CAMPAIGN_HOUR_SECONDS, read when the mailing is planned), and long where several
 * send workers race within one hour.
 */
fileEnv({ GONIEC_CAMPAIGN_HOUR_SECONDS: undefined });
const setHour = (seconds: number) => (process.env.GONIEC_CAMPAIGN_HOUR_SECONDS = String(seconds));

const content = (name: string) => ({
  name,
  subject: 'Oferta',
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html: '<p>Hej {{ unsubscribe_url }}</p>',
});

async function setUp(count: number) {
  const { session, account } = await loggedIn();
  const tag = account.accountId.toLowerCase();
  const subscribers: { id: string; email: string }[] = [];
  for (let i = 0; i < count; i++) {
    const email = `hourly-${i}-${tag}@example.com`;
    const res = await session.call('POST', '/subscribers', { json: { email, name: 'Ola' } });
    expect(res.status).toBe(201);
    subscribers.push({ id: res.body.id as string, email });
  }
  return { session, account, subscribers };
}

async function create(session: ApiSession, name: string): Promise<string> {
  const res = await session.call('POST', '/mailings', { json: content(name) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

const received = async (subscribers: { email: string }[]) =>
  (await Promise.all(subscribers.map((s) => mailsFor(s.email)))).map((m) => m.length);
const sleepUntil = (at: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now()) + 20));

describe('an hourly mailing', () => {
  it('previews how many hours its portions take, and refuses a portion that is none', async () => {
    const { session } = await setUp(5);
    const id = await create(session, 'Podgląd godzinowy');
    const preview = await session.call('POST', `/mailings/${id}/plan/preview`, { json: { type: 'hourly', perHour: 2 } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ sendType: 'hourly', recipients: 5, hours: 3, fits: true });

    for (const [perHour, code] of [
      [0, 'VALIDATION_TOO_SMALL'],
      [1.5, 'VALIDATION_INVALID_TYPE'],
      [2_000_000, 'VALIDATION_TOO_BIG'],
    ] as const) {
      const res = await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'hourly', perHour } });
      expect(res.status).toBe(400);
      expect(res.body.params.errors[0]).toMatchObject({ path: 'perHour' });
      if (code !== 'VALIDATION_INVALID_TYPE') expect(res.body.params.errors[0].code).toBe(code);
    }
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('working');
  });

  it('planned at a time: the time can change, and back to ready it loses its portion', async () => {
    setHour(3600);
    const { session, account } = await setUp(1);
    const id = await create(session, 'Godzinowa o czasie');
    const zone = (await session.call('POST', `/mailings/${id}/plan/preview`, { json: { type: 'hourly', perHour: 5 } })).body.timeZone;
    const wallIn = (days: number) => `${localOf(new Date(Date.now() + days * 86_400_000), zone).slice(0, 10)}T10:00`;
    const planned = await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'hourly', perHour: 5, at: wallIn(2) } });
    expect(planned.status, JSON.stringify(planned.body)).toBe(202);
    expect(planned.body).toMatchObject({ state: 'planned', startAt: instantOf(wallIn(2), zone)!.toISOString() });
    const changed = await session.call('POST', `/mailings/${id}/time`, { json: { at: wallIn(3) } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({
      schedule: { type: 'hourly', perHour: 5, at: wallIn(3) },
      startAt: instantOf(wallIn(3), zone)!.toISOString(),
    });
    expect(((await mailingsRepository.get(account.accountId, id)) as unknown as { hourly?: unknown }).hourly).toEqual({
      perHour: 5,
      hourMs: 3_600_000,
    });
    expect((await session.call('POST', `/mailings/${id}/unplan`, { json: {} })).body.state).toBe('ready');
    expect(((await mailingsRepository.get(account.accountId, id)) as unknown as { hourly?: unknown }).hourly).toBeUndefined();
  });

  it('sends at most its portion each hour; the ticker starts the next portion when the next hour comes', async () => {
    // Hours of 4 s: how many a step of this test spans depends on the machine, so it checks what holds whatever the clock.
    const HOUR = 4000;
    setHour(HOUR / 1000);
    const { session, account, subscribers } = await setUp(5);
    const id = await create(session, 'Porcjami');
    const planned = await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'hourly', perHour: 2 } });
    expect(planned.status, JSON.stringify(planned.body)).toBe(202);
    expect(planned.body).toMatchObject({ state: 'planned', sendType: 'hourly', schedule: { type: 'hourly', perHour: 2 } });
    const ref = { channel: 'email' as const, accountId: account.accountId, id };
    const total = async () => (await received(subscribers)).reduce((a, b) => a + b, 0);

    /** Every hour so far held to its portion, and the hours' counts are what went. */
    const portionsHeld = async (startedAt: number) => {
      const hours = hourOf(startedAt, HOUR, Date.now()) + 1;
      const used = await Promise.all(Array.from({ length: hours }, (_, h) => hourlyRepository.used(ref, h)));
      for (const n of used) expect(n).toBeLessThanOrEqual(2);
      expect(used.reduce((a, b) => a + b, 0)).toBe(await total());
    };

    await drainQueues();
    let mailing = (await session.call('GET', `/mailings/${id}`)).body;
    const startedAt = Date.parse(mailing.startedAt);
    expect(mailing).toMatchObject({ state: 'paused', pause: { reason: 'hourly' } });
    // It waits for the start of an hour of its own.
    expect((Date.parse(mailing.pause.resumeAt) - startedAt) % HOUR).toBe(0);
    expect(await total()).toBeGreaterThanOrEqual(2);
    await portionsHeld(startedAt);

    let rounds = 0;
    while (mailing.state === 'paused' && rounds++ < 10) {
      const resumeAt = Date.parse(mailing.pause.resumeAt);
      const before = await total();
      // Before the hour ends the ticker leaves it paused; at its end the ticker resumes it and the next portion goes.
      await tick(new Date(resumeAt - 1000));
      expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('paused');
      await sleepUntil(resumeAt);
      await tick(new Date(resumeAt));
      await drainQueues();
      mailing = (await session.call('GET', `/mailings/${id}`)).body;
      expect(await total()).toBeGreaterThan(before);
      await portionsHeld(startedAt);
    }
    expect(mailing.state).toBe('sent');
    expect(mailing.stats).toMatchObject({ sent: 5 });
    // Everyone once.
    expect(await received(subscribers)).toEqual([1, 1, 1, 1, 1]);
  });

  it('holds the portion with several send workers at once, and parks the rest until the next hour', async () => {
    setHour(3600);
    const { session, account, subscribers } = await setUp(12);
    const id = await create(session, 'Równolegle');
    expect((await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'hourly', perHour: 3 } })).status).toBe(202);
    // Planned: its batch waits on the send queue while four workers take four batches of it at once.
    await drainQueues(['plan']);
    const ref = { channel: 'email' as const, accountId: account.accountId, id };
    const ids = subscribers.map((s) => s.id);
    await Promise.all([0, 3, 6, 9].map((from) => deliver('email', account.accountId, id, ids.slice(from, from + 3))));
    expect((await received(subscribers)).reduce((a, b) => a + b, 0)).toBe(3);
    expect(await hourlyRepository.used(ref, 0)).toBe(3);
    const mailing = (await session.call('GET', `/mailings/${id}`)).body;
    expect(mailing).toMatchObject({ state: 'paused', pause: { reason: 'hourly' } });
    expect(Date.parse(mailing.pause.resumeAt)).toBe(Date.parse(mailing.startedAt) + 3_600_000);

    // The planner's own batch arrives while it waits: parked, nobody more this hour.
    await drainQueues();
    expect((await received(subscribers)).reduce((a, b) => a + b, 0)).toBe(3);
    const parked: string[] = [];
    for await (const page of pauseRepository.parked(ref)) parked.push(...page.flatMap((b) => b.subscriberIds));
    expect(new Set(parked).size).toBe(12);
    // No e-mail to whoever ordered it: waiting for the next hour is how an hourly mailing goes.
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('paused');
  });
});

describe('giving parked batches back', () => {
  it('keeps a batch that was parked again while the resume gave it back (an hourly sending pausing at once)', async () => {
    const { session, account, subscribers } = await setUp(2);
    const id = await create(session, 'Znowu wstrzymana');
    expect((await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'hourly', perHour: 1 } })).status).toBe(202);
    await drainQueues(['plan']);
    const ref = { channel: 'email' as const, accountId: account.accountId, id };
    const ids = subscribers.map((s) => s.id);
    await deliver('email', account.accountId, id, ids);
    const read: Awaited<ReturnType<typeof pauseRepository.parked>> extends AsyncGenerator<infer P> ? P : never = [];
    for await (const page of pauseRepository.parked(ref)) read.push(...page);
    expect(read.map((b) => b.subscriberIds)).toEqual([[ids[1]]]);
    // The same batch parked again after it was read (a new parkedAt), then the resume removes what it read.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await pauseRepository.park(ref, [ids[1]!], new Date().toISOString())).toBe(true);
    await pauseRepository.unpark(read);
    const after: string[][] = [];
    for await (const page of pauseRepository.parked(ref)) after.push(...page.map((b) => b.subscriberIds));
    expect(after).toEqual([[ids[1]]]);
  });
});
