import PostalMime from 'postal-mime';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { fullVersions } from '@shared/versions';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';

const { engagement } = await import('@functions/sending/engagement');
const { sesEventFor } = await import('@infra/local/ses-feedback');
const { sendingsIn } = await import('@functions/reports/period');
const { campaignTicks } = await import('@functions/mailings/send-types');
const { cyclicPlanner } = await import('@functions/mailings/send-types/cyclic');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { footersService } = await import('@functions/footers/service');

/**
 * The period reports (issue 18): /reports/special (deliverability) and /reports/dynamic (one metric
 * against the period before) of a real sending, its SES outcomes and an open written through the
 * events path, summed from the sending's roll-ups.
 */

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
const OUTLOOK = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17126; Pro)';

async function subscriber(session: ApiSession, email: string): Promise<string> {
  const res = await session.call('POST', '/subscribers', { json: { email } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/**
 * A sending to two gmail.com and two wp.pl addresses: one gmail.com address bounces hard (550), one
 * wp.pl address complains, the others are delivered; the other wp.pl recipient opens it.
 */
async function sentWithOutcomes(session: ApiSession, accountId: string): Promise<string> {
  const tag = ulid().toLowerCase();
  const people = { gmail: `a-${tag}@gmail.com`, bounced: `b-${tag}@gmail.com`, wp: `c-${tag}@wp.pl`, complains: `d-${tag}@wp.pl` };
  const ids = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([k, e]) => [k, await subscriber(session, e)] as const)),
  );
  const created = await session.call('POST', '/mailings', {
    json: { name: 'Okres', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Cześć</p>' },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await session.call('POST', `/mailings/${id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  // What SES says of each message (the simulator's addresses choose a bounce and a complaint); the domain is the recipient's own.
  const outcome = { gmail: 'x@gmail.com', bounced: 'bounce@simulator.amazonses.com', wp: 'x@wp.pl', complains: 'x@wp.pl' };
  for (const who of Object.keys(people) as (keyof typeof people)[]) {
    const message = { id: `m-${ulid()}`, source: 'news@goniec.test', tags: { account: accountId, mailing: id, subscriber: ids[who]! } };
    await engagement.sesEvent(sesEventFor(message, outcome[who]));
    if (who === 'complains') await engagement.sesEvent(sesEventFor({ ...message, id: `m-${ulid()}` }, 'complaint@simulator.amazonses.com'));
  }
  // Nothing a person does comes within 2 s of the send (shared/rules/user-agents.ts).
  await new Promise((r) => setTimeout(r, 2_100));
  const html = (await PostalMime.parse((await mailTo(people.wp))[0]!.raw)).html!;
  const pixel = new URL(/src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(html)![1]!).pathname;
  expect((await trackingRequest('GET', pixel, { headers: { 'user-agent': OUTLOOK } })).statusCode).toBe(200);
  await drainQueues();
  return id;
}

describe('the period reports', () => {
  it('deliverability: counts and rates over time, by domain with flags over the thresholds, by bounce code', async () => {
    const { session, account } = await loggedIn();
    await sentWithOutcomes(session, account.accountId);

    const res = await session.call('GET', '/reports/special');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    // Without dates: the 30 days up to today, day by day.
    expect(r.period).toMatchObject({ to: today(), timeZone: expect.any(String) });
    expect(r.granularity).toBe('day');
    expect(r.series).toHaveLength(30);
    expect(r.mailings).toBe(1);
    const counts = { sent: 4, delivered: 3, hardBounces: 1, softBounces: 0, complaints: 1, bounceRate: 0.25, complaintRate: 1 / 3 };
    expect(r.totals).toEqual(counts);
    expect(r.series.at(-1)).toEqual({ at: today(), ...counts });
    expect(r.series[0]).toMatchObject({ sent: 0, bounceRate: null });
    expect(r.domains).toEqual([
      {
        domain: 'gmail.com',
        sent: 2,
        delivered: 1,
        hardBounces: 1,
        softBounces: 0,
        complaints: 0,
        bounceRate: 0.5,
        complaintRate: 0,
        bounceFlag: true,
        complaintFlag: false,
      },
      {
        domain: 'wp.pl',
        sent: 2,
        delivered: 2,
        hardBounces: 0,
        softBounces: 0,
        complaints: 1,
        bounceRate: 0,
        complaintRate: 0.5,
        bounceFlag: false,
        complaintFlag: true,
      },
    ]);
    expect(r.bounceCodes).toEqual([{ code: '550', kind: 'hard', quarantines: expect.any(Boolean), count: 1 }]);
    expect(r.thresholds).toEqual({ bounceRate: 0.02, complaintRate: 0.001 });

    // A period without sendings; a long one is drawn week by week.
    const empty = await session.call('GET', '/reports/special', { query: { from: '2020-01-01', to: '2020-01-31' } });
    expect(empty.body).toMatchObject({
      mailings: 0,
      granularity: 'day',
      totals: { sent: 0, bounceRate: null },
      domains: [],
      bounceCodes: [],
    });
    expect(empty.body.series).toHaveLength(31);
    const long = await session.call('GET', '/reports/special', { query: { from: '2020-01-01', to: '2020-06-30' } });
    expect(long.body.granularity).toBe('week');
    expect(long.body.series[0].at).toBe('2019-12-30');
  });

  it('dynamic: a metric by day, week or month against the period before, filtered; unknown metrics and bad periods refused', async () => {
    const { session, account } = await loggedIn();
    await sentWithOutcomes(session, account.accountId);
    const dynamic = async (query: Record<string, string>) => {
      const res = await session.call('GET', '/reports/dynamic', { query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const day = today();
    const sent = await dynamic({ metric: 'sent', from: day, to: day });
    expect(sent).toMatchObject({
      metric: 'sent',
      granularity: 'day',
      period: { from: day, to: day },
      series: [{ at: day, value: 4 }],
      total: 4,
      previousTotal: 0,
      change: null,
      mailings: 1,
      previousMailings: 0,
    });
    expect(sent.previousPeriod.to < day).toBe(true);
    // Rates from the summed counts: one opener of three delivered.
    expect(await dynamic({ metric: 'openRate', from: day, to: day })).toMatchObject({ total: 1 / 3, previousTotal: null, change: null });
    // Every open and every bounce (hard and soft) come from the report's roll-ups.
    expect((await dynamic({ metric: 'opens' })).total).toBe(1);
    expect((await dynamic({ metric: 'bounces' })).total).toBe(1);
    expect((await dynamic({ metric: 'complaints' })).total).toBe(1);
    const months = await dynamic({ metric: 'delivered', granularity: 'month', from: `${day.slice(0, 7)}-01`, to: day });
    expect(months.series).toEqual([{ at: `${day.slice(0, 7)}-01`, value: 3 }]);

    for (const filter of [{ type: 'cyclic' }, { sender: 'other@goniec.test' }, { segment: 'NOSUCHSEGMENT' }] as Record<string, string>[])
      expect(await dynamic({ metric: 'sent', ...filter })).toMatchObject({ total: 0, mailings: 0 });
    expect(await dynamic({ metric: 'sent', type: 'once', sender: 'NEWS@goniec.test' })).toMatchObject({ total: 4, mailings: 1 });

    for (const [query, path, code] of [
      ['metric=revenue', 'metric', 'REPORT_UNKNOWN_METRIC'],
      ['from=2026-01-01', 'metric', 'REPORT_UNKNOWN_METRIC'],
      ['metric=sent&from=2026-05-02&to=2026-05-01', 'to', 'REPORT_RANGE_REVERSED'],
      ['metric=sent&from=2024-01-01&to=2025-01-01', 'to', 'REPORT_RANGE_TOO_LONG'],
    ] as const) {
      const res = await session.call('GET', '/reports/dynamic', { query: Object.fromEntries(new URLSearchParams(query)) });
      expect(res, query).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', params: { errors: [{ path, code }] } } });
    }
    const badGranularity = await session.call('GET', '/reports/dynamic', { query: { metric: 'sent', granularity: 'year' } });
    expect(badGranularity).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    // More sendings in the period than a report reads at once: a shorter period is asked for (the cap lowered to 0 here).
    const actor = { accountId: account.accountId, versions: fullVersions() };
    await expect(
      sendingsIn(actor, { from: day, to: day, timeZone: 'Europe/Warsaw' }, {}, { rollups: false, max: 0 }),
    ).rejects.toMatchObject({ status: 400, code: 'REPORT_TOO_MANY_MAILINGS', params: { max: 0 } });
    const special = await session.call('GET', '/reports/special', { query: { from: '2026-05-02', to: '2026-05-01' } });
    expect(special).toMatchObject({ status: 400, body: { params: { errors: [{ path: 'to', code: 'REPORT_RANGE_REVERSED' }] } } });
  });

  it("counts a cyclic mailing's runs, each a sending of its own on the day it started (the campaigns report never lists runs by themselves)", async () => {
    const { session, account } = await loggedIn();
    await subscriber(session, `a-${ulid().toLowerCase()}@example.com`);
    const created = await session.call('POST', '/mailings', {
      json: { name: 'Co dzień', subject: 'Nowości', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Hej</p>' },
    });
    const id = created.body.id as string;
    const mailing = (await mailingsRepository.get(account.accountId, id))!;
    const actor = { accountId: account.accountId, userId: account.userId, email: account.email, versions: fullVersions(), segmentIds: [] };
    const ctx = { actor, mailing, timeZone: 'Europe/Warsaw', now: new Date() };
    const schedule = { type: 'cyclic' as const, cron: { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '*' } };
    const { nextStarts } = await cyclicPlanner.check(ctx, schedule);
    const footer = await footersService.forSending(account.accountId, 'pl');
    expect(
      await cyclicPlanner.plan(ctx, schedule, { from: ['working', 'ready'], set: { sentById: account.userId, footer }, remove: [] }),
    ).toBe(true);
    expect(await campaignTicks(nextStarts[0]!)).toBeGreaterThanOrEqual(1);
    await drainQueues();

    // The run is due at its time (the tick's clock) and starts now: it counts today.
    const day = today();
    const res = await session.call('GET', '/reports/dynamic', { query: { metric: 'sent', from: day, to: day, type: 'cyclic' } });
    expect(res.body).toMatchObject({ total: 1, mailings: 1, series: [{ at: day, value: 1 }] });
    const campaigns = await session.call('GET', '/reports/campaigns', { query: { from: day, to: day } });
    expect(campaigns.body.items).toEqual([]);
    // Its next runs would be due to every later tick in this worker's emulator (files that count a tick's runs exactly).
    expect((await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).status).toBe(200);
  });
});
