import PostalMime from 'postal-mime';
import { PublishCommand } from '@aws-sdk/client-sns';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';
import { emulator } from './emulator';

const { sns } = await import('@functions/platform/aws');
const { sesEventFor } = await import('@infra/local/ses-feedback');

const HTML = '<html><body><p>Cześć</p><p><a href="https://shop.example/promo">Promocja</a></p></body></html>';

async function sendMailing(session: ApiSession, name: string, subject: string): Promise<string> {
  const mailing = await session.call('POST', '/mailings', {
    json: { name, subject, fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
  });
  expect(mailing.status).toBe(201);
  expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  return mailing.body.id as string;
}

/** The e-mail the emulator accepted for `address` with this subject. */
async function mailWithSubject(address: string, subject: string) {
  for (const mail of await mailTo(address)) {
    const parsed = await PostalMime.parse(mail.raw);
    if (parsed.subject === subject) return { mail, parsed };
  }
  throw new Error(`no "${subject}" for ${address}`);
}

interface Entry {
  type: string;
  at: string;
  mailingId?: string;
  mailingName?: string;
  detail?: string;
}

/** Every page of a list, `limit` at a time. */
async function allPages<T>(session: ApiSession, path: string, limit: number): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const res = await session.call('GET', path, { query: { limit: String(limit), ...(cursor ? { cursor } : {}) } });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(limit);
    items.push(...res.body.items);
    cursor = res.body.cursor;
    pages++;
  } while (cursor && pages < 20);
  return { items, pages };
}

describe('a subscriber’s activity and e-mail contact history (the details page’s activity and contact tabs)', () => {
  it('list what each mailing did, newest first, with the mailing’s name, page by page, and only the subscriber’s own', async () => {
    const {
      session,
      account: { accountId },
    } = await loggedIn();
    const tag = Date.now().toString(36);
    const ala = `ala-${tag}@example.com`;
    const alaId = (await session.call('POST', '/subscribers', { json: { email: ala } })).body.id as string;
    const bobId = (await session.call('POST', '/subscribers', { json: { email: `bob-${tag}@example.com` } })).body.id as string;

    const spring = await sendMailing(session, 'Wiosna', 'Wiosenna oferta');
    // SES reports the spring mailing delivered to Ala.
    const springMail = await mailWithSubject(ala, 'Wiosenna oferta');
    const tags = { account: accountId, mailing: spring, subscriber: alaId };
    await sns().send(
      new PublishCommand({ TopicArn: emulator.sesEventsTopicArn, Message: JSON.stringify(sesEventFor({ ...springMail.mail, tags }, ala)) }),
    );
    await drainQueues();
    const summer = await sendMailing(session, 'Lato', 'Letnia oferta');
    // Ala clicks the summer link (a click counts as an open too).
    const summerMail = await mailWithSubject(ala, 'Letnia oferta');
    const clickUrl = /href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(summerMail.parsed.html!)![1]!;
    expect((await trackingRequest('GET', new URL(clickUrl).pathname)).statusCode).toBe(302);
    // Counted by the events worker with SES's events.
    await drainQueues();

    const activity = (await session.call('GET', `/subscribers/${alaId}/activity`)).body.items as Entry[];
    expect(activity.map((e) => e.at)).toEqual([...activity.map((e) => e.at)].sort().reverse());
    expect(activity.map((e) => [e.type, e.mailingName]).sort()).toEqual([
      ['clicked', 'Lato'],
      ['delivered', 'Wiosna'],
      ['opened', 'Lato'],
      ['sent', 'Lato'],
      ['sent', 'Wiosna'],
    ]);
    // The summer mailing's events come after all of the spring one's.
    expect(activity.slice(0, 3).map((e) => e.mailingId)).toEqual([summer, summer, summer]);
    expect(activity.slice(3).map((e) => [e.type, e.mailingId])).toEqual([
      ['delivered', spring],
      ['sent', spring],
    ]);
    expect(activity.find((e) => e.type === 'clicked')!.detail).toBe('https://shop.example/promo');

    // Two at a time, the pages add up to the same list, nothing twice.
    const paged = await allPages<Entry>(session, `/subscribers/${alaId}/activity`, 2);
    expect(paged.pages).toBe(3);
    expect(paged.items).toEqual(activity);

    const contact = (await session.call('GET', `/subscribers/${alaId}/contact`)).body.items;
    expect(contact).toHaveLength(2);
    expect(contact[0]).toMatchObject({ mailingId: summer, mailingName: 'Lato', subject: 'Letnia oferta' });
    expect(contact[0].clickedAt).toBeDefined();
    expect(contact[0].openedAt).toBeDefined();
    expect(contact[0].deliveredAt).toBeUndefined();
    expect(contact[1]).toMatchObject({ mailingId: spring, mailingName: 'Wiosna', subject: 'Wiosenna oferta' });
    expect(contact[1].deliveredAt).toBeDefined();
    expect(contact[1].openedAt).toBeUndefined();
    expect(Date.parse(contact[0].sentAt)).toBeGreaterThanOrEqual(Date.parse(contact[1].sentAt));
    expect((await allPages(session, `/subscribers/${alaId}/contact`, 1)).items).toEqual(contact);

    // Bob got both mailings and did nothing else; none of Ala's events are his.
    const bob = (await session.call('GET', `/subscribers/${bobId}/activity`)).body.items as Entry[];
    expect(bob.map((e) => [e.type, e.mailingName])).toEqual([
      ['sent', 'Lato'],
      ['sent', 'Wiosna'],
    ]);
    expect(
      (await session.call('GET', `/subscribers/${bobId}/contact`)).body.items.map((c: { mailingName: string }) => c.mailingName),
    ).toEqual(['Lato', 'Wiosna']);

    for (const tab of ['activity', 'contact']) {
      const missing = await session.call('GET', `/subscribers/01JDXNOSUCHSUBSCRIBER000/${tab}`);
      expect([missing.status, missing.body.code]).toEqual([404, 'SUBSCRIBER_NOT_FOUND']);
    }
  });
});
