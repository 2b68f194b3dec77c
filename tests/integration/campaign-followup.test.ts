import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { fullVersions } from '@shared/versions';
import { ApiSession, drainQueues, loggedIn, mailTo, trackingRequest, type TestAccount } from './helpers';

const { mailingsRepository } = await import('@functions/mailings/repository');
const { followupPlanner, followupStartStep } = await import('@functions/mailings/send-types/followup');

const HTML = '<p>Cześć <a href="https://shop.example/promo">Promocja</a></p>';

async function newMailing(session: ApiSession, subject: string) {
  const res = await session.call('POST', '/mailings', {
    json: { name: subject, subject, fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function addSubscriber(session: ApiSession, email: string) {
  const res = await session.call('POST', '/subscribers', { json: { email } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The tracking links of the one message `address` got with `subject`. */
async function linksOf(address: string, subject: string) {
  for (const mail of await mailTo(address)) {
    const email = await PostalMime.parse(mail.raw);
    if (email.subject !== subject) continue;
    return {
      pixel: new URL(/src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(email.html!)![1]!).pathname,
      click: new URL(/href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(email.html!)![1]!).pathname,
    };
  }
  throw new Error(`${address} got no "${subject}"`);
}

/** Subjects of what `address` got. */
async function subjectsOf(address: string): Promise<string[]> {
  return Promise.all((await mailTo(address)).map(async (m) => (await PostalMime.parse(m.raw)).subject ?? ''));
}

async function contextOf(account: TestAccount, id: string, now = new Date()) {
  const mailing = (await mailingsRepository.get(account.accountId, id))!;
  const actor = { accountId: account.accountId, userId: account.userId, email: account.email, versions: fullVersions(), segmentIds: [] };
  return { actor, mailing, timeZone: 'Europe/Warsaw', now };
}

/** What functions/mailings/planning.ts does with a send type once its own checks passed: check, then plan. */
async function planFollowup(account: TestAccount, id: string, schedule: Parameters<typeof followupPlanner.check>[1]) {
  const ctx = await contextOf(account, id);
  const { startsAt, recipients } = await followupPlanner.check(ctx, schedule);
  expect(recipients).toBe({ nonOpeners: 1, nonClickers: 2, openersNotClicked: 1 }[schedule.audience]);
  const planned = await followupPlanner.plan(ctx, schedule, {
    ...(startsAt ? { startsAt } : {}),
    from: ['working', 'ready'],
    set: { sentById: account.userId },
    remove: [],
  });
  expect(planned).toBe(true);
  return startsAt;
}

/** A sent source: Ala opened it, Jan clicked, Ola did nothing; Ewa subscribed after it went. */
async function sentSource(session: ApiSession, account: TestAccount) {
  const tag = account.accountId.toLowerCase();
  const who = {
    ala: `ala-${tag}@example.com`,
    jan: `jan-${tag}@example.com`,
    ola: `ola-${tag}@example.com`,
    ewa: `ewa-${tag}@example.com`,
  };
  for (const address of [who.ala, who.jan, who.ola]) await addSubscriber(session, address);
  const source = await newMailing(session, 'Źródło');
  expect((await session.call('POST', `/mailings/${source}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  expect((await session.call('GET', `/mailings/${source}`)).body.state).toBe('sent');
  await addSubscriber(session, who.ewa);
  expect((await trackingRequest('GET', (await linksOf(who.ala, 'Źródło')).pixel)).statusCode).toBe(200);
  expect((await trackingRequest('GET', (await linksOf(who.jan, 'Źródło')).click)).statusCode).toBe(302);
  await drainQueues();
  expect((await session.call('GET', `/mailings/${source}`)).body.stats).toMatchObject({ sent: 3, opened: 2, clicked: 1 });
  return { source, who };
}

/** The source as if it had finished sending `hours` ago. */
async function sentHoursAgo(account: TestAccount, id: string, hours: number) {
  const record = (await mailingsRepository.get(account.accountId, id))!;
  await mailingsRepository.put(account.accountId, { ...record, finishedAt: new Date(Date.now() - hours * 3_600_000).toISOString() });
}

describe('follow-up mailings', () => {
  it('go, once their time has passed, to the audience chosen among the recipients of the source', async () => {
    const { session, account } = await loggedIn();
    const { source, who } = await sentSource(session, account);
    await sentHoursAgo(account, source, 2);
    const followups = {
      nonOpeners: await newMailing(session, 'Nie otworzyli'),
      nonClickers: await newMailing(session, 'Nie kliknęli'),
      openersNotClicked: await newMailing(session, 'Otworzyli bez kliknięcia'),
    };
    // The preview counts what the follow-up reaches (Ola), not the whole audience (four with Ewa).
    const preview = await session.call('POST', `/mailings/${followups.nonOpeners}/plan/preview`, {
      json: { type: 'followup', sourceMailingId: source, audience: 'nonOpeners', afterHours: 1 },
    });
    expect(preview).toMatchObject({ status: 200, body: { sendType: 'followup', recipients: 1 } });
    for (const [audience, id] of Object.entries(followups))
      expect(
        await planFollowup(account, id, { type: 'followup', sourceMailingId: source, audience: audience as 'nonOpeners', afterHours: 1 }),
      ).toBeUndefined();
    await drainQueues();

    for (const id of Object.values(followups)) {
      const mailing = (await session.call('GET', `/mailings/${id}`)).body;
      expect(mailing).toMatchObject({ state: 'sent', sendType: 'followup' });
    }
    expect((await session.call('GET', `/mailings/${followups.nonOpeners}`)).body.stats).toMatchObject({ recipients: 1, sent: 1 });
    expect((await subjectsOf(who.ola)).sort()).toEqual(['Nie kliknęli', 'Nie otworzyli', 'Źródło']);
    expect((await subjectsOf(who.ala)).sort()).toEqual(['Nie kliknęli', 'Otworzyli bez kliknięcia', 'Źródło']);
    expect(await subjectsOf(who.jan)).toEqual(['Źródło']);
    expect(await subjectsOf(who.ewa)).toEqual([]);
  });

  it('wait for their time on a timer, and a timer of a plan since changed starts nothing', async () => {
    const { session, account } = await loggedIn();
    const { source, who } = await sentSource(session, account);
    const followup = await newMailing(session, 'Przypomnienie');
    const startsAt = await planFollowup(account, followup, {
      type: 'followup',
      sourceMailingId: source,
      audience: 'nonOpeners',
      afterHours: 24,
    });
    const finishedAt = (await mailingsRepository.head(account.accountId, source))!.finishedAt!;
    expect(startsAt?.toISOString()).toBe(new Date(Date.parse(finishedAt) + 24 * 3_600_000).toISOString());
    const planned = (await session.call('GET', `/mailings/${followup}`)).body;
    expect(planned).toMatchObject({ state: 'planned', sendType: 'followup', startAt: startsAt!.toISOString() });
    await drainQueues();
    expect((await session.call('GET', `/mailings/${followup}`)).body.state).toBe('planned');

    const job = { kind: 'campaign' as const, accountId: account.accountId, mailingId: followup, step: 'followupStart' as const };
    const context = { remainingMs: () => 60_000, attempt: 1, maxAttempts: 3 };
    await followupStartStep({ ...job, data: { startAt: new Date(Date.now() - 60_000).toISOString() } }, context);
    await drainQueues();
    expect((await session.call('GET', `/mailings/${followup}`)).body.state).toBe('planned');

    // The timer going off at its time (the wait itself is platform/timers.ts').
    await followupStartStep({ ...job, data: { startAt: startsAt!.toISOString() } }, context);
    await drainQueues();
    expect((await session.call('GET', `/mailings/${followup}`)).body).toMatchObject({ state: 'sent', stats: { sent: 1 } });
    expect(await subjectsOf(who.ola)).toContain('Przypomnienie');
    expect(await subjectsOf(who.ala)).not.toContain('Przypomnienie');
  });

  it('refuse a source that was never sent, is unknown, is the mailing itself or sent through sendings of its own', async () => {
    const { session, account } = await loggedIn();
    const draft = await newMailing(session, 'Szkic');
    const cyclic = await newMailing(session, 'Cykliczny');
    const record = (await mailingsRepository.get(account.accountId, cyclic))!;
    await mailingsRepository.put(account.accountId, { ...record, state: 'sent', sendType: 'cyclic', finishedAt: new Date().toISOString() });
    const followup = await newMailing(session, 'Dalej');
    const ctx = await contextOf(account, followup);
    const codeOf = (sourceMailingId: string) =>
      followupPlanner.check(ctx, { type: 'followup', sourceMailingId, audience: 'nonOpeners', afterHours: 1 }).then(
        () => undefined,
        (e: { code: string; params?: { errors?: { path: string; code: string }[] } }) => [
          e.code,
          e.params?.errors?.[0]?.path,
          e.params?.errors?.[0]?.code,
        ],
      );
    expect(await codeOf(draft)).toEqual(['VALIDATION_FAILED', 'sourceMailingId', 'CAMPAIGN_FOLLOWUP_SOURCE_NOT_SENT']);
    expect(await codeOf('01UNKNOWN')).toEqual(['VALIDATION_FAILED', 'sourceMailingId', 'MAILING_NOT_FOUND']);
    expect(await codeOf(followup)).toEqual(['VALIDATION_FAILED', 'sourceMailingId', 'MAILING_NOT_FOUND']);
    expect(await codeOf(cyclic)).toEqual(['VALIDATION_FAILED', 'sourceMailingId', 'CAMPAIGN_SEND_TYPE_UNAVAILABLE']);
  });
});
