import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { PublishCommand } from '@aws-sdk/client-sns';
import { ApiSession, drainQueues, loggedIn, mailTo, trackingRequest } from './helpers';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, sns } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { sesEventFor } from '@infra/local/ses-feedback';
import { deliver } from './delivery-helpers';
import { tenant } from '@functions/data/tenant';
import { emulator } from './emulator';

const HTML = '<html><body><h1>Cześć {{name}}</h1><p><a href="https://shop.example/promo?utm=x">Promocja</a></p></body></html>';

async function newMailing(session: ApiSession, overrides: Record<string, string> = {}) {
  const res = await session.call('POST', '/mailings', {
    json: { name: 'Listopad', subject: 'Oferta dla {{name}}', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML, ...overrides },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function addSubscriber(session: ApiSession, email: string, name = 'Ala') {
  const res = await session.call('POST', '/subscribers', { json: { email, name } });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/**
 * Publishes, for every message the emulator accepted for `address`, the event SES would send back,
 * with the tags the sender set (the emulator does not keep them: `tags` says what they were).
 */
async function sesFeedbackFor(address: string, tags: Record<string, string>) {
  for (const mail of await mailTo(address)) {
    for (const to of mail.destinations) {
      await sns().send(
        new PublishCommand({ TopicArn: emulator.sesEventsTopicArn, Message: JSON.stringify(sesEventFor({ ...mail, tags }, to)) }),
      );
    }
  }
}

describe('one real send, the whole path', () => {
  it('sends, tracks opens, clicks and unsubscribes, and counts SES events', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const ala = `ala-${tag}@example.com`;
    const alaId = (await addSubscriber(session, ala, 'Ala')).id;
    await addSubscriber(session, `jan-${tag}@example.com`, 'Jan');
    const unsubscribed = await session.call('POST', '/subscribers', { json: { email: `ex-${tag}@example.com`, status: 3 } });
    expect(unsubscribed.status).toBe(201);
    const mailing = await newMailing(session);

    const sent = await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    expect(sent).toMatchObject({ status: 202, body: { state: 'planned' } });
    expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).body.code).toBe('MAILING_NOT_EDITABLE');
    await drainQueues();

    let report = (await session.call('GET', `/mailings/${mailing.id}`)).body;
    expect(report.state).toBe('sent');
    expect(report.stats).toMatchObject({ recipients: 2, sent: 2, failed: 0 });
    expect(await mailTo(`ex-${tag}@example.com`)).toHaveLength(0);

    const [message] = await mailTo(ala);
    expect(message).toBeDefined();
    const email = await PostalMime.parse(message!.raw);
    expect(email.subject).toBe('Oferta dla Ala');
    const header = (name: string) => email.headers.find((h) => h.key === name)?.value;
    const unsubscribeUrl = /<(https:\/\/goniec\.test\/t\/u\/[^>]+)>/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(unsubscribeUrl).toBeDefined();
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(email.html).toContain('Cześć Ala');
    expect(email.html).not.toContain('shop.example');
    const clickUrl = /href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(email.html!)![1]!;
    const pixelUrl = /src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(email.html!)![1]!;

    const pixel = await trackingRequest('GET', new URL(pixelUrl).pathname);
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers?.['content-type']).toBe('image/gif');
    await trackingRequest('GET', new URL(pixelUrl).pathname);
    const click = await trackingRequest('GET', new URL(clickUrl).pathname);
    expect(click).toMatchObject({ statusCode: 302, headers: { location: 'https://shop.example/promo?utm=x' } });

    const page = await trackingRequest('GET', new URL(unsubscribeUrl!).pathname, { headers: { 'accept-language': 'en-US,en' } });
    expect(page.body).toContain('Unsubscribe me');
    const oneClick = await trackingRequest('POST', new URL(unsubscribeUrl!).pathname, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.statusCode).toBe(200);

    await sesFeedbackFor(ala, { account: account.accountId, mailing: mailing.id, subscriber: alaId });
    await drainQueues();
    report = (await session.call('GET', `/mailings/${mailing.id}`)).body;
    expect(report.stats).toMatchObject({ delivered: 1, opened: 1, clicked: 1, unsubscribed: 1, bounced: 0 });
    const subscribers = (await session.call('GET', '/subscribers')).body.items as { email: string; status: number }[];
    expect(subscribers.find((s) => s.email === ala)?.status).toBe(3);
  });

  it('counts permanent bounces and complaints from the SES mailbox simulator', async () => {
    const { session, account } = await loggedIn();
    const ids = new Map<string, string>();
    for (const address of ['bounce@simulator.amazonses.com', 'complaint@simulator.amazonses.com'])
      ids.set(address, (await addSubscriber(session, address)).id);
    const mailing = await newMailing(session);
    await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    await drainQueues();
    const ours = async (address: string) => {
      const all = await mailTo(address);
      return all.at(-1)!;
    };
    for (const address of ['bounce@simulator.amazonses.com', 'complaint@simulator.amazonses.com']) {
      const mail = await ours(address);
      const tags = { account: account.accountId, mailing: mailing.id, subscriber: ids.get(address)! };
      await sns().send(
        new PublishCommand({ TopicArn: emulator.sesEventsTopicArn, Message: JSON.stringify(sesEventFor({ ...mail, tags }, address)) }),
      );
    }
    await drainQueues();
    const report = (await session.call('GET', `/mailings/${mailing.id}`)).body;
    expect(report.stats).toMatchObject({ sent: 2, bounced: 1, complained: 1 });
  });

  it('never sends the same e-mail twice when a batch is retried', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const sub = await addSubscriber(session, `retry-${tag}@example.com`);
    const mailing = await newMailing(session);
    await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    await drainQueues();
    expect(await mailTo(`retry-${tag}@example.com`)).toHaveLength(1);
    // Redeliver the same batch, as SQS would after a lost acknowledgement.
    await deliver('email', account.accountId, mailing.id, [sub.id]);
    await deliver('email', account.accountId, mailing.id, [sub.id]);
    expect(await mailTo(`retry-${tag}@example.com`)).toHaveLength(1);
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body.stats.sent).toBe(1);
  });

  it('never sends to a recipient another worker claimed and may have sent to: a claim its dead worker left long ago is settled and counted', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const claimed = await addSubscriber(session, `claimed-${tag}@example.com`);
    await addSubscriber(session, `free-${tag}@example.com`);
    const mailing = await newMailing(session);
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          ...(await tenant(account.accountId)).sendClaim(mailing.id, claimed.id),
          accountId: account.accountId,
          mailingId: mailing.id,
          subscriberId: claimed.id,
          state: 'claimed',
          claimedAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      }),
    );
    await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    await drainQueues();
    expect(await mailTo(`claimed-${tag}@example.com`)).toEqual([]);
    expect(await mailTo(`free-${tag}@example.com`)).toHaveLength(1);
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 2, sent: 1 } });
  });

  it('answers forged and tampered tracking links with a bare 404 and records nothing', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    await addSubscriber(session, `forge-${tag}@example.com`);
    const mailing = await newMailing(session);
    await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    await drainQueues();
    const email = await PostalMime.parse((await mailTo(`forge-${tag}@example.com`))[0]!.raw);
    const clickPath = new URL(/href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(email.html!)![1]!).pathname;
    const token = clickPath.slice('/t/c/'.length);
    const [data] = token.split('.');
    const payload = JSON.parse(Buffer.from(data!, 'base64url').toString());
    const evil = Buffer.from(JSON.stringify({ ...payload, u: 'https://evil.example' })).toString('base64url');
    for (const path of [`/t/c/${evil}.${token.split('.')[1]}`, '/t/c/garbage', `/t/o/${token}`, '/t/x/abc']) {
      const res = await trackingRequest('GET', path);
      expect(res.statusCode).toBe(404);
      expect(res.headers?.location).toBeUndefined();
    }
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body.stats).toMatchObject({ opened: 0, clicked: 0 });
  });

  it('refuses senders outside the verified domain and a mailing with no recipients fails visibly', async () => {
    const { session } = await loggedIn();
    const bad = await session.call('POST', '/mailings', {
      json: { name: 'X1', subject: 'S', fromName: 'N', fromEmail: 'me@gmail.com', html: '<p>x</p>' },
    });
    expect(bad.body).toEqual({
      code: 'VALIDATION_FAILED',
      params: {
        errors: [{ path: 'fromEmail', code: 'MAILING_SENDER_NOT_VERIFIED', params: { domain: 'goniec.test', domains: 'goniec.test' } }],
      },
    });
    const mailing = await newMailing(session);
    await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    await drainQueues();
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({ state: 'failed', stats: { recipients: 0 } });
  });
});
