import PostalMime from 'postal-mime';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { sesEventFor } = await import('@infra/local/ses-feedback');
const { handler } = await import('@functions/workers/events-queue');
const { rollupsRepository } = await import('@functions/sending/rollups-repository');
const { activityRepository } = await import('@functions/activity/repository');

/**
 * The events worker on batches as Lambda hands them over (SNS-wrapped SES events and the tracking
 * endpoints' own events), against the emulator's table: what it counts, what it writes, and what a
 * redelivery or a failed write does.
 */

type Tags = { account: string; mailing: string; subscriber: string };
const ses = (eventType: string, tags: Tags, extra: Record<string, unknown> = {}, at = new Date().toISOString()) => ({
  eventType,
  mail: {
    messageId: `m-${ulid()}`,
    timestamp: at,
    tags: { account: [tags.account], mailing: [tags.mailing], subscriber: [tags.subscriber], 'ses:caller-identity': ['goniec'] },
  },
  ...extra,
});
const delivery = (tags: Tags) => sesEventFor({ id: `m-${ulid()}`, source: 'news@goniec.test', tags }, 'someone@example.com');
const bounce = (tags: Tags) =>
  ses('Bounce', tags, {
    bounce: {
      bounceType: 'Permanent',
      bouncedRecipients: [{ emailAddress: 'x@example.com', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
    },
  });
const complaint = (tags: Tags) => ses('Complaint', tags, { complaint: { complainedRecipients: [{ emailAddress: 'x@example.com' }] } });
const tracking = (kind: 'open' | 'click' | 'unsubscribe', tags: Tags, url?: string) => ({
  source: 'goniec.tracking',
  kind,
  accountId: tags.account,
  mailingId: tags.mailing,
  subscriberId: tags.subscriber,
  at: new Date().toISOString(),
  ...(url ? { url } : {}),
});

/** An SQS batch of these bodies: SES events wrapped in their SNS envelope, tracking events as they are. */
function batch(bodies: readonly unknown[]): SQSEvent {
  return {
    Records: bodies.map((body, i) => {
      const wrapped =
        (body as { source?: string }).source === 'goniec.tracking'
          ? body
          : { Type: 'Notification', MessageId: ulid(), Message: JSON.stringify(body) };
      return {
        messageId: `msg-${i}-${ulid()}`,
        receiptHandle: 'r',
        body: JSON.stringify(wrapped),
        attributes: {},
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn',
        awsRegion: 'eu-central-1',
      } as unknown as SQSEvent['Records'][number];
    }),
  };
}

const ingest = async (event: SQSEvent) => (await handler(event)).batchItemFailures.map((f) => f.itemIdentifier);

/**
 * Counts the table's commands while `run` runs: roll-up updates, batch writes of activity items,
 * batch reads and every other command. `failRollupOf` makes the roll-up write of that sending fail
 * once, as when throttling outlasts the SDK's retries.
 */
async function counting<T>(run: () => Promise<T>, failRollupOf?: string) {
  const seen = { rollupUpdates: 0, reportUpdates: 0, activityWrites: 0, batchGets: 0, others: 0 };
  let fail = failRollupOf;
  const name = `count-${ulid()}`;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { Key?: { sk?: string }; UpdateExpression?: string; RequestItems?: Record<string, unknown> };
      const requests = Object.values(input.RequestItems ?? {})[0] as
        { PutRequest?: { Item: { sk: string } } }[] | { Keys: unknown[] } | undefined;
      // The report's roll-ups (`ROLLUP#<mailing>#<name>`, functions/reports) apart from the engagement counters.
      if (input.UpdateExpression && /^ROLLUP#[^#]+#/.test(String(input.Key?.sk))) seen.reportUpdates++;
      else if (input.UpdateExpression && String(input.Key?.sk).startsWith('ROLLUP#')) {
        seen.rollupUpdates++;
        if (fail && input.Key?.sk === `ROLLUP#${fail}`) {
          fail = undefined;
          throw Object.assign(new Error('Throughput exceeds the current capacity of your table'), {
            name: 'ProvisionedThroughputExceededException',
          });
        }
      } else if (Array.isArray(requests) && requests.some((r) => r.PutRequest?.Item.sk.startsWith('ACT#'))) seen.activityWrites++;
      else if (requests && !Array.isArray(requests)) seen.batchGets++;
      else seen.others++;
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await run(), ...seen };
  } finally {
    dynamo().middlewareStack.remove(name);
  }
}

async function counts(accountId: string, mailingId: string) {
  return (
    (await rollupsRepository.sums(accountId, [mailingId])).get(mailingId) ?? {
      delivered: 0,
      opened: 0,
      clicked: 0,
      bounced: 0,
      complained: 0,
      unsubscribed: 0,
    }
  );
}

async function subscriber(session: ApiSession, email: string): Promise<string> {
  const res = await session.call('POST', '/subscribers', { json: { email } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the events worker ingests a batch', () => {
  it("counts each recipient's first delivery, open, click, bounce and complaint, with one roll-up write per sending and batch writes", async () => {
    const { session, account } = await loggedIn();
    const [a, b] = [ulid(), ulid()];
    const people = await Promise.all(
      ['p1', 'p2', 'p3', 'p4', 'p5'].map((p) => subscriber(session, `${p}-${ulid().toLowerCase()}@example.com`)),
    );
    const t = (mailing: string, i: number): Tags => ({ account: account.accountId, mailing, subscriber: people[i]! });
    const events = [
      ...people.map((_, i) => delivery(t(a, i))),
      tracking('open', t(a, 0)),
      tracking('open', t(a, 0)),
      tracking('open', t(a, 1)),
      // A click counts as an open as well (person 2 never loaded the pixel).
      tracking('click', t(a, 2), 'https://shop.example/x'),
      bounce(t(a, 3)),
      complaint(t(a, 4)),
      delivery(t(b, 0)),
      delivery(t(b, 1)),
    ];
    const run = await counting(() => ingest(batch(events)));
    expect(run.result).toEqual([]);
    expect(await counts(account.accountId, a)).toEqual({ delivered: 5, opened: 3, clicked: 1, bounced: 1, complained: 1, unsubscribed: 0 });
    expect(await counts(account.accountId, b)).toMatchObject({ delivered: 2 });
    // One counter write per sending. One item per first engagement: A's 5 deliveries, 2 openers, a
    // click and its open, a bounce and a complaint (11), B's 2 deliveries: one BatchWrite for both.
    expect(run.rollupUpdates).toBe(2);
    expect(run.activityWrites).toBe(1);
    // And one update per report roll-up touched: A's totals, hour, domain, device, client, link and
    // bounce code (a second hour if the test straddles one), B's domain.
    expect(run.reportUpdates).toBeGreaterThanOrEqual(8);
    expect(run.reportUpdates).toBeLessThanOrEqual(9);

    // What segments and the activity tab read: the first of each, with the clicked link.
    const activity = (await activityRepository.list(account.accountId, people[2]!, 10)).items;
    expect(activity.map((e) => e.type).sort()).toEqual(['clicked', 'delivered', 'opened']);
    expect(activity.find((e) => e.type === 'clicked')).toMatchObject({ mailingId: a, detail: 'https://shop.example/x' });
    // A complaint unsubscribes; the bounce (550, listed) starts the address's streak.
    expect((await session.call('GET', `/subscribers/${people[4]}`)).body.status).toBe(3);
    expect((await session.call('GET', `/subscribers/${people[3]}`)).body.mailQuarantine).toMatchObject({ failures: 1 });
  });

  it('never counts a redelivered event or batch twice', async () => {
    const { session, account } = await loggedIn();
    const mailing = ulid();
    const id = await subscriber(session, `r-${ulid().toLowerCase()}@example.com`);
    const tags = { account: account.accountId, mailing, subscriber: id };
    const events = [delivery(tags), tracking('open', tags), tracking('click', tags, 'https://shop.example/y'), bounce(tags)];
    expect(await ingest(batch([...events, events[0], events[1]]))).toEqual([]);
    const once = { delivered: 1, opened: 1, clicked: 1, bounced: 1, complained: 0, unsubscribed: 0 };
    expect(await counts(account.accountId, mailing)).toEqual(once);
    const streak = (await session.call('GET', `/subscribers/${id}`)).body.mailQuarantine;

    // SQS hands the whole batch over again, and a later batch repeats two of them.
    const again = await counting(() => ingest(batch(events)));
    expect(again.result).toEqual([]);
    expect(await ingest(batch([events[0], events[3]]))).toEqual([]);
    expect(await counts(account.accountId, mailing)).toEqual(once);
    expect(again.rollupUpdates + again.reportUpdates + again.activityWrites).toBe(0);
    // The bounce moved the streak once.
    expect((await session.call('GET', `/subscribers/${id}`)).body.mailQuarantine).toEqual(streak);
    expect((await activityRepository.list(account.accountId, id, 10)).items).toHaveLength(4);
  });

  it('takes back what it marked when the counter write fails, so the redelivery counts it, and counts the other sendings of the batch', async () => {
    const { session, account } = await loggedIn();
    const [failing, fine] = [ulid(), ulid()];
    const id = await subscriber(session, `f-${ulid().toLowerCase()}@example.com`);
    const failingEvents = [
      delivery({ account: account.accountId, mailing: failing, subscriber: id }),
      tracking('open', { account: account.accountId, mailing: failing, subscriber: id }),
    ];
    const event = batch([...failingEvents, delivery({ account: account.accountId, mailing: fine, subscriber: id })]);
    const run = await counting(() => ingest(event), failing);
    // Partial batch failure: only the failing sending's messages come back.
    expect(run.result.sort()).toEqual(
      event.Records.slice(0, 2)
        .map((r) => r.messageId)
        .sort(),
    );
    expect(await counts(account.accountId, failing)).toMatchObject({ delivered: 0, opened: 0 });
    expect((await activityRepository.list(account.accountId, id, 10)).items.filter((e) => e.mailingId === failing)).toEqual([]);
    expect(await counts(account.accountId, fine)).toMatchObject({ delivered: 1 });
    const failed = new Set(run.result);

    // Lambda redelivers the failed items: they count now, once.
    expect(await ingest({ Records: event.Records.filter((r) => failed.has(r.messageId)) })).toEqual([]);
    expect(await ingest(event)).toEqual([]);
    expect(await counts(account.accountId, failing)).toMatchObject({ delivered: 1, opened: 1 });
    expect(await counts(account.accountId, fine)).toMatchObject({ delivered: 1 });
  });

  it('drops event types nothing reads, and events without our tags, without reading or writing anything', async () => {
    const { account } = await loggedIn();
    const tags = { account: account.accountId, mailing: ulid(), subscriber: ulid() };
    const untagged = { ...delivery(tags), mail: { messageId: 'x', timestamp: new Date().toISOString() } };
    const dropped = ['Send', 'Reject', 'Rendering Failure', 'DeliveryDelay', 'Subscription'].map((type) => ses(type, tags));
    const run = await counting(() => ingest(batch([...dropped, untagged])));
    expect(run.result).toEqual([]);
    expect([run.rollupUpdates, run.reportUpdates, run.activityWrites, run.batchGets, run.others]).toEqual([0, 0, 0, 0, 0]);
    // A body that is not an event is retried (and kept in the DLQ), not dropped.
    const garbage = batch([{}]);
    garbage.Records[0]!.body = 'not json';
    expect(await ingest(garbage)).toEqual([garbage.Records[0]!.messageId]);
  });
});

describe('opens and clicks from the tracking endpoints', () => {
  it('are counted once per recipient through the events queue, and the contact tab shows the first of each', async () => {
    const { session, account } = await loggedIn();
    const email = `t-${ulid().toLowerCase()}@example.com`;
    const id = await subscriber(session, email);
    const mailing = await session.call('POST', '/mailings', {
      json: {
        name: 'Tracking',
        subject: 'Oferta',
        fromName: 'Sklep',
        fromEmail: 'news@goniec.test',
        html: '<html><body><p><a href="https://shop.example/t">x</a></p></body></html>',
      },
    });
    expect(mailing.status).toBe(201);
    expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const html = (await PostalMime.parse((await mailTo(email))[0]!.raw)).html!;
    const open = new URL(/src="(https:\/\/goniec\.test\/t\/o\/[^"]+)"/.exec(html)![1]!).pathname;
    const click = new URL(/href="(https:\/\/goniec\.test\/t\/c\/[^"]+)"/.exec(html)![1]!).pathname;
    for (let i = 0; i < 3; i++) expect((await trackingRequest('GET', open)).statusCode).toBe(200);
    await drainQueues();
    for (let i = 0; i < 2; i++) expect((await trackingRequest('GET', click)).statusCode).toBe(302);
    await drainQueues();
    expect(await counts(account.accountId, mailing.body.id)).toMatchObject({ opened: 1, clicked: 1 });
    expect((await session.call('GET', `/mailings/${mailing.body.id}`)).body.stats).toMatchObject({ opened: 1, clicked: 1 });
    const [contact] = (await session.call('GET', `/subscribers/${id}/contact`)).body.items;
    expect(contact).toMatchObject({ mailingId: mailing.body.id, openedAt: expect.any(String), clickedAt: expect.any(String) });
    expect(contact.openedAt <= contact.clickedAt).toBe(true);
  });
});
