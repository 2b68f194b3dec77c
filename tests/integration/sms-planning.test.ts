import { describe, expect, it } from 'vitest';
import { tick } from '@functions/ticker/handler';
import { smsSchedules } from '@functions/sms/schedule';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { SEND, addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { addAndLogin } from './users-helpers';

/**
 * Planned and cyclic SMS sendings (issue 17): a planned one starts within a minute of its time, driven
 * by ticks at times around it (the test's clock); a new time, cancel; a cyclic one makes a run per due
 * time, each to the audience as it stands then, reaching each recipient once; pause, resume, the end
 * of its range. Times are in 2090 so no other test's tick reaches them; each test ends what it planned.
 */
const DAILY_NINE = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '*' };

const get = async (session: ApiSession, id: string) => (await session.call('GET', `/sms/${id}`)).body;
const plannedIds = async (session: ApiSession) =>
  ((await session.call('GET', '/sms/planned')).body.items as { id: string }[]).map((s) => s.id);

async function at(iso: string, ms = 0) {
  await tick(new Date(Date.parse(iso) + ms));
  await drainQueues();
}

describe('planned SMS', () => {
  it('stands planned until its time and starts within the minute after it', async () => {
    const { session } = await loggedIn();
    const ala = freshPolishNumber();
    await addSubscriber(session, { gsm: ala, name: 'Ala' });
    // 10:00 in Warsaw in March 2090 is 09:00Z.
    const res = await session.call('POST', '/sms', { json: { ...SEND, schedule: { type: 'once', at: '2090-03-01T10:00' } } });
    expect(res).toMatchObject({
      status: 202,
      body: { state: 'planned', startAt: '2090-03-01T09:00:00.000Z', schedule: { type: 'once', at: '2090-03-01T10:00' } },
    });
    const id = res.body.id as string;
    expect(await plannedIds(session)).toEqual([id]);

    await at('2090-03-01T09:00:00.000Z', -60_000);
    expect(await get(session, id)).toMatchObject({ state: 'planned' });
    expect(await textsTo(ala)).toEqual([]);

    await at('2090-03-01T09:00:00.000Z', 30_000);
    expect(await get(session, id)).toMatchObject({ state: 'sent', stats: { recipients: 1, sent: 1 } });
    expect(await textsTo(ala)).toEqual([expect.objectContaining({ message: SEND.content })]);
    expect(await plannedIds(session)).toEqual([]);
    // A later tick finds nothing of it to start again.
    await at('2090-03-01T09:02:00.000Z');
    expect(await textsTo(ala)).toHaveLength(1);
  });

  it('takes a new time, and once cancelled never starts; actions its state does not allow answer 409', async () => {
    const { session } = await loggedIn();
    const ala = freshPolishNumber();
    await addSubscriber(session, { gsm: ala });
    const id = (await session.call('POST', '/sms', { json: { ...SEND, schedule: { type: 'once', at: '2090-04-01T10:00' } } })).body
      .id as string;

    const moved = await session.call('POST', `/sms/${id}/time`, { json: { at: '2090-04-02T10:00' } });
    expect(moved).toMatchObject({ status: 200, body: { state: 'planned', startAt: '2090-04-02T08:00:00.000Z' } });
    await at('2090-04-01T08:00:30.000Z');
    expect(await textsTo(ala)).toEqual([]);

    const past = await session.call('POST', `/sms/${id}/time`, { json: { at: '2020-01-01T10:00' } });
    expect(past).toMatchObject({ status: 400, body: { params: { errors: [{ path: 'at', code: 'CAMPAIGN_TIME_IN_PAST' }] } } });

    expect(await session.call('POST', `/sms/${id}/cancel`, { json: {} })).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    await at('2090-04-02T08:00:30.000Z');
    expect(await textsTo(ala)).toEqual([]);
    expect(await get(session, id)).toMatchObject({ state: 'cancelled' });
    expect(await plannedIds(session)).toEqual([]);

    for (const [path, json] of [
      ['cancel', {}],
      ['time', { at: '2090-05-01T10:00' }],
      ['pause', {}],
    ] as const)
      expect(await session.call('POST', `/sms/${id}/${path}`, { json })).toMatchObject({
        status: 409,
        body: { code: 'SMS_ACTION_NOT_ALLOWED' },
      });
    expect((await session.call('POST', '/sms/NOSUCHSMS/cancel', { json: {} })).status).toBe(404);
  });

  it('refuses a time that has passed or does not exist, on the schedule field', async () => {
    const { session } = await loggedIn();
    const past = await session.call('POST', '/sms', { json: { ...SEND, schedule: { type: 'once', at: '2020-01-01T10:00' } } });
    expect(past).toMatchObject({ status: 400, body: { params: { errors: [{ path: 'schedule.at', code: 'CAMPAIGN_TIME_IN_PAST' }] } } });
    const none = await session.call('POST', '/sms', { json: { ...SEND, schedule: { type: 'once', at: '2090-02-30T10:00' } } });
    expect(none).toMatchObject({ status: 400, body: { params: { errors: [{ path: 'schedule.at', code: 'CAMPAIGN_TIME_INVALID' }] } } });
    const cron = await session.call('POST', '/sms', {
      json: { ...SEND, schedule: { type: 'cyclic', cron: { ...DAILY_NINE, hour: '25' } } },
    });
    expect(cron).toMatchObject({
      status: 400,
      body: { params: { errors: [{ path: 'schedule.cron.hour', code: 'CAMPAIGN_CRON_INVALID' }] } },
    });
    const range = await session.call('POST', '/sms', {
      json: { ...SEND, schedule: { type: 'cyclic', cron: DAILY_NINE, from: '2090-01-02T00:00', until: '2090-01-01T00:00' } },
    });
    expect(range).toMatchObject({
      status: 400,
      body: { params: { errors: [{ path: 'schedule.until', code: 'CAMPAIGN_RANGE_INVALID' }] } },
    });
    expect((await session.call('GET', '/sms')).body.items).toEqual([]);
  });
});

describe('planned SMS under 4-eye verification', () => {
  it('waits for acceptance with its schedule, then stands planned at its time (not sent at once)', async () => {
    const { session: owner } = await loggedIn();
    const ala = freshPolishNumber();
    await addSubscriber(owner, { gsm: ala });
    const maker = await addAndLogin(owner, { permissions: { PERM_SMS: true }, name: 'Maker' });
    expect((await owner.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', fourEye: true } })).status).toBe(200);
    const handed = await maker.session.call('POST', '/sms', { json: { ...SEND, schedule: { type: 'once', at: '2090-07-01T10:00' } } });
    expect(handed).toMatchObject({ status: 202, body: { state: 'awaiting', schedule: { type: 'once', at: '2090-07-01T10:00' } } });
    expect(handed.body.startAt).toBeUndefined();
    const id = handed.body.id as string;
    expect(await plannedIds(owner)).toEqual([]);

    const accepted = await owner.call('POST', `/sms/${id}/accept`, { json: {} });
    expect(accepted).toMatchObject({ status: 202, body: { state: 'planned', startAt: '2090-07-01T08:00:00.000Z' } });
    await drainQueues();
    expect(await textsTo(ala)).toEqual([]);
    expect(await plannedIds(owner)).toEqual([id]);
    await at('2090-07-01T08:00:20.000Z');
    expect(await get(owner, id)).toMatchObject({ state: 'sent', stats: { sent: 1 } });
    expect(await textsTo(ala)).toHaveLength(1);
  });
});

describe('cyclic SMS', () => {
  it('makes a run per due time, each to the audience as it stands then, each recipient once; pause, resume, cancel', async () => {
    const { session, account } = await loggedIn();
    const [ala, jan] = [freshPolishNumber(), freshPolishNumber()];
    await addSubscriber(session, { gsm: ala });
    const schedule = { type: 'cyclic', cron: DAILY_NINE, from: '2090-05-01T00:00', until: '2090-05-10T00:00' } as const;
    const preview = await session.call('POST', '/sms/schedule/preview', { json: { schedule } });
    expect(preview.body.nextStarts).toEqual([1, 2, 3, 4, 5].map((d) => `2090-05-0${d}T07:00:00.000Z`));
    const res = await session.call('POST', '/sms', { json: { ...SEND, schedule } });
    expect(res).toMatchObject({ status: 202, body: { state: 'planned', nextStartAt: '2090-05-01T07:00:00.000Z' } });
    const id = res.body.id as string;
    expect(await plannedIds(session)).toEqual([id]);

    await at('2090-05-01T07:00:10.000Z');
    expect(await textsTo(ala)).toHaveLength(1);
    expect(await get(session, id)).toMatchObject({ state: 'planned', nextStartAt: '2090-05-02T07:00:00.000Z' });
    // The same run due again (a repeated tick) makes nothing twice.
    expect(await smsSchedules.tick(new Date('2090-05-01T07:00:40.000Z'))).toBe(0);

    await addSubscriber(session, { gsm: jan });
    await at('2090-05-02T07:00:10.000Z');
    expect(await textsTo(ala)).toHaveLength(2);
    expect(await textsTo(jan)).toHaveLength(1);

    const runs = ((await session.call('GET', '/sms')).body.items as { id: string; parentId?: string; run?: number; state: string }[])
      .filter((s) => s.parentId === id)
      .map((s) => [s.run, s.state]);
    expect(runs.sort()).toEqual([
      [1, 'sent'],
      [2, 'sent'],
    ]);
    // A run is a sending of its own, not a planned one.
    expect(await plannedIds(session)).toEqual([id]);

    const paused = await session.call('POST', `/sms/${id}/pause`, { json: {} });
    expect(paused).toMatchObject({ status: 200, body: { state: 'paused', pause: { reason: 'manual' } } });
    expect(paused.body.nextStartAt).toBeUndefined();
    expect(await plannedIds(session)).toEqual([id]);
    await at('2090-05-03T07:00:10.000Z');
    expect(await textsTo(ala)).toHaveLength(2);

    const resumed = await session.call('POST', `/sms/${id}/resume`, { json: {} });
    expect(resumed).toMatchObject({ status: 200, body: { state: 'planned' } });
    expect(resumed.body.nextStartAt).toBeDefined();
    expect((await session.call('POST', `/sms/${id}/resume`, { json: {} })).body.code).toBe('SMS_NOT_PAUSED');
    expect((await session.call('POST', `/sms/${id}/time`, { json: { at: '2090-06-01T10:00' } })).body.code).toBe('SMS_ACTION_NOT_ALLOWED');

    expect(await session.call('POST', `/sms/${id}/cancel`, { json: {} })).toMatchObject({ status: 200, body: { state: 'cancelled' } });
    await at('2090-05-04T07:00:10.000Z');
    expect(await textsTo(ala)).toHaveLength(2);
    expect(account.accountId).toBeDefined();
  });

  it('ends sent once its range holds no further run', async () => {
    const { session } = await loggedIn();
    const ala = freshPolishNumber();
    await addSubscriber(session, { gsm: ala });
    const schedule = { type: 'cyclic', cron: DAILY_NINE, from: '2090-06-01T00:00', until: '2090-06-01T12:00' } as const;
    const id = (await session.call('POST', '/sms', { json: { ...SEND, schedule } })).body.id as string;
    await at('2090-06-01T07:00:10.000Z');
    expect(await textsTo(ala)).toHaveLength(1);
    const parent = await get(session, id);
    expect(parent.state).toBe('sent');
    expect(parent.nextStartAt).toBeUndefined();
    expect((await session.call('POST', `/sms/${id}/pause`, { json: {} })).body.code).toBe('SMS_ACTION_NOT_ALLOWED');
  });
});
