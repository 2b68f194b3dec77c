import PostalMime from 'postal-mime';
import { gzipSync } from 'node:zlib';
import type { CloudWatchLogsEvent, Context, SQSEvent } from 'aws-lambda';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { ulid } from 'ulid';
import { afterAll, describe, expect, it } from 'vitest';
import { fileEnv } from './file-env';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';
import { addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { startReceiver } from './webhook-receiver';

// Retries at once and a "day" of failures that is over at once: the whole schedule runs in one drain.
fileEnv({ GONIEC_WEBHOOK_RETRY_SCALE: '0', GONIEC_WEBHOOK_DISABLE_AFTER_SECONDS: '0' });

const { handler: eventsWorker } = await import('@functions/workers/events-queue');
const { handler: smsDeliveryLogs } = await import('@functions/workers/sms-delivery-logs');
const { postWebhook, guardedLookup } = await import('@functions/webhooks/post');
const { WEBHOOK_ATTEMPTS } = await import('@shared/rules/webhook-retries');

const receivers: { close: () => Promise<void> }[] = [];
afterAll(async () => Promise.all(receivers.map((r) => r.close())));
async function receiver(...args: Parameters<typeof startReceiver>) {
  const r = await startReceiver(...args);
  receivers.push(r);
  return r;
}

/** Tracking events as the tracking endpoints queue them, handed to the events worker in one batch. */
async function track(accountId: string, mailingId: string, subscriberId: string, kinds: readonly ('open' | 'click')[]) {
  const event: SQSEvent = {
    Records: kinds.map((kind, i) => ({
      messageId: `m-${i}-${ulid()}`,
      receiptHandle: 'r',
      body: JSON.stringify({
        source: 'goniec.tracking',
        kind,
        accountId,
        mailingId,
        subscriberId,
        at: new Date(Date.now() + i).toISOString(),
        ...(kind === 'click' ? { url: 'https://shop.example/oferta' } : {}),
      }),
      attributes: {},
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn',
      awsRegion: 'eu-central-1',
    })) as unknown as SQSEvent['Records'],
  };
  expect((await eventsWorker(event)).batchItemFailures).toEqual([]);
}

/**
 * An SNS delivery log as the CloudWatch Logs subscription hands it to its function: the carrier's
 * provisional "accepted", or delivered to the handset (a device acknowledgement's dwell time).
 */
function deliveryLog(messageId: string, destination: string, handset: boolean): CloudWatchLogsEvent {
  const log = {
    notification: { messageId, timestamp: '2026-11-29 10:00:00.000' },
    delivery: {
      destination,
      priceInUSD: 0.04,
      numberOfMessageParts: 1,
      smsType: 'Promotional',
      providerResponse: 'Message has been accepted by phone carrier',
      ...(handset ? { dwellTimeMsUntilDeviceAck: 1200 } : {}),
    },
    status: 'SUCCESS',
  };
  const payload = {
    messageType: 'DATA_MESSAGE',
    logGroup: 'sns',
    logStream: 's',
    logEvents: [{ id: '0', timestamp: Date.now(), message: JSON.stringify(log) }],
  };
  return { awslogs: { data: gzipSync(Buffer.from(JSON.stringify(payload))).toString('base64') } };
}

async function addWebhook(session: ApiSession, url: string, events: string[]) {
  const res = await session.call('POST', '/integrations/webhooks', { json: { url, events, description: 'Test' } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; secret: string };
}

describe('webhooks (/advanced/webhooks)', () => {
  it('keeps webhooks: added with a secret shown on demand, listed with the limit, edited, removed; bad input refused', async () => {
    const { session } = await loggedIn();
    const created = await addWebhook(session, 'https://hooks.example.com/goniec#x', ['email.clicked', 'email.opened', 'email.opened']);
    expect(created).toMatchObject({
      url: 'https://hooks.example.com/goniec',
      events: ['email.opened', 'email.clicked'],
      active: true,
      failingAttempts: 0,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await session.call('GET', '/integrations/webhooks');
    expect(list.body).toMatchObject({ max: 20, items: [{ id: created.id }] });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect((await session.call('GET', `/integrations/webhooks/${created.id}/secret`)).body).toEqual({ secret: created.secret });

    const edited = await session.call('PUT', `/integrations/webhooks/${created.id}`, {
      json: { url: 'https://hooks.example.com/v2', events: ['blacklist.added'], active: false },
    });
    expect(edited.body).toMatchObject({ url: 'https://hooks.example.com/v2', events: ['blacklist.added'], active: false });

    const refusals = [
      [{ url: 'ftp://hooks.example.com/', events: ['email.opened'] }, 400, 'WEBHOOK_BAD_URL'],
      [{ url: 'https://user:pw@hooks.example.com/', events: ['email.opened'] }, 400, 'WEBHOOK_BAD_URL'],
      [{ url: 'https://hooks.example.com/', events: [] }, 400, 'WEBHOOK_INVALID_DATA'],
      [{ url: 'https://hooks.example.com/', events: ['email.sent'] }, 400, undefined],
      [{ url: 'https://hooks.example.com/', events: ['email.opened'], extra: 1 }, 400, undefined],
    ] as const;
    for (const [json, status, code] of refusals) {
      const res = await session.call('POST', '/integrations/webhooks', { json });
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      if (code) expect(JSON.stringify(res.body)).toContain(code);
    }
    expect((await session.call('GET', '/integrations/webhooks')).body.items).toHaveLength(1);

    for (let i = 1; i < 20; i++) await addWebhook(session, `https://hooks.example.com/${i}`, ['email.opened']);
    const over = await session.call('POST', '/integrations/webhooks', {
      json: { url: 'https://hooks.example.com/21', events: ['email.opened'] },
    });
    expect({ status: over.status, code: over.body.code }).toEqual({ status: 409, code: 'WEBHOOK_LIMIT_REACHED' });

    expect((await session.call('DELETE', `/integrations/webhooks/${created.id}`, { json: {} })).status).toBe(200);
    for (const [method, path] of [
      ['GET', ''],
      ['GET', '/secret'],
      ['GET', '/attempts'],
      ['DELETE', ''],
      ['POST', '/test'],
    ] as const) {
      const res = await session.call(method, `/integrations/webhooks/${created.id}${path}`, method === 'GET' ? {} : { json: {} });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 404, code: 'WEBHOOK_NOT_FOUND' });
    }
  });

  it('delivers counted opens and clicks in one signed batch, with the address, and logs the attempt', async () => {
    const { session, account } = await loggedIn();
    const hook = await receiver();
    const webhook = await addWebhook(session, hook.url(), ['email.opened', 'email.clicked']);
    const person = (await session.call('POST', '/subscribers', { json: { email: `ola-${ulid().toLowerCase()}@example.com` } })).body;
    const mailing = ulid();
    await track(account.accountId, mailing, person.id, ['open', 'click']);
    await drainQueues(['webhooks']);

    expect(hook.received).toHaveLength(1);
    const [got] = hook.received;
    // Standard Webhooks' verifier accepts it with the webhook's secret (and only with it).
    const payload = new StandardWebhook(webhook.secret).verify(got!.body, got!.headers as Record<string, string>) as {
      type: string;
      data: { events: { id: string; type: string; data: Record<string, unknown> }[] };
    };
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(got!.body, got!.headers as Record<string, string>),
    ).toThrow();
    expect(payload.type).toBe('batch');
    expect(payload.data.events.map((e) => e.type)).toEqual(['email.opened', 'email.clicked']);
    expect(payload.data.events[1]!.data).toMatchObject({
      mailingId: mailing,
      subscriberId: person.id,
      email: person.email,
      url: 'https://shop.example/oferta',
    });
    expect(new Set(payload.data.events.map((e) => e.id)).size).toBe(2);

    const attempts = (await session.call('GET', `/integrations/webhooks/${webhook.id}/attempts`)).body.items;
    expect(attempts).toEqual([
      expect.objectContaining({
        outcome: 'delivered',
        status: 200,
        attempt: 1,
        events: 2,
        types: ['email.opened', 'email.clicked'],
        deliveryId: got!.headers['webhook-id'],
      }),
    ]);
    expect((await session.call('GET', `/integrations/webhooks/${webhook.id}`)).body).toMatchObject({ lastStatus: 200, failingAttempts: 0 });
  });

  it('retries a failing receiver nine times, logs each attempt, then switches the webhook off after a day of failures and tells the administrators', async () => {
    const { session, account } = await loggedIn();
    let status = 503;
    const hook = await receiver(() => ({ status, body: 'down' }));
    const webhook = await addWebhook(session, hook.url(), ['blacklist.added', 'blacklist.removed']);
    const add = (value: string) => session.call('POST', '/blacklist', { json: { type: 'email', rows: [value] } });
    expect((await add(`x-${ulid().toLowerCase()}@example.com`)).status).toBeLessThan(300);
    await drainQueues(['webhooks']);

    expect(hook.received).toHaveLength(WEBHOOK_ATTEMPTS);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const log = (await session.call('GET', `/integrations/webhooks/${webhook.id}/attempts`)).body.items as Record<string, unknown>[];
    expect(log.map((a) => a.attempt)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.every((a) => a.outcome === 'failed' && a.status === 503)).toBe(true);
    expect(log[0]!.retryAt).toBeUndefined();
    expect(log[1]!.retryAt).toBeDefined();
    expect((await session.call('GET', `/integrations/webhooks/${webhook.id}`)).body).toMatchObject({ active: true, failingAttempts: 9 });

    // The tenth failure in a row, a "day" after the first: switched off, the owner told, nothing more delivered.
    expect((await add(`y-${ulid().toLowerCase()}@example.com`)).status).toBeLessThan(300);
    await drainQueues(['webhooks']);
    expect(hook.received).toHaveLength(WEBHOOK_ATTEMPTS + 1);
    expect((await session.call('GET', `/integrations/webhooks/${webhook.id}`)).body).toMatchObject({
      active: false,
      disabledReason: 'failures',
      failingAttempts: 10,
    });
    const subjects = await Promise.all((await mailTo(account.email)).map(async (m) => (await PostalMime.parse(m.raw)).subject ?? ''));
    expect(subjects).toContain('Webhook wyłączony po dobie nieudanych doręczeń');
    status = 200;
    expect((await add(`z-${ulid().toLowerCase()}@example.com`)).status).toBeLessThan(300);
    await drainQueues(['webhooks']);
    expect(hook.received).toHaveLength(WEBHOOK_ATTEMPTS + 1);

    // Switched on again: the run starts afresh and events flow.
    const on = await session.call('PUT', `/integrations/webhooks/${webhook.id}`, {
      json: { url: hook.url(), events: ['blacklist.added', 'blacklist.removed'], active: true },
    });
    expect(on.body).toMatchObject({ active: true, failingAttempts: 0 });
    expect(on.body.disabledReason).toBeUndefined();
    expect((await add(`w-${ulid().toLowerCase()}@example.com`)).status).toBeLessThan(300);
    await drainQueues(['webhooks']);
    const last = JSON.parse(hook.received.at(-1)!.body);
    expect(last).toMatchObject({ type: 'blacklist.added', data: { events: [{ type: 'blacklist.added', data: { type: 'email' } }] } });
  });

  it("tells a text's delivery report and its first tracked click once each, with the number", async () => {
    const { session } = await loggedIn();
    const hook = await receiver();
    await addWebhook(session, hook.url(), ['sms.delivered', 'sms.clicked']);
    // A/B variants' texts carry tracked links (the split is a hash of ids: with 12 people, none tested is 0.4^12).
    const people = [];
    for (let i = 0; i < 12; i++) {
      const number = freshPolishNumber();
      people.push({ id: (await addSubscriber(session, { gsm: number })).id, number });
    }
    const made = await session.call('POST', '/sms/abx', {
      json: {
        name: 'Webhook SMS',
        sender: 'Sklep',
        content: 'Promocja! https://shop.example/a',
        abx: {
          variants: [
            { key: 'A', share: 30 },
            { key: 'B', share: 30, content: 'Rabat https://shop.example/b' },
          ],
          measure: 'count',
          decideAfterHours: 1,
        },
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    await drainQueues(['plan', 'send']);
    const texted = [];
    for (const p of people) for (const text of await textsTo(p.number)) texted.push({ ...p, text });
    const [first] = texted;
    expect(first).toBeDefined();

    // The carrier's provisional report first: it tells nothing, and a click after it still counts.
    await smsDeliveryLogs(deliveryLog(first!.text.id, `+48${first!.number}`, false), {} as Context);
    // The link clicked twice: the first click counts, and is told.
    const link = /https:\/\/goniec\.test(\/t\/k\/\S+)/.exec(first!.text.message)![1]!;
    expect((await trackingRequest('GET', link)).statusCode).toBe(302);
    expect((await trackingRequest('GET', link)).statusCode).toBe(302);
    // Delivered to the handset, the report handed over twice (as Lambda may): one event.
    const delivered = deliveryLog(first!.text.id, `+48${first!.number}`, true);
    await smsDeliveryLogs(delivered, {} as Context);
    await smsDeliveryLogs(delivered, {} as Context);
    expect((await session.call('GET', `/subscribers/${first!.id}/contact-sms`)).body.items).toEqual([
      expect.objectContaining({ status: 'clicked' }),
    ]);
    await drainQueues(['webhooks']);

    const events = hook.received.flatMap((r) => JSON.parse(r.body).data.events as { type: string; data: Record<string, unknown> }[]);
    expect(events.map((e) => e.type).sort()).toEqual(['sms.clicked', 'sms.delivered']);
    const clicked = events.find((e) => e.type === 'sms.clicked')!;
    expect(clicked.data).toMatchObject({
      subscriberId: first!.id,
      gsm: expect.stringContaining(first!.number),
      url: expect.stringMatching(/^https:\/\/shop\.example\//),
    });
    expect(events.find((e) => e.type === 'sms.delivered')!.data).toMatchObject({ subscriberId: first!.id, smsId: clicked.data.smsId });
  });

  it('sends a test event at once, signs with both secrets for a day after a rotation, and follows no redirect', async () => {
    const { session } = await loggedIn();
    let reply = { status: 204, headers: {} as Record<string, string> };
    const hook = await receiver(() => reply);
    const webhook = await addWebhook(session, hook.url(), ['email.opened']);
    const tested = await session.call('POST', `/integrations/webhooks/${webhook.id}/test`, { json: {} });
    expect(tested.body).toMatchObject({ outcome: 'delivered', status: 204, attempt: 1, types: ['webhook.test'] });
    expect(JSON.parse(hook.received[0]!.body)).toMatchObject({ type: 'webhook.test', data: { events: [{ type: 'webhook.test' }] } });

    const rotated = await session.call('POST', `/integrations/webhooks/${webhook.id}/secret`, { json: {} });
    expect(rotated.body.secret).not.toBe(webhook.secret);
    expect(Date.parse(rotated.body.previousValidUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    await session.call('POST', `/integrations/webhooks/${webhook.id}/test`, { json: {} });
    const second = hook.received[1]!;
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [webhook.secret, rotated.body.secret])
      expect(() => new StandardWebhook(secret).verify(second.body, second.headers as Record<string, string>)).not.toThrow();

    reply = { status: 302, headers: { location: hook.url('/elsewhere') } };
    const redirected = await session.call('POST', `/integrations/webhooks/${webhook.id}/test`, { json: {} });
    expect(redirected.body).toMatchObject({ outcome: 'failed', status: 302 });
    expect(hook.received.map((r) => r.path)).not.toContain('/elsewhere');
    // A test's failure is not the webhook's: nothing counts towards switching it off.
    expect((await session.call('GET', `/integrations/webhooks/${webhook.id}`)).body.failingAttempts).toBe(0);
  });
});

describe('the delivery guard', () => {
  it('refuses private and metadata addresses in a deployed build, even behind a host name', async () => {
    const deployed = { localReceivers: false };
    for (const url of ['http://example.com/', 'https://127.0.0.1/', 'https://169.254.169.254/latest/meta-data/', 'https://[::1]/']) {
      expect(await postWebhook(url, '{}', {}, deployed, 2000)).toMatchObject({ refused: true, error: 'address not allowed' });
    }
    // A name whose every address is checked after resolution: one private address among them is enough to refuse.
    const resolving = (addresses: { address: string; family: number }[]) =>
      ((_host: string, _options: unknown, callback: (e: null, a: typeof addresses) => void) => callback(null, addresses)) as never;
    const lookup = (addresses: { address: string; family: number }[]) =>
      new Promise<unknown>((resolve) =>
        guardedLookup(deployed, resolving(addresses))('hooks.example.com', { all: true }, (error) => resolve(error)),
      );
    expect(
      await lookup([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ]),
    ).toMatchObject({ message: 'address 10.0.0.7 not allowed' });
    expect(await lookup([{ address: 'fd00:ec2::254', family: 6 }])).toBeInstanceOf(Error);
    expect(await lookup([{ address: '93.184.216.34', family: 4 }])).toBeNull();
  });

  it('bounds a hanging receiver by its timeout and reads a huge answer only so far', async () => {
    const hanging = await receiver(() => 'hang');
    const started = Date.now();
    expect(await postWebhook(hanging.url(), '{}', {}, { localReceivers: true }, 500)).toMatchObject({ error: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    const huge = await receiver(() => ({ status: 200, body: 'x'.repeat(5_000_000) }));
    expect(await postWebhook(huge.url(), '{}', {}, { localReceivers: true }, 5000)).toMatchObject({ status: 200 });
  });
});
