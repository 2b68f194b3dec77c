import { PublishCommand } from '@aws-sdk/client-sns';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';
import { SEND, addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { emulator } from './emulator';

const { dynamo, sns } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { sesEventFor } = await import('@infra/local/ses-feedback');
const { tenant } = await import('@functions/data/tenant');
const { accountRecordKey, forgetLayout } = await import('@functions/data/layout');
const { deliver } = await import('./delivery-helpers');
const { progressRepository } = await import('@functions/delivery/progress');
const { engagement } = await import('@functions/sending/engagement');
const { sendsRepository } = await import('@functions/sending/repository');
const { mailingsRepository } = await import('@functions/mailings/repository');

/*
 * The sending path on the sharded layout: claims and engagement roll-ups spread over a mailing's
 * shards of the sending family, and an account still in layout 1 (everything in ACC#<account>)
 * sending and reporting as it did.
 */

const HTML = '<p>Cześć {{name}}</p><p><a href="https://shop.example/x">Sklep</a></p>';

async function addSubscribers(session: ApiSession, tag: string, n: number): Promise<{ id: string; email: string }[]> {
  const out: { id: string; email: string }[] = [];
  for (let i = 0; i < n; i += 10) {
    const chunk = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, async (_, j) => {
        const email = `r${i + j}-${tag}@example.com`;
        const res = await session.call('POST', '/subscribers', { json: { email, name: `R${i + j}` } });
        expect(res.status).toBe(201);
        return { id: res.body.id as string, email };
      }),
    );
    out.push(...chunk);
  }
  return out;
}

async function newMailing(session: ApiSession): Promise<string> {
  const res = await session.call('POST', '/mailings', {
    json: { name: 'Sharded', subject: 'Hej {{name}}', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Every item of the account's base partition whose sort key starts with `prefix`. */
async function inBase(accountId: string, prefix: string) {
  const keys = await tenant(accountId);
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': keys.context.basePk, ':p': prefix },
    }),
  );
  return out.Items ?? [];
}

/** The mailing's claims, partition by partition (one partition in layout 1). */
async function claimsByPartition(accountId: string, mailingId: string): Promise<Map<string, number>> {
  const keys = await tenant(accountId);
  const counts = new Map<string, number>();
  for (const { pk } of keys.context.partitions('sending', mailingId)) {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': pk, ':p': `SEND#${mailingId}#` },
        Select: 'COUNT',
      }),
    );
    if (out.Count) counts.set(pk, out.Count);
  }
  return counts;
}

async function rollupItems(accountId: string, mailingId: string) {
  const keys = await tenant(accountId);
  const items = await Promise.all(
    keys.engagementRollups(mailingId).map(async (Key) => (await dynamo().send(new GetCommand({ TableName: config.appTable, Key }))).Item),
  );
  return items.filter((i) => i !== undefined);
}

/** What SES publishes for each of these recipients' messages, the same event `times` over (SES and SNS may repeat an event). */
async function deliveries(accountId: string, mailingId: string, recipients: readonly { id: string; email: string }[], times = 1) {
  for (const r of recipients) {
    const send = await sendsRepository.get(accountId, mailingId, r.id);
    const tags = { account: accountId, mailing: mailingId, subscriber: r.id };
    const event = JSON.stringify(sesEventFor({ id: send!.messageId!, source: 'news@goniec.test', tags }, r.email));
    for (let i = 0; i < times; i++) await sns().send(new PublishCommand({ TopicArn: emulator.sesEventsTopicArn, Message: event }));
  }
  await drainQueues();
}

/** The open pixel and the click link of each message sent to addresses containing `tag`, by address. */
async function trackingLinks(tag: string): Promise<Map<string, { open: string; click: string }>> {
  const links = new Map<string, { open: string; click: string }>();
  for (const mail of await mailTo(tag)) {
    const html = (await PostalMime.parse(mail.raw)).html!;
    links.set(mail.destinations[0]!.toLowerCase(), {
      open: new URL(/src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(html)![1]!).pathname,
      click: new URL(/href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(html)![1]!).pathname,
    });
  }
  return links;
}

async function report(session: ApiSession, mailingId: string) {
  return (await session.call('GET', `/mailings/${mailingId}`)).body;
}

/** An account as every account was before sharding: its record names no layout. */
async function toLayoutOne(accountId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({ TableName: config.appTable, Key: accountRecordKey(accountId), UpdateExpression: 'REMOVE dataLayout' }),
  );
  forgetLayout(accountId);
  expect((await tenant(accountId)).layout).toBe(1);
}

async function holdForMigration(accountId: string, held: boolean): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: accountRecordKey(accountId),
      ...(held
        ? {
            UpdateExpression: 'SET migration = :m',
            ExpressionAttributeValues: { ':m': { id: 'test', startedAt: new Date().toISOString() } },
          }
        : { UpdateExpression: 'REMOVE migration' }),
    }),
  );
  forgetLayout(accountId);
}

describe('a sending in the sharded layout', () => {
  it("spreads its claims over the mailing's shards, never sends twice when batches are retried, and completes", async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    expect((await tenant(account.accountId)).layout).toBe(2);
    const recipients = await addSubscribers(session, tag, 40);
    const mailingId = await newMailing(session);
    expect((await session.call('POST', `/mailings/${mailingId}/send`, { json: {} })).status).toBe(202);
    await drainQueues();

    const claims = await claimsByPartition(account.accountId, mailingId);
    expect([...claims.values()].reduce((a, b) => a + b, 0)).toBe(40);
    // 40 recipients over 32 shards: many partitions, none holding more than a few.
    expect(claims.size).toBeGreaterThan(12);
    expect(Math.max(...claims.values())).toBeLessThan(10);
    for (const pk of claims.keys()) expect(pk).toMatch(new RegExp(`^ACC#${account.accountId}#M#${mailingId}#\\d{2}$`));
    expect(await inBase(account.accountId, 'SEND#')).toEqual([]);

    // SQS redelivers batches (a lost acknowledgement, a worker that timed out): nobody gets a second e-mail.
    const ids = recipients.map((r) => r.id);
    await Promise.all([
      deliver('email', account.accountId, mailingId, ids),
      deliver('email', account.accountId, mailingId, ids.slice(0, 20)),
    ]);
    const mail = await mailTo(tag);
    expect(mail).toHaveLength(40);
    expect(new Set(mail.map((m) => m.destinations[0]!.toLowerCase())).size).toBe(40);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 40, sent: 40, failed: 0 } });
    expect((await progressRepository.sum(account.accountId, mailingId)).processed).toBe(40);
    // The account's ledger is written once a batch: it stays in the base partition.
    expect(await inBase(account.accountId, 'USAGE#')).toEqual([expect.objectContaining({ emailsSent: 40 })]);
  });

  it("settles a claim its dead worker left long ago, in the recipient's shard, and still completes", async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const [stuck, ...others] = await addSubscribers(session, tag, 5);
    const mailingId = await newMailing(session);
    const key = (await tenant(account.accountId)).sendClaim(mailingId, stuck!.id);
    expect(key.pk).not.toBe(`ACC#${account.accountId}`);
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          ...key,
          accountId: account.accountId,
          mailingId,
          subscriberId: stuck!.id,
          state: 'claimed',
          claimedAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      }),
    );
    await session.call('POST', `/mailings/${mailingId}/send`, { json: {} });
    await drainQueues();
    expect(await mailTo(stuck!.email)).toEqual([]);
    for (const r of others) expect(await mailTo(r.email)).toHaveLength(1);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 5, sent: 4, failed: 0 } });
    expect(await sendsRepository.get(account.accountId, mailingId, stuck!.id)).toMatchObject({ state: 'failed', error: 'interrupted' });
  });

  it("counts each recipient's first delivery, open and click once, in roll-ups spread over the shards, and the report sums them", async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const recipients = await addSubscribers(session, tag, 30);
    const mailingId = await newMailing(session);
    await session.call('POST', `/mailings/${mailingId}/send`, { json: {} });
    await drainQueues();

    // Every delivery published twice: SES may repeat an event, and the events worker may be retried.
    await deliveries(account.accountId, mailingId, recipients, 2);
    const links = await trackingLinks(tag);
    expect(links.size).toBe(30);
    const openers = recipients.slice(0, 12);
    for (const r of openers) {
      const link = links.get(r.email)!;
      expect((await trackingRequest('GET', link.open)).statusCode).toBe(200);
      await trackingRequest('GET', link.open);
    }
    // A click proves an open: a recipient who clicked without loading images is counted as opening too.
    const clickers = [...recipients.slice(0, 3), ...recipients.slice(20, 25)];
    for (const r of clickers) expect((await trackingRequest('GET', links.get(r.email)!.click)).statusCode).toBe(302);
    // Opens and clicks are counted by the events worker, in batches, like SES's events.
    await drainQueues();

    expect((await report(session, mailingId)).stats).toEqual({
      recipients: 30,
      sent: 30,
      failed: 0,
      delivered: 30,
      opened: 17,
      clicked: 8,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    });
    const listed = (await session.call('GET', '/mailings')).body.items.find((m: { id: string }) => m.id === mailingId);
    expect(listed.stats).toMatchObject({ delivered: 30, opened: 17, clicked: 8 });

    // No event wrote the mailing's own item: a batch adds its counts to one of the mailing's shard
    // roll-ups (one write per sending per batch), and the report sums them.
    expect((await mailingsRepository.get(account.accountId, mailingId))!.stats).toMatchObject({ delivered: 0, opened: 0, clicked: 0 });
    const rollups = await rollupItems(account.accountId, mailingId);
    expect(rollups.reduce((sum, r) => sum + Number(r.delivered ?? 0), 0)).toBe(30);
    expect(rollups.reduce((sum, r) => sum + Number(r.opened ?? 0), 0)).toBe(17);
    for (const r of rollups) expect(String(r.pk)).toMatch(new RegExp(`^ACC#${account.accountId}#M#${mailingId}#\\d{2}$`));
  }, 60_000);

  it('refuses an SES event and an unsubscribe while a migration holds the account, and counts them once they come again', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const [r] = await addSubscribers(session, tag, 1);
    const mailingId = await newMailing(session);
    await session.call('POST', `/mailings/${mailingId}/send`, { json: {} });
    await drainQueues();
    const send = await sendsRepository.get(account.accountId, mailingId, r!.id);
    const event = sesEventFor(
      { id: send!.messageId!, source: 'news@goniec.test', tags: { account: account.accountId, mailing: mailingId, subscriber: r!.id } },
      r!.email,
    );
    const unsubscribe = (await PostalMime.parse((await mailTo(r!.email))[0]!.raw)).headers.find((h) => h.key === 'list-unsubscribe')!.value;
    const unsubscribePath = new URL(/<([^>]+)>/.exec(unsubscribe)![1]!).pathname;

    await holdForMigration(account.accountId, true);
    try {
      await expect(engagement.sesEvent(event)).rejects.toMatchObject({ status: 503, code: 'DATA_MIGRATION_IN_PROGRESS' });
      const refused = await trackingRequest('POST', unsubscribePath, {
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers?.['retry-after']).toBeDefined();
      expect(refused.body).toContain('try again in a minute');
    } finally {
      await holdForMigration(account.accountId, false);
    }
    await engagement.sesEvent(event);
    await engagement.sesEvent(event);
    expect(
      (
        await trackingRequest('POST', unsubscribePath, {
          body: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(200);
    await drainQueues();
    expect((await report(session, mailingId)).stats).toMatchObject({ sent: 1, delivered: 1, unsubscribed: 1 });
  });
});

describe('a sending in an account of layout 1', () => {
  it("sends, settles a stale claim, counts and reports exactly as before, everything in the account's one partition", async () => {
    const { session, account } = await loggedIn();
    await toLayoutOne(account.accountId);
    const tag = account.accountId.toLowerCase();
    const [stuck, ...recipients] = await addSubscribers(session, tag, 4);
    const mailingId = await newMailing(session);
    const base = `ACC#${account.accountId}`;
    // The claim a dead worker left, where layout 1 always kept claims.
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          pk: base,
          sk: `SEND#${mailingId}#${stuck!.id}`,
          accountId: account.accountId,
          mailingId,
          subscriberId: stuck!.id,
          state: 'claimed',
          claimedAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      }),
    );
    await session.call('POST', `/mailings/${mailingId}/send`, { json: {} });
    await drainQueues();
    await deliver(
      'email',
      account.accountId,
      mailingId,
      recipients.map((r) => r.id),
    );

    expect(await claimsByPartition(account.accountId, mailingId)).toEqual(new Map([[base, 4]]));
    expect(await mailTo(tag)).toHaveLength(3);
    await deliveries(account.accountId, mailingId, recipients, 2);
    const links = await trackingLinks(tag);
    await trackingRequest('GET', links.get(recipients[0]!.email)!.open);
    await trackingRequest('GET', links.get(recipients[1]!.email)!.click);
    await drainQueues();
    expect((await report(session, mailingId)).stats).toEqual({
      recipients: 4,
      sent: 3,
      failed: 0,
      delivered: 3,
      opened: 2,
      clicked: 1,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    });
    expect(await rollupItems(account.accountId, mailingId)).toEqual([
      expect.objectContaining({ pk: base, sk: `ROLLUP#${mailingId}`, delivered: 3, opened: 2, clicked: 1 }),
    ]);
    expect((await report(session, mailingId)).state).toBe('sent');
    expect(await inBase(account.accountId, 'USAGE#')).toEqual([expect.objectContaining({ emailsSent: 3 })]);
  });

  it('adds what a mailing sent before the roll-ups counted in its own item to what the roll-ups count', async () => {
    const { session, account } = await loggedIn();
    await toLayoutOne(account.accountId);
    const tag = account.accountId.toLowerCase();
    const recipients = await addSubscribers(session, tag, 2);
    const mailingId = await newMailing(session);
    await session.call('POST', `/mailings/${mailingId}/send`, { json: {} });
    await drainQueues();
    // Engagement the mailing item counted before this version: an older sender's events.
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: (await tenant(account.accountId)).mailing(mailingId),
        // As many sent as it counted delivered and bounced: the report never shows more delivered than sent.
        UpdateExpression: 'ADD #stats.sent :s, #stats.delivered :d, #stats.opened :o, #stats.bounced :b',
        ExpressionAttributeNames: { '#stats': 'stats' },
        ExpressionAttributeValues: { ':s': 6, ':d': 5, ':o': 3, ':b': 1 },
      }),
    );
    await deliveries(account.accountId, mailingId, recipients);
    expect((await report(session, mailingId)).stats).toEqual({
      recipients: 2,
      sent: 8,
      failed: 0,
      delivered: 7,
      opened: 3,
      clicked: 0,
      bounced: 1,
      complained: 0,
      unsubscribed: 0,
    });
  });

  it("texts through an SMS sending kept in the account's partition, as before", async () => {
    const { session, account } = await loggedIn();
    await toLayoutOne(account.accountId);
    const number = freshPolishNumber();
    await addSubscriber(session, { gsm: number, name: 'Ola' });
    const started = await session.call('POST', '/sms', { json: SEND });
    expect(started.status).toBe(202);
    await drainQueues();
    expect((await session.call('GET', `/sms/${started.body.id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 1, sent: 1 } });
    expect(await textsTo(number)).toHaveLength(1);
    expect(await inBase(account.accountId, 'SMS#')).toEqual([expect.objectContaining({ sk: `SMS#${started.body.id}`, state: 'sent' })]);
    expect((await session.call('GET', '/sms')).body.items.map((x: { id: string }) => x.id)).toEqual([started.body.id]);
  });
});
