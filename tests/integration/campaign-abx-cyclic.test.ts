import { describe, expect, it } from 'vitest';
import { fullVersions } from '@shared/versions';
import type { Schedule } from '@shared/schemas/schedule';
import { type ApiSession, drainQueues, loggedIn, mailTo, type TestAccount } from './helpers';
import { fileEnv } from './file-env';

// A campaign hour lasts 3 s here (functions/platform/config.ts campaignHourMs): each run's decision wait ends for real.
fileEnv({ GONIEC_CAMPAIGN_HOUR_SECONDS: '3' });

const { campaignTicks } = await import('@functions/mailings/send-types');
const { abxPlanner } = await import('@functions/mailings/send-types/abx');
const { runId } = await import('@functions/mailings/cyclic-repository');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { footersService } = await import('@functions/footers/service');

/**
 * Cyclic A/B/X (issue 17): each run of the cron schedule is an A/B/X test of its own: its variants
 * go to their shares of the segment as it stands at that run, its winner (decided by the timer) to
 * the rest of that run. Runs are made due by ticks at their times (the test's clock). A tick starts
 * the due runs of every account on this worker's emulator, so the test checks its own mailing's runs,
 * never the tick's count.
 */
const DAILY_NINE = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '*' };

const schedule = (overrides: Partial<Schedule<'abx'>> = {}): Schedule<'abx'> => ({
  type: 'abx',
  vary: 'subject',
  variants: [
    { key: 'A', share: 25, subject: 'Temat A' },
    { key: 'B', share: 25, subject: 'Temat B' },
  ],
  winnerBy: { metric: 'opens', measure: 'count' },
  decideAfterHours: 1,
  cron: DAILY_NINE,
  // Two runs: 2090-01-01 and 2090-01-02 at 09:00 Warsaw.
  at: '2090-01-01T09:00',
  until: '2090-01-02T12:00',
  ...overrides,
});

async function setUp(count: number) {
  const { session, account } = await loggedIn();
  const tag = account.accountId.toLowerCase();
  const add = async (name: string) => {
    const address = `${name}-${tag}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: address, name } })).status).toBe(201);
    return address;
  };
  const emails: string[] = [];
  for (let i = 0; i < count; i++) emails.push(await add(`s${i}`));
  const created = await session.call('POST', '/mailings', {
    json: { name: 'Test co dzień', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Hej</p>' },
  });
  expect(created.status).toBe(201);
  return { session, account, add, emails, id: created.body.id as string };
}

/** Plans as planning.ts does once its shared checks passed. */
async function plan(account: TestAccount, id: string, body: Schedule<'abx'>) {
  const mailing = (await mailingsRepository.get(account.accountId, id))!;
  const actor = { accountId: account.accountId, userId: account.userId, email: account.email, versions: fullVersions(), segmentIds: [] };
  const ctx = { actor, mailing, timeZone: 'Europe/Warsaw', now: new Date() };
  const checked = await abxPlanner.check(ctx, body);
  const footer = await footersService.forSending(account.accountId, 'pl');
  expect(await abxPlanner.plan(ctx, body, { from: ['working', 'ready'], set: { sentById: account.userId, footer }, remove: [] })).toBe(
    true,
  );
  return checked;
}

/** Messages each address got. */
const counts = async (emails: string[]) => Promise.all(emails.map(async (e) => (await mailTo(e)).length));

/** The run's variants go out; its decision comes by the timer (3 s); then its winner goes to the rest. */
async function runTest(session: ApiSession, run: string) {
  await drainQueues(['jobs', 'plan', 'send']);
  let report = (await session.call('GET', `/mailings/${run}/variants`)).body;
  for (let round = 0; round < 120 && report.state === 'testing'; round++) {
    await new Promise((r) => setTimeout(r, 500));
    await drainQueues(['jobs']);
    report = (await session.call('GET', `/mailings/${run}/variants`)).body;
  }
  await drainQueues();
  return (await session.call('GET', `/mailings/${run}/variants`)).body;
}

describe('cyclic A/B/X', () => {
  it('makes each run a test of its own: variants to their shares of the segment then, the winner to the rest, nobody twice in a run', async () => {
    // The split is by subscriber id: 20 leave the variants' 50% empty once in a million.
    const { session, account, add, emails, id } = await setUp(20);
    const { nextStarts } = await plan(account, id, schedule());
    expect(nextStarts.map((d) => d.toISOString())).toEqual(['2090-01-01T08:00:00.000Z', '2090-01-02T08:00:00.000Z']);
    const [first, second] = nextStarts.map((d) => d.toISOString()) as [string, string];
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'planned', sendType: 'abx', nextStartAt: first });
    // The parent itself tests nothing: no variants of its own.
    expect((await session.call('GET', `/mailings/${id}/variants`)).status).toBe(404);

    await campaignTicks(new Date(first));
    const run1 = runId(id, Date.parse(first));
    const report1 = await runTest(session, run1);
    expect(report1).toMatchObject({ state: 'sent', chosenBy: 'auto' });
    expect(['A', 'B']).toContain(report1.winner);
    const tested1 = report1.variants.reduce((sum: number, v: { sent: number }) => sum + v.sent, 0);
    expect(tested1).toBeGreaterThan(0);
    expect(tested1).toBeLessThan(emails.length + 1);
    // Everyone in the segment got exactly one message of this run: a variant's or the winner's.
    expect(await counts(emails)).toEqual(emails.map(() => 1));
    expect((await session.call('GET', `/mailings/${run1}`)).body).toMatchObject({ state: 'sent', parentId: id, run: 1, sendType: 'abx' });

    // The second run reads the segment as it stands then, and tests anew.
    const late = await add('late');
    await campaignTicks(new Date(second));
    const run2 = runId(id, Date.parse(second));
    const report2 = await runTest(session, run2);
    expect(report2).toMatchObject({ state: 'sent', chosenBy: 'auto' });
    expect(await counts(emails)).toEqual(emails.map(() => 2));
    expect(await counts([late])).toEqual([1]);
    expect(report2.variants.map((v: { key: string }) => v.key)).toEqual(['A', 'B']);

    // The runs list holds the runs, not their variants; the range is over: the parent is sent.
    const runs = await session.call('GET', `/mailings/${id}/runs`);
    expect(runs.body.items.map((r: { id: string; run: number; state: string }) => [r.id, r.run, r.state])).toEqual([
      [run2, 2, 'sent'],
      [run1, 1, 'sent'],
    ]);
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
  }, 300_000);

  it('stops a run and its variants when the parent is cancelled during the run test; pause and resume apply', async () => {
    const { session, account, emails, id } = await setUp(4);
    const { nextStarts } = await plan(account, id, schedule({ decideAfterHours: 720 }));
    const paused = await session.call('POST', `/mailings/${id}/pause`, { json: {} });
    expect(paused.body).toMatchObject({ state: 'paused', pause: { reason: 'manual' } });
    const resumed = await session.call('POST', `/mailings/${id}/resume`, { json: {} });
    expect(resumed.body).toMatchObject({ state: 'planned', nextStartAt: nextStarts[0]!.toISOString() });

    await campaignTicks(nextStarts[0]!);
    // The run step makes the run and its variants; their plan jobs wait: the cancel comes first.
    await drainQueues(['jobs']);
    const run = runId(id, nextStarts[0]!.getTime());
    expect((await session.call('GET', `/mailings/${run}/variants`)).body).toMatchObject({ state: 'testing' });
    expect((await session.call('POST', `/mailings/${id}/cancel`, { json: {} })).body).toMatchObject({ state: 'cancelled' });
    for (const sending of [run, `${run}A`, `${run}B`])
      expect((await mailingsRepository.head(account.accountId, sending))?.state).toBe('cancelled');
    await drainQueues(['plan', 'send']);
    expect(await counts(emails)).toEqual(emails.map(() => 0));
  }, 120_000);

  it("takes a winner chosen by hand on a run's report, for that run only", async () => {
    const { session, account, emails, id } = await setUp(6);
    const { nextStarts } = await plan(account, id, schedule({ decideAfterHours: 720 }));
    await campaignTicks(nextStarts[0]!);
    await drainQueues();
    const run = runId(id, nextStarts[0]!.getTime());
    // The parent is no test: a winner is chosen on a run.
    expect((await session.call('POST', `/mailings/${id}/winner`, { json: { variant: 'B' } })).body.code).toBe(
      'CAMPAIGN_ABX_WINNER_NOT_OPEN',
    );
    expect((await session.call('POST', `/mailings/${run}/winner`, { json: { variant: 'B' } })).status).toBe(202);
    await drainQueues();
    expect((await session.call('GET', `/mailings/${run}/variants`)).body).toMatchObject({ state: 'sent', winner: 'B', chosenBy: 'manual' });
    expect(await counts(emails)).toEqual(emails.map(() => 1));
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({
      state: 'planned',
      nextStartAt: nextStarts[1]!.toISOString(),
    });
  }, 120_000);
});
