import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';
import { mailsFor } from './users-helpers';
import { deliver } from './delivery-helpers';

const { dynamo, ses } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { progressRepository } = await import('@functions/delivery/progress');
const { reconcileSending, SEND_STALL_MS } = await import('@functions/delivery/reconciler');
const { CHANNELS } = await import('@functions/delivery/channels');
const { planPiece } = await import('@functions/delivery/planner');
const { pacer } = await import('@functions/delivery/pacer');
const { resumeDue } = await import('@functions/delivery/control');

/*
 * The engine under the faults a real send meets. Each test asserts the two promises of the engine:
 * every recipient gets at most one message (the emulator's outbox), and the sending ends with the
 * counts of what truly happened.
 */

const HTML = '<p>Cześć {{name}}</p><p><a href="https://shop.example/x">Sklep</a></p>';

async function audience(session: ApiSession, tag: string, n: number): Promise<{ id: string; email: string }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const email = `f${i}-${tag}@example.com`;
    const res = await session.call('POST', '/subscribers', { json: { email, name: `F${i}` } });
    expect(res.status).toBe(201);
    out.push({ id: res.body.id as string, email });
  }
  return out;
}

/** A mailing ordered and planned, its batches still on the send queue (the test delivers them itself or drains). */
async function planned(session: ApiSession): Promise<string> {
  const created = await session.call('POST', '/mailings', {
    json: { name: 'Faults', subject: 'Hej {{name}}', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
  });
  expect(created.status).toBe(201);
  expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues(['plan']);
  return created.body.id as string;
}

const report = async (session: ApiSession, id: string) => (await session.call('GET', `/mailings/${id}`)).body;

/** Each recipient's number of messages in the outbox. */
async function received(tag: string, people: readonly { email: string }[]): Promise<number[]> {
  const mail = await mailTo(tag);
  return people.map((p) => mail.filter((m) => m.destinations.some((d) => d.toLowerCase() === p.email)).length);
}

/** A hook on a shared client for the length of `run`; removed whatever happens. */
async function withHook<T>(
  client: { middlewareStack: { add: (...a: any[]) => void; remove: (name: string) => boolean } },
  hook: (next: any, context: any) => (args: any) => Promise<any>,
  run: () => Promise<T>,
): Promise<T> {
  const name = `fault-${Math.random()}`;
  client.middlewareStack.add(hook, { step: 'initialize', name });
  try {
    return await run();
  } finally {
    client.middlewareStack.remove(name);
  }
}

/** The document client names its command TransactWriteCommand; the client under it TransactWriteItemsCommand. */
const isTransaction = (context: { commandName?: string }) =>
  context.commandName === 'TransactWriteCommand' || context.commandName === 'TransactWriteItemsCommand';

const throughput = () =>
  Object.assign(new Error('Throughput exceeds the current capacity of your table'), {
    name: 'ProvisionedThroughputExceededException',
    $metadata: { httpStatusCode: 400 },
  });

/** After SES accepts a message, the next `times` transactions (settling it) fail as a throttled table does. */
function settleFailsAfterAccept(times: number) {
  let armed = 0;
  return {
    ses: (next: any, context: any) => async (args: any) => {
      const out = await next(args);
      if (context.commandName === 'SendEmailCommand') armed = times;
      return out;
    },
    dynamo: (next: any, context: any) => async (args: any) => {
      if (armed > 0 && isTransaction(context)) {
        armed--;
        throw throughput();
      }
      return next(args);
    },
  };
}

describe('the delivery engine under faults', () => {
  it('provider accepted, then recording it failed for a while: retried in place, one e-mail, counted once', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 3);
    const mailingId = await planned(session);
    const fault = settleFailsAfterAccept(2);
    await withHook(ses(), fault.ses, () => withHook(dynamo(), fault.dynamo, () => drainQueues()));
    expect(await received(tag, people)).toEqual([1, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 3, sent: 3, failed: 0 } });
  });

  it('provider accepted, then recording it kept failing: the claim is never released, the retry sends nothing again, and the sending still ends with true counts', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 3);
    const mailingId = await planned(session);
    const ids = people.map((p) => p.id);
    // The table refuses every record of the first recipient's message: their batch stops, the claim held.
    const fault = settleFailsAfterAccept(100);
    await withHook(ses(), fault.ses, () =>
      withHook(dynamo(), fault.dynamo, () =>
        expect(deliver('email', account.accountId, mailingId, ids.slice(0, 1))).rejects.toMatchObject({ name: 'BookkeepingError' }),
      ),
    );
    expect(await received(tag, people)).toEqual([1, 0, 0]);
    // SQS delivers the batch again (and the planned copy is still queued): the held claim is someone else's, nobody gets a second e-mail.
    await deliver('email', account.accountId, mailingId, ids);
    await drainQueues();
    expect(await received(tag, people)).toEqual([1, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sending', stats: { sent: 2 } });
    // Once the held claim is stale, the next look settles it as interrupted (unknown, never re-sent) and the sending ends.
    await ageClaim(account.accountId, mailingId, ids[0]!);
    await deliver('email', account.accountId, mailingId, ids);
    expect(await received(tag, people)).toEqual([1, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 3, sent: 2, failed: 0 } });
    expect((await progressRepository.sum(account.accountId, mailingId)).processed).toBe(3);
  });

  it('a worker died after k of n recipients: the redelivered batch sends the rest once, settles the one in flight, and the counts are true', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 5);
    const mailingId = await planned(session);
    const ids = people.map((p) => p.id);
    // What the dead worker did: two recipients sent and settled, the third claimed when it died (long ago).
    await deliver('email', account.accountId, mailingId, ids.slice(0, 2));
    const keys = await tenant(account.accountId);
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          ...keys.sendClaim(mailingId, ids[2]!),
          accountId: account.accountId,
          mailingId,
          subscriberId: ids[2],
          state: 'claimed',
          claimedAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      }),
    );
    await drainQueues();
    expect(await received(tag, people)).toEqual([1, 1, 0, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 5, sent: 4, failed: 0 } });
    expect((await progressRepository.sum(account.accountId, mailingId)).processed).toBe(5);
  });

  it("the counts' write failing once is retried with the claim in the same transaction: counted exactly once", async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 4);
    const mailingId = await planned(session);
    let failures = 0;
    await withHook(
      dynamo(),
      (next: any, context: any) => async (args: any) => {
        if (isTransaction(context) && failures < 3 && JSON.stringify(args.input).includes('PROGRESS#')) {
          failures++;
          throw throughput();
        }
        return next(args);
      },
      () => drainQueues(),
    );
    expect(failures).toBe(3);
    expect(await received(tag, people)).toEqual([1, 1, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 4, sent: 4 } });
    expect((await progressRepository.sum(account.accountId, mailingId)).processed).toBe(4);
  });

  it('a batch failing on its last receive fails its sending with the reason and tells whoever ordered it', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 2);
    const mailingId = await planned(session);
    const fault = settleFailsAfterAccept(100);
    await withHook(ses(), fault.ses, () =>
      withHook(dynamo(), fault.dynamo, () =>
        expect(deliver('email', account.accountId, mailingId, [people[0]!.id], { receiveCount: 5, maxReceives: 5 })).rejects.toMatchObject({
          name: 'BookkeepingError',
        }),
      ),
    );
    const failed = await report(session, mailingId);
    expect(failed).toMatchObject({ state: 'failed', failure: { code: 'SENDING_BATCH_FAILED' } });
    const told = (await mailsFor(account.email)).filter((m) => m.subject.includes('Faults'));
    expect(told).toHaveLength(1);
    // Its other batches find it failed and send nothing more.
    await drainQueues();
    expect((await received(tag, people)).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('the reconciler fails a sending whose batches died and completes one whose last worker died before completing it', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 2);
    // Died: planned, and its batches never came back (dead letters the worker could not see).
    const dead = await planned(session);
    const stuck = await planned(session);
    // A sending whose recipients were all settled by a worker that died before it could complete it.
    for (const p of people) await deliver('email', account.accountId, stuck, [p.id]);
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: (await tenant(account.accountId)).mailing(stuck),
        UpdateExpression: 'SET #state = :sending, dueShard = :shard, dueAt = :now',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sending': 'sending', ':shard': 'DUESEND', ':now': new Date().toISOString() },
      }),
    );
    // Looked at now, the dead one is only waiting; three hours on it has died. (One sending at a
    // time: the reconciler's sweep would look at other tests' sendings too.)
    expect(await reconcileSending(CHANNELS.email, { channel: 'email', accountId: account.accountId, id: dead }, new Date())).toBe(
      'waiting',
    );
    const later = new Date(Date.now() + SEND_STALL_MS + 60_000);
    expect(await reconcileSending(CHANNELS.email, { channel: 'email', accountId: account.accountId, id: stuck }, later)).toBe('completed');
    expect(await reconcileSending(CHANNELS.email, { channel: 'email', accountId: account.accountId, id: dead }, later)).toBe('failed');
    expect((await report(session, stuck)).state).toBe('sent');
    expect(await report(session, dead)).toMatchObject({ state: 'failed', failure: { code: 'SENDING_BATCH_FAILED' } });
  });

  it('a batch delivered twice, one after the other and two workers at once: one e-mail each', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 6);
    const mailingId = await planned(session);
    const ids = people.map((p) => p.id);
    await Promise.all([deliver('email', account.accountId, mailingId, ids), deliver('email', account.accountId, mailingId, ids)]);
    await deliver('email', account.accountId, mailingId, ids);
    await drainQueues();
    expect(await received(tag, people)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 6, sent: 6, failed: 0 } });
  });

  it("pauses at SES's daily quota, parks the rest, and the ticker resumes it when the quota has room", async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 3);
    const mailingId = await planned(session);
    // SES says the day's quota is spent (GetAccount answered here: the emulator's quota is generous).
    const spent = (next: any, context: any) => async (args: any) =>
      context.commandName === 'GetAccountCommand'
        ? { output: { SendQuota: { Max24HourSend: 200, MaxSendRate: 14, SentLast24Hours: 200 }, $metadata: {} } }
        : next(args);
    pacer.reset();
    try {
      await withHook(ses(), spent, () =>
        deliver(
          'email',
          account.accountId,
          mailingId,
          people.map((p) => p.id),
        ),
      );
    } finally {
      pacer.reset();
    }
    expect(await received(tag, people)).toEqual([0, 0, 0]);
    const paused = await report(session, mailingId);
    expect(paused).toMatchObject({ state: 'paused', pause: { reason: 'daily_quota' } });
    const resumeAt = Date.parse(paused.pause.resumeAt as string);
    expect(resumeAt).toBeGreaterThan(Date.now());
    // The queued copy of the batch reaches the paused sending: parked too (once).
    await drainQueues();
    expect(await received(tag, people)).toEqual([0, 0, 0]);
    // Not before its time; then the ticker gives the parked batch back and the quota has room.
    await resumeDue(new Date());
    expect((await report(session, mailingId)).state).toBe('paused');
    await resumeDue(new Date(resumeAt + 1000));
    await drainQueues();
    expect(await received(tag, people)).toEqual([1, 1, 1]);
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 3, sent: 3 } });
  });

  it('plans an audience in checkpointed pieces, drops a duplicate piece, and counts every recipient once', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = await audience(session, tag, 12);
    const created = await session.call('POST', '/mailings', {
      json: { name: 'Pieces', subject: 'Hej', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: HTML },
    });
    const mailingId = created.body.id as string;
    // Ordered, but its first piece run here with no time left: every page is followed by a checkpoint and a next piece.
    await session.call('POST', `/mailings/${mailingId}/send`, { json: {} });
    const job = { channel: 'email' as const, accountId: account.accountId, sendingId: mailingId, step: 0 };
    await planPiece(CHANNELS.email, job, () => 0);
    const head = await CHANNELS.email.store.head(account.accountId, mailingId);
    expect(head).toMatchObject({ planning: true, planStep: 1 });
    // The same first piece again (SQS redelivered it): it is not the current one and plans nothing.
    await planPiece(CHANNELS.email, job, () => 0);
    expect((await CHANNELS.email.store.head(account.accountId, mailingId))!.planStep).toBe(1);
    await drainQueues();
    expect(await received(tag, people)).toEqual(people.map(() => 1));
    expect(await report(session, mailingId)).toMatchObject({ state: 'sent', stats: { recipients: 12, sent: 12 } });
  });
});

/** Makes a held claim look as old as a dead worker's. */
async function ageClaim(accountId: string, mailingId: string, subscriberId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: (await tenant(accountId)).sendClaim(mailingId, subscriberId),
      UpdateExpression: 'SET claimedAt = :old',
      ExpressionAttributeValues: { ':old': new Date(Date.now() - 3_600_000).toISOString() },
    }),
  );
}
