import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { addAndLogin, mailsFor } from './users-helpers';

const { tick } = await import('@functions/ticker/handler');
const { resumeDue } = await import('@functions/delivery/control');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { mailingActions } = await import('@functions/mailings/actions-repository');
const { instantOf, localOf } = await import('@shared/rules/local-time');

/**
 * Planning (issue 17): the preview, a once sending now or at a wall time in the account's zone
 * (started by the ticker within a minute of it), a new time, back to ready, sending hours and days,
 * reservations and 4-eye acceptance of a planned sending. Each line of the history is read back.
 */
const ZONE = 'Europe/Warsaw';
const DAY = 86_400_000;
const MINUTE = 60_000;

const content = (name: string) => ({
  name,
  subject: 'Oferta',
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html: '<p>Hej {{ unsubscribe_url }}</p>',
});

async function setUp(options: { fourEye?: boolean } = {}) {
  const { session, account } = await loggedIn();
  const subscriber = `plan-${account.accountId.toLowerCase()}@example.com`;
  expect((await session.call('POST', '/subscribers', { json: { email: subscriber, name: 'Ala' } })).status).toBe(201);
  const settings = await session.call('PUT', '/settings/company/global', { json: { timeZone: ZONE, fourEye: options.fourEye ?? false } });
  expect(settings.status).toBe(200);
  return { session, account, subscriber };
}

async function create(session: ApiSession, name: string): Promise<string> {
  const res = await session.call('POST', '/mailings', { json: content(name) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** A wall time in the account's zone `days` from now, on a whole hour. */
const wallIn = (days: number, hour = 10) =>
  `${localOf(new Date(Date.now() + days * DAY), ZONE).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;

const due = async (accountId: string, at: Date) =>
  (await mailingsRepository.due(at.toISOString(), { max: 100_000 })).filter((m) => m.accountId === accountId).map((m) => m.id);

/** The lines planning wrote, oldest first (the mailing's creation is a line of its own, not planning's). */
const planningLines = async (accountId: string, id: string, limit = 50) =>
  (await mailingActions.list(accountId, id, limit)).items.filter((e) => e.action !== 'create').reverse();
const history = async (accountId: string, id: string) => (await planningLines(accountId, id)).map((e) => e.action);

const fieldCode = (body: { code: string; params?: { errors?: { path: string; code: string }[] } }) =>
  body.code === 'VALIDATION_FAILED' ? body.params?.errors?.map((e) => `${e.path}:${e.code}`) : body.code;

describe('planning a once sending', () => {
  it('previews the audience, its count, the room left and the start in the account zone', async () => {
    const { session } = await setUp();
    const id = await create(session, 'Podgląd');
    const at = wallIn(3);
    const preview = await session.call('POST', `/mailings/${id}/plan/preview`, { json: { type: 'once', at } });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ sendType: 'once', recipients: 1, fits: true, fourEye: false, timeZone: ZONE, nextStarts: [] });
    expect(preview.body.monthlyLeft).toBeGreaterThan(0);
    expect(preview.body.startsAt).toBe(instantOf(at, ZONE)!.toISOString());
    // Nothing changed.
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('working');
  });

  it('refuses a time that has passed, one that is no time, and a reservation without 4-eye', async () => {
    const { session, account } = await setUp();
    const id = await create(session, 'Złe');
    const cases: [unknown, unknown][] = [
      [{ type: 'once', at: wallIn(-2) }, ['at:CAMPAIGN_TIME_IN_PAST']],
      [{ type: 'once', at: '2031-02-30T10:00' }, ['at:CAMPAIGN_TIME_INVALID']],
      [{ type: 'reservation', at: wallIn(2) }, ['type:CAMPAIGN_SEND_TYPE_UNAVAILABLE']],
    ];
    for (const [json, code] of cases) {
      for (const path of ['plan/preview', 'plan']) {
        const res = await session.call('POST', `/mailings/${id}/${path}`, { json });
        expect(res.status, JSON.stringify(json)).toBe(400);
        expect(fieldCode(res.body)).toEqual(code);
      }
    }
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('working');
    expect(await history(account.accountId, id)).toEqual([]);
  });

  it('starts a mailing planned at a time within a minute of it, not before', async () => {
    const { session, account, subscriber } = await setUp();
    const id = await create(session, 'O czasie');
    const at = wallIn(2, 9);
    const planned = await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'once', at } });
    expect(planned.status, JSON.stringify(planned.body)).toBe(202);
    const startAt = instantOf(at, ZONE)!;
    expect(planned.body).toMatchObject({
      state: 'planned',
      sendType: 'once',
      schedule: { type: 'once', at },
      startAt: startAt.toISOString(),
    });

    await drainQueues();
    expect(await due(account.accountId, new Date(startAt.getTime() - MINUTE))).toEqual([]);
    await tick(new Date(startAt.getTime() - MINUTE));
    await drainQueues();
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('planned');
    expect(await mailsFor(subscriber)).toEqual([]);

    await tick(new Date(startAt.getTime() + 30_000));
    await drainQueues();
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
    expect(await mailsFor(subscriber)).toHaveLength(1);
    expect(await history(account.accountId, id)).toEqual(['plan']);
  });

  it('sends now through planning (mailings.send is once, now)', async () => {
    const { session, account, subscriber } = await setUp();
    const id = await create(session, 'Teraz');
    const sent = await session.call('POST', `/mailings/${id}/send`, { json: {} });
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ state: 'planned', sendType: 'once', schedule: { type: 'once' } });
    expect(sent.body.startAt).toBeUndefined();
    await drainQueues();
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
    expect(await mailsFor(subscriber)).toHaveLength(1);
    const [line] = (await mailingActions.list(account.accountId, id, 5)).items;
    expect(line).toMatchObject({ action: 'plan', detail: { type: 'once', at: 'now' } });
  });

  it('changes the time of a planned mailing, then takes it back to ready; neither is allowed once it is not planned', async () => {
    const { session, account } = await setUp();
    const id = await create(session, 'Zmiana');
    const first = wallIn(2);
    expect((await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'once', at: first } })).status).toBe(202);

    expect(fieldCode((await session.call('POST', `/mailings/${id}/time`, { json: { at: wallIn(-1) } })).body)).toEqual([
      'at:CAMPAIGN_TIME_IN_PAST',
    ]);
    const second = wallIn(5, 14);
    const changed = await session.call('POST', `/mailings/${id}/time`, { json: { at: second } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const startAt = instantOf(second, ZONE)!;
    expect(changed.body).toMatchObject({ state: 'planned', startAt: startAt.toISOString(), schedule: { type: 'once', at: second } });
    // The due index moved with it: not due at the first time any more.
    expect(await due(account.accountId, instantOf(first, ZONE)!)).toEqual([]);
    expect(await due(account.accountId, startAt)).toEqual([id]);

    const unplanned = await session.call('POST', `/mailings/${id}/unplan`, { json: {} });
    expect(unplanned.status).toBe(200);
    expect(unplanned.body.state).toBe('ready');
    expect(unplanned.body.schedule).toBeUndefined();
    expect(unplanned.body.startAt).toBeUndefined();
    expect(await due(account.accountId, startAt)).toEqual([]);

    for (const [path, json] of [
      ['time', { at: wallIn(3) }],
      ['unplan', {}],
    ] as const) {
      const res = await session.call('POST', `/mailings/${id}/${path}`, { json });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('MAILING_ACTION_NOT_ALLOWED');
    }
    const lines = await planningLines(account.accountId, id);
    expect(lines.map((l) => l.action)).toEqual(['plan', 'changeTime', 'unplan']);
    expect(lines[1]!.detail).toMatchObject({ from: first, to: second, timeZone: ZONE });
  });
});

describe('sending hours and days', () => {
  it('starts at the window opening; outside it the sending pauses (reason window) and resumes when it opens', async () => {
    const { session, account, subscriber } = await setUp();
    const id = await create(session, 'Okno');
    const hour = Number(localOf(new Date(), ZONE).slice(11, 13));
    // A window the current hour is not in (the account's zone).
    const window =
      hour < 12 ? { fromHour: 13, toHour: 24, days: [1, 2, 3, 4, 5, 6, 7] } : { fromHour: 0, toHour: 11, days: [1, 2, 3, 4, 5, 6, 7] };
    const preview = await session.call('POST', `/mailings/${id}/plan/preview`, { json: { type: 'once', window } });
    const opens = new Date(preview.body.startsAt);
    expect(opens.getTime()).toBeGreaterThan(Date.now());
    expect(Number(localOf(opens, ZONE).slice(11, 13))).toBe(window.fromHour);

    const planned = await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'once', window } });
    expect(planned.body).toMatchObject({ state: 'planned', startAt: opens.toISOString() });
    await drainQueues();
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('planned');

    // At the opening the ticker starts it; the engine, on this machine's clock (outside the window), pauses it.
    await tick(new Date(opens.getTime() + 1000));
    await drainQueues();
    const paused = (await session.call('GET', `/mailings/${id}`)).body;
    expect(paused).toMatchObject({ state: 'paused', pause: { reason: 'window', resumeAt: opens.toISOString() } });
    expect(await mailsFor(subscriber)).toEqual([]);

    // The window as if its hours had come (every hour): the ticker resumes it at resumeAt and it goes out.
    const head = (await mailingsRepository.head(account.accountId, id))!;
    expect(
      await mailingsRepository.transition(account.accountId, id, ['paused'], 'paused', {
        at: new Date().toISOString(),
        set: { sendWindow: { ...(head as unknown as { sendWindow: object }).sendWindow, fromHour: 0, toHour: 24 } },
      }),
    ).toBe(true);
    // The ticker's resume step alone: a whole tick on a clock hours ahead would also let the reconciler
    // find the sending just resumed (by this machine's clock) stalled for hours, and fail it.
    expect(await resumeDue(new Date(opens.getTime() + 2000))).toBeGreaterThanOrEqual(1);
    await drainQueues();
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
    expect(await mailsFor(subscriber)).toHaveLength(1);
  });
});

describe('4-eye verification of a planned sending', () => {
  it('hands the schedule over; accepted, it is planned for its time; a new time asks again; a time passed meanwhile starts it now', async () => {
    const { session: owner, account, subscriber } = await setUp({ fourEye: true });
    const maker = await addAndLogin(owner, { roleId: 'maker', name: 'Maker' });
    const checker = await addAndLogin(owner, { roleId: 'checker', name: 'Checker' });
    const id = await create(maker.session, 'Rezerwacja');
    const at = wallIn(2, 8);

    const preview = await maker.session.call('POST', `/mailings/${id}/plan/preview`, { json: { type: 'reservation', at } });
    expect(preview.body).toMatchObject({ sendType: 'reservation', fourEye: true, recipients: 1 });
    const handed = await maker.session.call('POST', `/mailings/${id}/plan`, { json: { type: 'reservation', at } });
    expect(handed.status, JSON.stringify(handed.body)).toBe(202);
    // What the checker sees: the content, the audience's count, the type and time.
    expect(handed.body).toMatchObject({
      state: 'ready',
      sendType: 'reservation',
      startAt: instantOf(at, ZONE)!.toISOString(),
      approval: { state: 'pending', recipients: 1 },
    });

    const accepted = await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(accepted.body).toMatchObject({
      state: 'planned',
      sentById: maker.id,
      acceptedById: checker.id,
      startAt: instantOf(at, ZONE)!.toISOString(),
    });
    await drainQueues();
    expect((await owner.call('GET', `/mailings/${id}`)).body.state).toBe('planned');

    const later = wallIn(4, 8);
    const again = await maker.session.call('POST', `/mailings/${id}/time`, { json: { at: later } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body).toMatchObject({ state: 'ready', startAt: instantOf(later, ZONE)!.toISOString(), approval: { state: 'pending' } });
    expect(await due(account.accountId, instantOf(later, ZONE)!)).toEqual([]);

    // The time handed over passes before the checker decides (the stored schedule set into the past).
    expect(
      await mailingsRepository.transition(account.accountId, id, ['ready'], 'ready', {
        at: new Date().toISOString(),
        set: { schedule: { type: 'reservation', at: wallIn(-1) } },
      }),
    ).toBe(true);
    const late = await checker.session.call('POST', `/mailings/${id}/accept`, { json: {} });
    expect(late.status, JSON.stringify(late.body)).toBe(202);
    expect(late.body.state).toBe('planned');
    await drainQueues();
    expect((await owner.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
    expect(await mailsFor(subscriber)).toHaveLength(1);

    const lines = await planningLines(account.accountId, id);
    expect(lines.map((l) => [l.action, l.userId])).toEqual([
      ['plan', maker.id],
      ['accept', checker.id],
      ['changeTime', maker.id],
      ['accept', checker.id],
    ]);
    expect(lines[3]!.detail).toMatchObject({ at: 'now', late: true });
  });

  it('keeps a rejection and its reason in the history', async () => {
    const { session: owner, account } = await setUp({ fourEye: true });
    const checker = await addAndLogin(owner, { roleId: 'checker', name: 'Checker' });
    const id = await create(owner, 'Odrzucona');
    expect((await owner.call('POST', `/mailings/${id}/plan`, { json: { type: 'once', at: wallIn(2) } })).status).toBe(202);
    expect((await checker.session.call('POST', `/mailings/${id}/reject`, { json: { reason: 'Zła godzina' } })).status).toBe(200);
    const [line] = (await mailingActions.list(account.accountId, id, 1)).items;
    expect(line).toMatchObject({ action: 'reject', userId: checker.id, detail: { reason: 'Zła godzina' } });
  });
});
