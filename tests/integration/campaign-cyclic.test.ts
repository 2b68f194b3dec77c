import { describe, expect, it } from 'vitest';
import { fullVersions } from '@shared/versions';
import type { Schedule } from '@shared/schemas/schedule';
import { campaignTicks } from '@functions/mailings/send-types';
import { cyclicPlanner } from '@functions/mailings/send-types/cyclic';
import { mailingsRepository } from '@functions/mailings/repository';
import { footersService } from '@functions/footers/service';
import { mailingActions } from '@functions/mailings/actions-repository';
import { drainQueues, loggedIn, mailTo, type ApiSession, type TestAccount } from './helpers';

/**
 * Cyclic mailings (issue 17): planned on cron fields in the account's zone, each run its own sending
 * to the segment as it stands then, the parent moving on to its next run; pause and resume (manual),
 * mass pause; the runs list; `sent` once the range is over. Runs are made due by ticks at the runs'
 * times (the test's clock), not by waiting.
 */
const DAILY_NINE = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '*' };

async function setUp() {
  const { session, account } = await loggedIn();
  const tag = account.accountId.toLowerCase();
  const add = async (name: string) => {
    const address = `${name}-${tag}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: address, name } })).status).toBe(201);
    return address;
  };
  const created = await session.call('POST', '/mailings', {
    json: { name: 'Co tydzień', subject: 'Nowości', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Hej</p>' },
  });
  expect(created.status).toBe(201);
  return { session, account, add, id: created.body.id as string };
}

/** Plans as planning.ts does once its shared checks passed (the plan route is the planning part's). */
async function plan(account: TestAccount, id: string, schedule: Schedule<'cyclic'>, now = new Date()) {
  const mailing = (await mailingsRepository.get(account.accountId, id))!;
  const actor = { accountId: account.accountId, userId: account.userId, email: account.email, versions: fullVersions(), segmentIds: [] };
  const ctx = { actor, mailing, timeZone: 'Europe/Warsaw', now };
  const checked = await cyclicPlanner.check(ctx, schedule);
  const footer = await footersService.forSending(account.accountId, 'pl');
  const planned = await cyclicPlanner.plan(ctx, schedule, {
    from: ['working', 'ready'],
    set: { sentById: account.userId, footer },
    remove: [],
  });
  expect(planned).toBe(true);
  return checked;
}

async function runAt(at: string) {
  expect(await campaignTicks(new Date(at))).toBeGreaterThanOrEqual(1);
  await drainQueues();
}

const get = async (session: ApiSession, id: string) => (await session.call('GET', `/mailings/${id}`)).body;

describe('cyclic mailings', () => {
  it('runs each due time as its own sending to the segment as it stands, and moves on to the next run', async () => {
    const { session, account, add, id } = await setUp();
    const ala = await add('ala');
    const checked = await plan(account, id, { type: 'cyclic', cron: DAILY_NINE });
    expect(checked.nextStarts).toHaveLength(5);
    // 09:00 in Warsaw each day: 08:00Z in winter, 07:00Z in summer.
    for (const start of checked.nextStarts) expect(['08:00', '07:00']).toContain(start.toISOString().slice(11, 16));
    const [first, second, third] = checked.nextStarts.map((d) => d.toISOString());

    let parent = await get(session, id);
    expect(parent).toMatchObject({ state: 'planned', sendType: 'cyclic', nextStartAt: first });
    // A tick before the run's time queues nothing.
    expect(await campaignTicks(new Date(Date.parse(first!) - 60_000))).toBe(0);

    await runAt(first!);
    parent = await get(session, id);
    expect(parent).toMatchObject({ state: 'planned', nextStartAt: second });
    expect(await mailTo(ala)).toHaveLength(1);

    // A step queued again for the same run acts once.
    expect(await campaignTicks(new Date(first!))).toBe(0);

    const jan = await add('jan');
    await runAt(second!);
    expect(await mailTo(ala)).toHaveLength(2);
    expect(await mailTo(jan)).toHaveLength(1);
    expect(await get(session, id)).toMatchObject({ state: 'planned', nextStartAt: third });

    const runs = await session.call('GET', `/mailings/${id}/runs`);
    expect(runs.status).toBe(200);
    expect(runs.body.items.map((r: { run: number; state: string; sent: number }) => [r.run, r.state, r.sent])).toEqual([
      [2, 'sent', 2],
      [1, 'sent', 1],
    ]);
    const lines = (await mailingActions.list(account.accountId, id, 20)).items;
    expect(lines.filter((l) => l.action === 'run').map((l) => l.detail?.run)).toEqual([2, 1]);
    // Later tests tick at far later times: this parent is not theirs to run.
    expect((await session.call('POST', `/mailings/${id}/pause`, { json: {} })).status).toBe(200);
  });

  it('pauses by hand (no run while paused) and resumes at the next run from now', async () => {
    const { session, account, add, id } = await setUp();
    const ala = await add('ala');
    const { nextStarts } = await plan(account, id, { type: 'cyclic', cron: DAILY_NINE });

    const paused = await session.call('POST', `/mailings/${id}/pause`, { json: {} });
    expect(paused).toMatchObject({ status: 200, body: { state: 'paused', pause: { reason: 'manual' } } });
    expect(paused.body.nextStartAt).toBeUndefined();
    expect((await session.call('POST', `/mailings/${id}/pause`, { json: {} })).body).toMatchObject({
      code: 'MAILING_ACTION_NOT_ALLOWED',
    });
    await campaignTicks(nextStarts[1]!);
    await drainQueues();
    expect(await mailTo(ala)).toHaveLength(0);

    const resumed = await session.call('POST', `/mailings/${id}/resume`, { json: {} });
    expect(resumed).toMatchObject({ status: 200, body: { state: 'planned', nextStartAt: nextStarts[0]!.toISOString() } });
    expect(resumed.body.pause).toBeUndefined();
    const lines = (await mailingActions.list(account.accountId, id, 20)).items;
    expect(lines.map((l) => [l.action, l.userEmail])).toEqual([
      ['resume', account.email],
      ['pause', account.email],
      ['create', account.email],
    ]);
    expect((await session.call('POST', `/mailings/${id}/pause`, { json: {} })).status).toBe(200);
  });

  it('mass pause answers each mailing: paused, or refused with its code', async () => {
    const { session, account, id } = await setUp();
    await plan(account, id, { type: 'cyclic', cron: DAILY_NINE });
    const other = (
      await session.call('POST', '/mailings', {
        json: { name: 'Szkic', subject: 'S', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
      })
    ).body.id as string;
    const res = await session.call('POST', '/mailings/pause', { json: { ids: [id, other, 'NOSUCHMAILING'] } });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { id, paused: true },
      { id: other, paused: false, code: 'MAILING_ACTION_NOT_ALLOWED' },
      { id: 'NOSUCHMAILING', paused: false, code: 'MAILING_NOT_FOUND' },
    ]);
  });

  it('refuses a range that ends before it starts, fields with no run in it, and a date that does not exist', async () => {
    const { account, id } = await setUp();
    const now = new Date();
    const mailing = (await mailingsRepository.get(account.accountId, id))!;
    const actor = { accountId: account.accountId, userId: account.userId, email: account.email, versions: fullVersions(), segmentIds: [] };
    const ctx = { actor, mailing, timeZone: 'Europe/Warsaw', now };
    await expect(
      cyclicPlanner.check(ctx, { type: 'cyclic', cron: DAILY_NINE, from: '2090-01-02T00:00', until: '2090-01-01T00:00' }),
    ).rejects.toMatchObject({ code: 'VALIDATION_FAILED', params: { errors: [{ path: 'until', code: 'CAMPAIGN_RANGE_INVALID' }] } });
    await expect(
      cyclicPlanner.check(ctx, { type: 'cyclic', cron: { ...DAILY_NINE, dayOfMonth: '31', month: '2' }, from: '2090-01-01T00:00' }),
    ).rejects.toMatchObject({ params: { errors: [{ path: 'cron', code: 'CAMPAIGN_CRON_NO_RUN' }] } });
    await expect(cyclicPlanner.check(ctx, { type: 'cyclic', cron: DAILY_NINE, from: '2090-02-30T00:00' })).rejects.toMatchObject({
      params: { errors: [{ path: 'from', code: 'CAMPAIGN_TIME_INVALID' }] },
    });
  });

  it('ends sent after its active range', async () => {
    const { session, account, add, id } = await setUp();
    const ala = await add('ala');
    // Two runs in range: 2090-01-01 and 2090-01-02 at 09:00 Warsaw.
    const { nextStarts } = await plan(account, id, {
      type: 'cyclic',
      cron: DAILY_NINE,
      from: '2090-01-01T09:00',
      until: '2090-01-02T12:00',
    });
    expect(nextStarts.map((d) => d.toISOString())).toEqual(['2090-01-01T08:00:00.000Z', '2090-01-02T08:00:00.000Z']);
    await runAt(nextStarts[0]!.toISOString());
    await runAt(nextStarts[1]!.toISOString());
    const parent = await get(session, id);
    expect(parent.state).toBe('sent');
    expect(parent.nextStartAt).toBeUndefined();
    expect(await mailTo(ala)).toHaveLength(2);
    expect((await session.call('POST', `/mailings/${id}/pause`, { json: {} })).body.code).toBe('MAILING_ACTION_NOT_ALLOWED');
  });
});
