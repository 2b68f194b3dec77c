import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import type { PlanMailingBody } from '@shared/schemas/schedule';
import { type ApiSession, drainQueues, loggedIn, mailTo, trackingRequest } from './helpers';
import { fileEnv } from './file-env';

// A campaign hour lasts 3 s here (functions/platform/config.ts campaignHourMs), so the test sees the decision's wait end for real.
fileEnv({ GONIEC_CAMPAIGN_HOUR_SECONDS: '3' });

const { abxPlanner } = await import('@functions/mailings/send-types/abx');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { mailingActions } = await import('@functions/mailings/actions-repository');
const { footersService } = await import('@functions/footers/service');

const HTML = '<html><body><p>Cześć {{name}}</p><a href="https://shop.example/">Sklep</a></body></html>';
type AbxBody = Extract<PlanMailingBody, { type: 'abx' }>;

async function testAudience(session: ApiSession, tag: string, count: number): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, i) => `s${i}-${tag}@example.com`);
  for (const email of emails) expect((await session.call('POST', '/subscribers', { json: { email, name: 'Ola' } })).status).toBe(201);
  return emails;
}

/** Plans the mailing as planning.ts would once its shared checks passed (the planning helper's route calls the same planner). */
async function planAbx(account: { accountId: string; userId: string; email: string }, mailingId: string, schedule: AbxBody) {
  const mailing = (await mailingsRepository.get(account.accountId, mailingId))!;
  const ctx = {
    actor: { ...account, versions: undefined as never, segmentIds: [] },
    mailing,
    timeZone: 'Europe/Warsaw',
    now: new Date(),
  };
  const checked = await abxPlanner.check(ctx, schedule);
  const footer = await footersService.forSending(account.accountId, 'pl');
  return abxPlanner.plan(ctx, schedule, {
    startsAt: checked.startsAt,
    from: ['working', 'ready'],
    set: { sentById: account.userId, footer },
    remove: [],
  });
}

/** Subjects each address got. */
async function subjects(emails: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  for (const email of emails)
    out.set(email, await Promise.all((await mailTo(email)).map(async (m) => (await PostalMime.parse(m.raw)).subject ?? '')));
  return out;
}

const schedule = (overrides: Partial<AbxBody> = {}): AbxBody => ({
  type: 'abx',
  vary: 'subject',
  variants: [
    { key: 'A', share: 25, subject: 'Temat A' },
    { key: 'B', share: 25, subject: 'Temat B' },
  ],
  winnerBy: { metric: 'opens', measure: 'count' },
  decideAfterHours: 1,
  ...overrides,
});

async function newMailing(session: ApiSession): Promise<string> {
  const res = await session.call('POST', '/mailings', {
    json: { name: 'Test AB', subject: 'Oferta', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
  });
  expect(res).toMatchObject({ status: 201 });
  return res.body.id as string;
}

describe('A/B/X: variants, the decision after the wait (Step Functions in the emulator), the winner to the rest', () => {
  it('sends each variant to its share, then the winner by opens to everyone else, once', async () => {
    const { session, account } = await loggedIn();
    // Variants take a stable split by subscriber id: with 40, B's 25% is empty once in 100,000 (10 left it empty 1 in 18).
    const emails = await testAudience(session, account.accountId.toLowerCase(), 40);
    const id = await newMailing(session);
    expect(await planAbx(account, id, schedule())).toBe(true);
    // The variants go out; the jobs queue (where the timer puts the decision) is left alone until the opens are in.
    await drainQueues(['plan', 'send']);

    const first = await subjects(emails);
    const gotB = emails.filter((e) => first.get(e)!.includes('Temat B'));
    const tested = emails.filter((e) => first.get(e)!.length > 0);
    expect(tested.every((e) => first.get(e)!.length === 1)).toBe(true);
    expect(gotB.length).toBeGreaterThan(0);
    expect((await session.call('GET', `/mailings/${id}/variants`)).body).toMatchObject({ state: 'testing' });

    // B's recipients open it: B wins by opens.
    for (const email of gotB) {
      const message = await PostalMime.parse((await mailTo(email))[0]!.raw);
      const pixel = /src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(message.html!)![1]!;
      expect((await trackingRequest('GET', new URL(pixel).pathname)).statusCode).toBe(200);
    }
    await drainQueues(['events']);

    // The workflow's wait ends (3 s) and its task queues the decision; the jobs worker runs it.
    let report = (await session.call('GET', `/mailings/${id}/variants`)).body;
    for (let round = 0; round < 120 && report.state === 'testing'; round++) {
      await new Promise((r) => setTimeout(r, 500));
      await drainQueues(['jobs']);
      report = (await session.call('GET', `/mailings/${id}/variants`)).body;
    }
    expect(report).toMatchObject({ state: 'decided', winner: 'B', chosenBy: 'auto' });
    expect(report.variants.find((v: { key: string }) => v.key === 'B')).toMatchObject({ opened: gotB.length, sent: gotB.length });

    await drainQueues();
    const after = await subjects(emails);
    for (const email of emails) {
      const got = after.get(email)!;
      // Everyone gets exactly one message: a variant's, or the winner's subject if they were in no variant.
      expect(got).toHaveLength(1);
      if (!tested.includes(email)) expect(got).toEqual(['Temat B']);
    }
    expect((await session.call('GET', `/mailings/${id}/variants`)).body.state).toBe('sent');
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'sent', sendType: 'abx' });
    const history = await mailingActions.list(account.accountId, id, 50);
    expect(history.items.filter((h) => h.action === 'winner')).toEqual([
      expect.objectContaining({ detail: { variant: 'B', chosenBy: 'auto' } }),
    ]);
    // Two sendings' worth of queue rounds and a real wait: minutes on a loaded machine, not the 60 s default.
  }, 300_000);

  it('stops its variants when it is cancelled during the test, and stays as their parent (not deleted)', async () => {
    const { session, account } = await loggedIn();
    const emails = await testAudience(session, account.accountId.toLowerCase(), 6);
    const id = await newMailing(session);
    expect(await planAbx(account, id, schedule({ decideAfterHours: 720 }))).toBe(true);
    // Cancelled before the variants' plan jobs ran: they must not send under a cancelled mailing.
    const cancelled = await session.call('POST', `/mailings/${id}/cancel`, { json: {} });
    expect(cancelled.body).toMatchObject({ state: 'cancelled' });
    for (const key of ['A', 'B']) expect((await mailingsRepository.head(account.accountId, `${id}${key}`))?.state).toBe('cancelled');
    await drainQueues(['plan', 'send']);
    for (const email of emails) expect(await mailTo(email)).toEqual([]);
    expect(await session.call('DELETE', `/mailings/${id}`)).toMatchObject({ status: 409, body: { code: 'MAILING_IN_USE' } });
  });

  it('takes a winner chosen by hand before the decision, and refuses a second choice', async () => {
    const { session, account } = await loggedIn();
    const emails = await testAudience(session, account.accountId.toLowerCase(), 6);
    const id = await newMailing(session);
    expect(await planAbx(account, id, schedule({ decideAfterHours: 720 }))).toBe(true);
    await drainQueues(['plan', 'send']);

    const chosen = await session.call('POST', `/mailings/${id}/winner`, { json: { variant: 'A' } });
    expect(chosen.status).toBe(202);
    const again = await session.call('POST', `/mailings/${id}/winner`, { json: { variant: 'B' } });
    expect(again).toMatchObject({ status: 409, body: { code: 'CAMPAIGN_ABX_WINNER_NOT_OPEN' } });
    expect((await session.call('GET', `/mailings/${id}/variants`)).body).toMatchObject({ winner: 'A', chosenBy: 'manual' });

    await drainQueues(['plan', 'send']);
    const got = await subjects(emails);
    for (const email of emails) expect(got.get(email)).toHaveLength(1);
    expect([...got.values()].flat().filter((s) => s === 'Temat B').length).toBeLessThan(emails.length);
    const history = await mailingActions.list(account.accountId, id, 50);
    expect(history.items.filter((h) => h.action === 'winner')).toEqual([
      expect.objectContaining({ userId: account.userId, detail: { variant: 'A', chosenBy: 'manual' } }),
    ]);
  }, 300_000);

  it('refuses variants that do not differ in what the test varies, a content mailing the account lacks, a time passed', async () => {
    const { session, account } = await loggedIn();
    const id = await newMailing(session);
    const same = schedule({
      variants: [
        { key: 'A', share: 10, subject: 'X' },
        { key: 'B', share: 10, subject: 'X' },
      ],
    });
    await expect(planAbx(account, id, same)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const missing = schedule({
      vary: 'content',
      variants: [
        { key: 'A', share: 10, contentMailingId: 'nope' },
        { key: 'B', share: 10, contentMailingId: id },
      ],
    });
    await expect(planAbx(account, id, missing)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    const sender = schedule({
      vary: 'sender',
      variants: [
        { key: 'A', share: 10, fromEmail: 'news@goniec.test' },
        { key: 'B', share: 10, fromEmail: 'news@unverified.example' },
      ],
    });
    await expect(planAbx(account, id, sender)).rejects.toMatchObject({
      params: { errors: [{ path: 'variants.1.fromEmail', code: 'MAILING_SENDER_NOT_VERIFIED' }] },
    });
    await expect(planAbx(account, id, schedule({ at: '2020-01-01T10:00' }))).rejects.toMatchObject({
      params: { errors: [{ path: 'at', code: 'CAMPAIGN_TIME_IN_PAST' }] },
    });
    const mailing = (await session.call('GET', `/mailings/${id}`)).body;
    expect(mailing.state).toBe('working');
    expect((await session.call('POST', `/mailings/${id}/winner`, { json: { variant: 'A' } })).body.code).toBe(
      'CAMPAIGN_ABX_WINNER_NOT_OPEN',
    );
  });
});
