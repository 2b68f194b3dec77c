import PostalMime from 'postal-mime';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';
import { failingOnce } from './fail-once';

const { engagement } = await import('@functions/sending/engagement');
const { sesEventFor } = await import('@infra/local/ses-feedback');
const { handler } = await import('@functions/workers/events-queue');
const { mailingsRepository } = await import('@functions/mailings/repository');
const { rollupsRepository } = await import('@functions/sending/rollups-repository');
const { reportRepository } = await import('@functions/reports/repository');

/**
 * The mailing report (issue 18) of a real sending: opens and clicks through the tracking endpoints
 * by people and by machines, SES's deliveries and bounces, read back from the roll-ups, and the
 * same events delivered again changing nothing.
 */

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const OUTLOOK = 'Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17126; Pro)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const MPP = 'Mozilla/5.0';
const SCANNER = 'Mozilla/5.0 (compatible; Barracuda Sentinel)';
const LINK_A = 'https://shop.example/a';
const LINK_B = 'https://shop.example/b';

async function subscriber(session: ApiSession, email: string): Promise<string> {
  const res = await session.call('POST', '/subscribers', { json: { email } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The tracking paths of the message an address got: its open pixel and its links, in the order of the html. */
async function trackingOf(address: string) {
  const html = (await PostalMime.parse((await mailTo(address))[0]!.raw)).html!;
  const open = new URL(/src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(html)![1]!).pathname;
  const links = [...html.matchAll(/href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/g)].map((m) => new URL(m[1]!).pathname);
  return { open, links };
}

const get = (ua: string, path: string) => trackingRequest('GET', path, { headers: { 'user-agent': ua } });

function sqsBatch(bodies: readonly unknown[]): SQSEvent {
  return {
    Records: bodies.map((body) => ({ messageId: ulid(), body: JSON.stringify(body) })),
  } as unknown as SQSEvent;
}

describe('the mailing report', () => {
  it('shows totals, rates, the timeline, links, domains, devices, clients and bounce codes, and counts no redelivered event twice', async () => {
    const { session, account } = await loggedIn();
    const tag = ulid().toLowerCase();
    const people = {
      iphone: `a-${tag}@gmail.com`,
      outlook: `b-${tag}@wp.pl`,
      mpp: `c-${tag}@onet.pl`,
      soft: `d-${tag}@firma.example`,
      hard: 'bounce@simulator.amazonses.com',
    };
    const ids = Object.fromEntries(
      await Promise.all(Object.entries(people).map(async ([who, email]) => [who, await subscriber(session, email)] as const)),
    ) as Record<keyof typeof people, string>;
    const mailing = await session.call('POST', '/mailings', {
      json: {
        name: 'Raport',
        subject: 'Oferta',
        fromName: 'Sklep',
        fromEmail: 'news@goniec.test',
        html: `<html><body><p><a href="${LINK_A}">A</a> <a href="${LINK_B}">B</a></p></body></html>`,
      },
    });
    expect(mailing.status).toBe(201);
    const id = mailing.body.id as string;
    expect((await session.call('POST', `/mailings/${id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    // Nothing a person does comes within 2 s of the send (shared/rules/user-agents.ts).
    await new Promise((r) => setTimeout(r, 2_100));

    const iphone = await trackingOf(people.iphone);
    const outlook = await trackingOf(people.outlook);
    const mpp = await trackingOf(people.mpp);
    expect((await get(IPHONE, iphone.open)).statusCode).toBe(200);
    expect((await get(OUTLOOK, outlook.open)).statusCode).toBe(200);
    expect((await get(MPP, mpp.open)).statusCode).toBe(200);
    expect((await get(CHROME, outlook.links[0]!)).statusCode).toBe(302);
    expect((await get(SCANNER, mpp.links[1]!)).statusCode).toBe(302);
    // SES's word on each message: delivered, or (the simulator's address) bounced with 550.
    for (const [who, address] of Object.entries(people))
      await engagement.sesEvent(
        sesEventFor(
          {
            id: `m-${ulid()}`,
            source: 'news@goniec.test',
            tags: { account: account.accountId, mailing: id, subscriber: ids[who as keyof typeof people] },
          },
          address,
        ),
      );
    const tags = { account: [account.accountId], mailing: [id], subscriber: [ids.soft] };
    const soft = {
      eventType: 'Bounce',
      mail: { messageId: `m-${ulid()}`, timestamp: new Date().toISOString(), tags },
      bounce: { bounceType: 'Transient', bouncedRecipients: [{ diagnosticCode: 'smtp; 421 4.4.2 try later' }] },
    };
    await engagement.sesEvent(soft);
    await drainQueues();

    const report = await session.call('GET', `/reports/mailings/${id}`);
    expect(report.status).toBe(200);
    const r = report.body;
    expect(r).toMatchObject({ mailingId: id, name: 'Raport', subject: 'Oferta', state: 'sent', startedAt: expect.any(String) });
    expect(r.totals).toEqual({
      recipients: 5,
      sent: 5,
      delivered: 4,
      failed: 0,
      // The MPP's open counts, shown apart; a click is no open of its own in the totals.
      opens: { unique: 3, total: 3, machine: 1 },
      clicks: { unique: 2, total: 2, machine: 1 },
      bounces: { hard: 1, soft: 1 },
      complained: 0,
      unsubscribed: 0,
    });
    expect(r.rates).toMatchObject({ delivery: 0.8, open: 0.75, humanOpen: 0.5, click: 0.5, clickToOpen: 2 / 3, bounce: 0.2, complaint: 0 });
    const sum = (points: { opens: number; uniqueOpens: number; clicks: number; uniqueClicks: number }[]) =>
      points.reduce(
        (s, p) => ({
          opens: s.opens + p.opens,
          uniqueOpens: s.uniqueOpens + p.uniqueOpens,
          clicks: s.clicks + p.clicks,
          uniqueClicks: s.uniqueClicks + p.uniqueClicks,
        }),
        { opens: 0, uniqueOpens: 0, clicks: 0, uniqueClicks: 0 },
      );
    expect(r.timeline.days).toEqual([]);
    expect(r.timeline.hours[0].at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00\.000Z$/);
    expect(sum(r.timeline.hours)).toEqual({ opens: 3, uniqueOpens: 3, clicks: 2, uniqueClicks: 2 });
    expect(r.links.sort((a: { url: string }, b: { url: string }) => a.url.localeCompare(b.url))).toEqual([
      { url: LINK_A, clicks: 1, uniqueClicks: 1, machine: 0 },
      { url: LINK_B, clicks: 1, uniqueClicks: 1, machine: 1 },
    ]);
    expect(r.domains).toEqual(
      expect.arrayContaining([
        { domain: 'gmail.com', delivered: 1, bounced: 0, opened: 1, clicked: 0 },
        { domain: 'wp.pl', delivered: 1, bounced: 0, opened: 1, clicked: 1 },
        { domain: 'onet.pl', delivered: 1, bounced: 0, opened: 1, clicked: 1 },
        { domain: 'other', delivered: 1, bounced: 1, opened: 0, clicked: 0 },
      ]),
    );
    expect(r.domains).toHaveLength(4);
    // People's devices and clients only: the MPP's open and the scanner's click are not among them.
    expect(r.devices).toEqual([
      { device: 'desktop', opens: 1, clicks: 1 },
      { device: 'mobile', opens: 1, clicks: 0 },
      { device: 'tablet', opens: 0, clicks: 0 },
      { device: 'unknown', opens: 0, clicks: 0 },
    ]);
    expect(r.clients).toEqual(
      expect.arrayContaining([
        { client: 'Apple Mail', opens: 1, clicks: 0 },
        { client: 'Outlook', opens: 1, clicks: 0 },
        { client: 'Chrome', opens: 0, clicks: 1 },
      ]),
    );
    expect(r.clients).toHaveLength(3);
    expect(r.bounceCodes).toEqual(
      expect.arrayContaining([
        { code: '550', kind: 'hard', quarantines: true, count: 1 },
        { code: '421', kind: 'soft', quarantines: false, count: 1 },
      ]),
    );
    expect(r.bounceCodes).toHaveLength(2);

    // Another open and an SES click of person A, then the same batch and the soft bounce again.
    const at = new Date().toISOString();
    const batch = sqsBatch([
      {
        source: 'goniec.tracking',
        kind: 'open',
        accountId: account.accountId,
        mailingId: id,
        subscriberId: ids.iphone,
        at,
        id: ulid(),
        userAgent: IPHONE,
      },
      {
        Type: 'Notification',
        MessageId: ulid(),
        Message: JSON.stringify({
          eventType: 'Click',
          mail: { messageId: `m-${ulid()}`, timestamp: at, tags: { ...tags, subscriber: [ids.iphone] } },
          click: { timestamp: at, link: LINK_A, userAgent: IPHONE, ipAddress: '10.0.0.1' },
        }),
      },
    ]);
    expect((await handler(batch)).batchItemFailures).toEqual([]);
    const after = (await session.call('GET', `/reports/mailings/${id}`)).body;
    expect(after.totals.opens).toEqual({ unique: 3, total: 4, machine: 1 });
    expect(after.totals.clicks).toEqual({ unique: 3, total: 3, machine: 1 });
    expect(after.links.find((l: { url: string }) => l.url === LINK_A)).toEqual({ url: LINK_A, clicks: 2, uniqueClicks: 2, machine: 0 });
    expect(after.devices.find((d: { device: string }) => d.device === 'mobile')).toEqual({ device: 'mobile', opens: 2, clicks: 1 });

    expect((await handler(batch)).batchItemFailures).toEqual([]);
    expect((await handler(sqsBatch([...batch.Records.map((x) => JSON.parse(x.body))]))).batchItemFailures).toEqual([]);
    await engagement.sesEvent(soft);
    expect((await session.call('GET', `/reports/mailings/${id}`)).body).toEqual(after);
  });

  it("takes back every marker of a sending when one of its roll-up writes fails, so the redelivery counts the failed roll-up's events once", async () => {
    const { session, account } = await loggedIn();
    const mailing = await session.call('POST', '/mailings', {
      json: { name: 'Awaria', subject: 'T', fromName: 'S', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
    });
    const id = mailing.body.id as string;
    const person = await subscriber(session, `f-${ulid().toLowerCase()}@wp.pl`);
    const at = new Date().toISOString();
    const event = (kind: 'open' | 'click') => ({
      source: 'goniec.tracking',
      kind,
      accountId: account.accountId,
      mailingId: id,
      subscriberId: person,
      at,
      id: ulid(),
      userAgent: CHROME,
      ...(kind === 'click' ? { url: LINK_A } : {}),
    });
    const batch = sqsBatch([event('open'), event('click'), event('open')]);
    // The link's roll-up write fails once, as when throttling outlasts the SDK's retries.
    const failed = await failingOnce(
      (input) => !!input.UpdateExpression && String(input.Key?.sk).startsWith(`ROLLUP#${id}#l#`),
      () => handler(batch),
    );
    expect(failed.batchItemFailures).toHaveLength(3);
    expect((await handler(batch)).batchItemFailures).toEqual([]);
    expect((await handler(batch)).batchItemFailures).toEqual([]);
    const report = (await session.call('GET', `/reports/mailings/${id}`)).body;
    // The link's roll-up counts the click once: its first click's marker was taken back and written again. (The
    // roll-ups written beside the failed one count its events again on the redelivery: the window README names.)
    expect(report.links).toEqual([{ url: LINK_A, clicks: 1, uniqueClicks: 1, machine: 0 }]);
  });

  it("covers a whole A/B/X test on its parent: the variants' sendings and the winner's to the rest, summed", async () => {
    const { session, account } = await loggedIn();
    const created = await session.call('POST', '/mailings', {
      json: { name: 'Test AB', subject: 'T', fromName: 'S', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
    });
    expect(created.status).toBe(201);
    const parent = (await mailingsRepository.get(account.accountId, created.body.id))!;
    const schedule = {
      type: 'abx' as const,
      vary: 'subject' as const,
      variants: [
        { key: 'A' as const, share: 10, subject: 'A' },
        { key: 'B' as const, share: 10, subject: 'B' },
      ],
      winnerBy: { metric: 'opens' as const, measure: 'count' as const },
      decideAfterHours: 1,
    };
    const sent = (sent: number) => ({ ...parent.stats, recipients: sent, sent });
    // The test's three sendings, as the A/B/X send type leaves them: the variants are the parent's children.
    await mailingsRepository.put(account.accountId, {
      ...parent,
      state: 'sent',
      startedAt: new Date().toISOString(),
      schedule,
      stats: sent(80),
    } as never);
    for (const key of ['A', 'B'])
      await mailingsRepository.put(account.accountId, {
        ...parent,
        id: `${parent.id}${key}`,
        parentId: parent.id,
        state: 'sent',
        stats: sent(10),
      } as never);
    const add = (sending: string, opened: number, link: number) =>
      Promise.all([
        rollupsRepository.add(account.accountId, sending, { delivered: opened * 2, opened }),
        reportRepository.add(
          account.accountId,
          sending,
          new Map<string, { add: Record<string, number>; set?: Record<string, string> }>([
            ['t', { add: { opens: opened } }],
            [`l#x`, { add: { clicks: link, uniqueClicks: link }, set: { url: LINK_A } }],
          ]),
        ),
      ]);
    await add(parent.id, 5, 3);
    await add(`${parent.id}A`, 2, 1);
    await add(`${parent.id}B`, 4, 2);
    const report = (await session.call('GET', `/reports/mailings/${parent.id}`)).body;
    expect(report.totals).toMatchObject({ recipients: 100, sent: 100, delivered: 22, opens: { unique: 11, total: 11 } });
    expect(report.links).toEqual([{ url: LINK_A, clicks: 6, uniqueClicks: 6, machine: 0 }]);
  });

  it("is not found for another account's mailing or an unknown one", async () => {
    const { session } = await loggedIn();
    const { session: other } = await loggedIn();
    const mailing = await session.call('POST', '/mailings', {
      json: { name: 'Cudzy', subject: 'T', fromName: 'S', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
    });
    expect(mailing.status).toBe(201);
    const mine = await session.call('GET', `/reports/mailings/${mailing.body.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.totals).toMatchObject({ sent: 0, opens: { unique: 0, total: 0, machine: 0 } });
    expect(mine.body.rates.open).toBeNull();
    for (const res of [
      await other.call('GET', `/reports/mailings/${mailing.body.id}`),
      await session.call('GET', `/reports/mailings/${ulid()}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('MAILING_NOT_FOUND');
    }
  });
});
