import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';
import { failingOnce } from './fail-once';

const { mailingsRepository } = await import('@functions/mailings/repository');
const { interpret } = await import('@functions/engagement/events');
const { ingestBatch } = await import('@functions/engagement/ingest');
const { daysRepository } = await import('@functions/reports/days-repository');
const { variantId } = await import('@functions/mailings/send-types/abx-repository');
const { sesEventFor } = await import('@infra/local/ses-feedback');

type BatchItem = Parameters<typeof ingestBatch>[0][number];
type Record = NonNullable<Awaited<ReturnType<typeof mailingsRepository.get>>>;

/**
 * The account's report days (functions/reports/days-repository.ts): the events worker and the send
 * path add every sending's numbers to the day it started, in the account's time zone, so the period
 * reports read a few ranges per shard however many sendings went out. Sendings here are records
 * written as the engine leaves them (started, sent), counted through the send path's own call and
 * their events through the real batch ingest.
 */

async function base(session: ApiSession, accountId: string): Promise<{ mailing: Record; subscriberId: string }> {
  const created = await session.call('POST', '/mailings', {
    json: { name: 'Dzień', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
  });
  expect(created.status).toBe(201);
  const subscriber = await session.call('POST', '/subscribers', { json: { email: `d-${ulid().toLowerCase()}@example.com` } });
  expect(subscriber.status).toBe(201);
  return { mailing: (await mailingsRepository.get(accountId, created.body.id))!, subscriberId: subscriber.body.id };
}

/** A sending that started at `startedAt` and sent its one e-mail (the engine's planning end and batch end count it). */
async function started(accountId: string, mailing: Record, id: string, startedAt: string, extra: Partial<Record> = {}): Promise<void> {
  await mailingsRepository.put(accountId, {
    ...mailing,
    sendType: 'once',
    ...extra,
    id,
    state: 'sent',
    startedAt,
    stats: { ...mailing.stats, recipients: 1, sent: 1 },
  });
  // What the engine's planning end (mailings) and batch end (sent) count, in one call.
  await daysRepository.countSending(accountId, id, { mailings: 1, sent: 1 });
}

const counted = (body: unknown): BatchItem => {
  const event = interpret(JSON.stringify(body));
  if (event.kind !== 'count') throw new Error('not counted');
  return { id: ulid(), event };
};
const ses = (accountId: string, mailingId: string, subscriberId: string, recipient: string) =>
  counted(
    sesEventFor(
      { id: `m-${ulid()}`, source: 'news@goniec.test', tags: { account: accountId, mailing: mailingId, subscriber: subscriberId } },
      recipient,
    ),
  );

async function ingested(items: BatchItem[]): Promise<void> {
  expect(await ingestBatch(items)).toEqual([]);
}

describe('the account report days', () => {
  it('report a period of 120 sendings (no cap), count a redelivered batch once, and are the account’s own', async () => {
    const { session, account } = await loggedIn();
    const { accountId } = account;
    const { mailing, subscriberId } = await base(session, accountId);
    const ids = Array.from({ length: 120 }, () => ulid());
    // 30 sendings a day, 1–4 March; every twelfth recipient bounces (550).
    for (const [i, id] of ids.entries())
      await started(accountId, mailing, id, `2026-03-0${1 + (i % 4)}T10:${String(i % 60).padStart(2, '0')}:00.000Z`);
    const batch = ids.map((id, i) => ses(accountId, id, subscriberId, i % 12 === 0 ? 'bounce@simulator.amazonses.com' : 'x@example.com'));
    await ingested(batch);
    // SQS hands the whole batch over again (the same records): nothing counts twice.
    await ingested(batch.map((item) => ({ ...item, id: ulid() })));

    const special = await session.call('GET', '/reports/special', { query: { from: '2026-03-01', to: '2026-03-04' } });
    expect(special.status, JSON.stringify(special.body)).toBe(200);
    expect(special.body).toMatchObject({
      mailings: 120,
      totals: { sent: 120, delivered: 110, hardBounces: 10, softBounces: 0, complaints: 0, bounceRate: 10 / 120 },
      domains: [{ domain: 'other', sent: 120, delivered: 110, hardBounces: 10 }],
      bounceCodes: [{ code: '550', kind: 'hard', count: 10 }],
    });
    expect(special.body.series.map((p: { sent: number }) => p.sent)).toEqual([30, 30, 30, 30]);
    expect(special.body.series.map((p: { delivered: number; hardBounces: number }) => p.delivered + p.hardBounces)).toEqual([
      30, 30, 30, 30,
    ]);

    const dynamic = async (query: { [key: string]: string }) => {
      const res = await session.call('GET', '/reports/dynamic', { query: { from: '2026-03-01', to: '2026-03-04', ...query } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    expect(await dynamic({ metric: 'delivered' })).toMatchObject({ total: 110, mailings: 120, previousTotal: 0, previousMailings: 0 });
    expect(await dynamic({ metric: 'sent', type: 'once' })).toMatchObject({ total: 120, mailings: 120 });
    expect(await dynamic({ metric: 'sent', type: 'cyclic' })).toMatchObject({ total: 0, mailings: 0 });
    // A sender reads each sending (the days do not tell senders apart): 120 of at most 200, the same numbers.
    expect(await dynamic({ metric: 'delivered', sender: 'news@goniec.test' })).toMatchObject({ total: 110, mailings: 120 });

    // Another account sees none of it.
    const other = await loggedIn();
    const theirs = await other.session.call('GET', '/reports/special', { query: { from: '2026-03-01', to: '2026-03-04' } });
    expect(theirs.body).toMatchObject({ mailings: 0, totals: { sent: 0, delivered: 0 }, domains: [], bounceCodes: [] });
    expect((await daysRepository.read(other.account.accountId, 't', '2026-03-01', '2026-03-04')).size).toBe(0);
  });

  it('date A/B/X variants and cyclic runs by their own start in the account’s zone; a redelivered open counts once', async () => {
    const { session, account } = await loggedIn();
    const { accountId } = account;
    const { mailing, subscriberId } = await base(session, accountId);
    const parent = ulid();
    const variant = variantId(parent, 'A');
    const run = ulid();
    // The variant goes on the 9th, the winner late on the 10th UTC: the 11th in Warsaw; a cyclic run on the 12th.
    await started(accountId, mailing, variant, '2026-03-09T09:00:00.000Z', { sendType: 'abx', parentId: parent });
    await started(accountId, mailing, parent, '2026-03-10T23:30:00.000Z', { sendType: 'abx' });
    await started(accountId, mailing, run, '2026-03-12T08:00:00.000Z', { sendType: 'cyclic', parentId: mailing.id });
    const open = {
      source: 'goniec.tracking',
      kind: 'open',
      accountId,
      mailingId: variant,
      subscriberId,
      at: '2026-03-09T12:00:00.000Z',
      id: ulid(),
      userAgent: 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17126; Pro)',
    };
    await ingested([...[variant, parent, run].map((id) => ses(accountId, id, subscriberId, 'x@wp.pl')), counted(open), counted(open)]);
    await ingested([counted(open)]);

    const dynamic = async (query: { [key: string]: string }) => {
      const res = await session.call('GET', '/reports/dynamic', { query: { from: '2026-03-09', to: '2026-03-12', ...query } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const delivered = await dynamic({ metric: 'delivered' });
    expect(delivered).toMatchObject({ period: { timeZone: 'Europe/Warsaw' }, total: 3, mailings: 3 });
    expect(delivered.series).toEqual([
      { at: '2026-03-09', value: 1 },
      { at: '2026-03-10', value: 0 },
      { at: '2026-03-11', value: 1 },
      { at: '2026-03-12', value: 1 },
    ]);
    expect(await dynamic({ metric: 'sent', type: 'abx' })).toMatchObject({ total: 2, mailings: 2 });
    expect(await dynamic({ metric: 'sent', type: 'cyclic' })).toMatchObject({ total: 1, mailings: 1 });
    expect(await dynamic({ metric: 'opens' })).toMatchObject({ total: 1 });
    expect(await dynamic({ metric: 'uniqueOpens', granularity: 'week' })).toMatchObject({
      total: 1,
      series: [{ at: '2026-03-09', value: 1 }],
    });
  });

  it("fail the account's sendings of the batch when a day item's write fails, and count them once when it comes back", async () => {
    const { session, account } = await loggedIn();
    const { accountId } = account;
    const { mailing, subscriberId } = await base(session, accountId);
    const id = ulid();
    await started(accountId, mailing, id, '2026-04-01T10:00:00.000Z');
    const batch = [ses(accountId, id, subscriberId, 'x@gmail.com')];
    const failures = await failingOnce(
      (input) => String(input.Key?.sk).startsWith('DAY#t#2026-04-01'),
      () => ingestBatch(batch),
    );
    expect(failures.flatMap((f) => f.ids)).toEqual([batch[0]!.id]);
    // Its markers were taken back: the redelivery counts it, once.
    await ingested(batch);
    await ingested(batch);
    const days = await daysRepository.read(accountId, 't', '2026-04-01', '2026-04-01');
    expect(days.get('2026-04-01#once')).toMatchObject({ delivered: 1, sent: 1, mailings: 1 });
  });
});
