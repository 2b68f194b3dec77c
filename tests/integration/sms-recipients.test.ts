import { describe, expect, it, onTestFinished } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PublishCommandInput } from '@aws-sdk/client-sns';
import { drainQueues, loggedIn } from './helpers';
import { SEND, addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { mailsFor } from './users-helpers';
import { dynamo, sns } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { deliver } from './delivery-helpers';
import { staleClaimsBefore } from '@functions/delivery/engine';
import { CHANNELS } from '@functions/delivery/channels';
import { claimsFor } from '@functions/delivery/claims';
import { tenant } from '@functions/data/tenant';

const statusOnly = {
  kind: 'group',
  op: 'and',
  children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
};

/** Makes the `nth` text published from now on fail as SNS throttling would, once. */
function throttleText(nth: number): () => void {
  let seen = 0;
  const name = 'test-throttle-one-text';
  sns().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'PublishCommand' && (args.input as PublishCommandInput).PhoneNumber && ++seen === nth) {
        throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } });
      }
      return next(args);
    },
    { step: 'initialize', name, override: true },
  );
  return () => sns().middlewareStack.remove(name);
}

describe('SMS recipients', () => {
  it('go to a calculated segment’s members only; a segment never calculated is calculated first', async () => {
    process.env.SENDING_AUDIENCE_WAIT_SECONDS = '0';
    onTestFinished(() => void delete process.env.SENDING_AUDIENCE_WAIT_SECONDS);
    const { session } = await loggedIn();
    const [member, other] = [freshPolishNumber(), freshPolishNumber()];
    await addSubscriber(session, { gsm: member, status: 8 });
    await addSubscriber(session, { gsm: other, status: 5 });
    const segment = (await session.call('POST', '/segments', { json: { name: 'Potwierdzeni', type: 'static', conditions: statusOnly } }))
      .body;
    const started = (await session.call('POST', '/sms', { json: { ...SEND, segmentId: segment.id } })).body;
    await drainQueues();
    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'sent',
      segmentId: segment.id,
      stats: { recipients: 1, sent: 1 },
    });
    expect(await textsTo(member)).toHaveLength(1);
    expect(await textsTo(other)).toEqual([]);
  });

  it('are checked again when their turn comes: one unsubscribed or left without a number since planning gets nothing, and why is recorded', async () => {
    const { session } = await loggedIn();
    const [stays, leaves, drops] = [freshPolishNumber(), freshPolishNumber(), freshPolishNumber()];
    await addSubscriber(session, { gsm: stays });
    const leaving = await addSubscriber(session, { gsm: leaves });
    const dropping = await addSubscriber(session, { gsm: drops, email: `drops-${drops}@example.com` });
    const started = (await session.call('POST', '/sms', { json: SEND })).body;
    await drainQueues(['plan']);
    for (const [id, change] of [
      [leaving.id, { status: 3 }],
      [dropping.id, { gsm: null }],
    ] as const) {
      const current = (await session.call('GET', `/subscribers/${id}`)).body;
      const res = await session.call('PUT', `/subscribers/${id}`, { json: { version: current.version, ...change } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    await drainQueues();

    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'sent',
      processed: 3,
      stats: { recipients: 3, sent: 1, notSent: 2 },
    });
    expect(await textsTo(stays)).toHaveLength(1);
    for (const number of [leaves, drops]) expect(await textsTo(number)).toEqual([]);
    const reason = async (id: string) =>
      (await session.call('GET', `/subscribers/${id}/contact-sms`)).body.items.map((e: { status: string; reason: string }) => [
        e.status,
        e.reason,
      ]);
    expect(await reason(leaving.id)).toEqual([['not_sent', 'not_sendable']]);
    expect(await reason(dropping.id)).toEqual([['not_sent', 'no_gsm']]);
  });

  it('are sent once when a batch fails on a throttled text and is delivered again', async () => {
    const { session, account } = await loggedIn();
    const [first, second] = [freshPolishNumber(), freshPolishNumber()];
    const ids = [(await addSubscriber(session, { gsm: first })).id, (await addSubscriber(session, { gsm: second })).id];
    const started = (await session.call('POST', '/sms', { json: SEND })).body;
    await drainQueues(['plan']);

    // The same recipients as the queued batch: one text goes, the second one sent is throttled and the
    // rest of the batch goes back on the queue, a little later, as a new message (no receive burnt).
    const restore = throttleText(2);
    try {
      await deliver('sms', account.accountId, started.id, ids);
    } finally {
      restore();
    }
    // One of the two went (they are sent side by side), the other waits.
    expect((await textsTo(first)).length + (await textsTo(second)).length).toBe(1);
    await drainQueues();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await drainQueues();

    for (const number of [first, second]) expect(await textsTo(number)).toHaveLength(1);
    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'sent',
      processed: 2,
      stats: { recipients: 2, sent: 2, notSent: 0 },
    });
  });

  it('never get a text a worker may already have sent: a claim left by a worker that died long ago is settled unknown, unsent, and counted', async () => {
    const { session, account } = await loggedIn();
    const [claimed, free] = [freshPolishNumber(), freshPolishNumber()];
    const claimedSub = await addSubscriber(session, { gsm: claimed });
    await addSubscriber(session, { gsm: free });
    const started = (await session.call('POST', '/sms', { json: SEND })).body;
    const keys = await tenant(account.accountId);
    // What a worker leaves when it dies between the provider accepting the text and recording it.
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          ...keys.smsMessage(claimedSub.id, started.id),
          subscriberId: claimedSub.id,
          smsId: started.id,
          gsm: `48${claimed}`,
          state: 'claimed',
          at: new Date(Date.now() - 3_600_000).toISOString(),
        },
      }),
    );
    // A claim as young as a live worker's is left to that worker.
    const live = await addSubscriber(session, { email: `live-${claimed}@example.com` });
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: {
          ...keys.smsMessage(live.id, started.id),
          subscriberId: live.id,
          smsId: started.id,
          gsm: '',
          state: 'claimed',
          at: new Date().toISOString(),
        },
      }),
    );
    expect(
      await claimsFor(CHANNELS.sms).settleStale(
        { channel: 'sms', accountId: account.accountId, id: started.id },
        live.id,
        staleClaimsBefore(),
      ),
    ).toBe(false);
    await drainQueues();
    expect(await textsTo(claimed)).toEqual([]);
    expect(await textsTo(free)).toHaveLength(1);
    expect((await session.call('GET', `/sms/${started.id}`)).body).toMatchObject({
      state: 'sent',
      processed: 2,
      stats: { recipients: 2, sent: 1, notSent: 0 },
    });
    expect((await session.call('GET', `/subscribers/${claimedSub.id}/contact-sms`)).body.items).toEqual([
      expect.objectContaining({ status: 'unknown' }),
    ]);
  });

  it('tell whoever ordered the sending how it ended in their language, and nothing with the setting off', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('PUT', '/users/me', { json: { prefs: { language: 'en-US' } } })).status).toBe(200);
    await addSubscriber(session, { gsm: freshPolishNumber() });
    await session.call('POST', '/sms', { json: { ...SEND, name: 'Autumn' } });
    await drainQueues();
    const [told, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(told!.subject).toBe('SMS sending "Autumn" finished');
    expect(told!.text).toContain('Sent: 1, not sent: 0.');

    expect((await session.call('PUT', '/users/me/notifications', { json: { mailingSent: false } })).status).toBe(200);
    await session.call('POST', '/sms', { json: { ...SEND, name: 'Quiet' } });
    await drainQueues();
    expect(await mailsFor(account.email)).toHaveLength(1);
  });
});
