import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { SEND, addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';

const { segmentsRepository } = await import('@functions/segments/repository');
const { AUDIENCE_WAIT_MAX_MS } = await import('@functions/delivery/planner');
const { tenant } = await import('@functions/data/tenant');
const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');

/**
 * A sending to a segment whose audience is missing or expired calculates it first: ordering the
 * sending starts the calculation, and the planner waits for it (instead of refusing the order or
 * sending to nobody). A calculation that fails ends the sending, naming why.
 */
const inCity = { kind: 'condition', source: 'property', target: 'city', aggregation: 'none', operator: 'in', value: ['Kraków'] };
const conditions = { kind: 'group', op: 'and', children: [inCity] };

beforeEach(() => {
  process.env.SENDING_AUDIENCE_WAIT_SECONDS = '0';
});
afterEach(() => {
  delete process.env.SENDING_AUDIENCE_WAIT_SECONDS;
});

/** Runs the queues until everything, delayed plan pieces included, is done (a waiting piece is held back a second). */
async function settle() {
  for (let i = 0; i < 3; i++) {
    await drainQueues();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
  }
  await drainQueues();
}

/** The waiting piece is held back a second, so a drain of the plan queue alone ends. */
const holdBack = () => void (process.env.SENDING_AUDIENCE_WAIT_SECONDS = '1');

async function segment(session: ApiSession, type: 'static' | 'dynamic' = 'static') {
  const res = await session.call('POST', '/segments', {
    json: { name: 'Kraków', type, conditions, ...(type === 'dynamic' ? { refreshHours: 1 } : {}) },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

async function mailingTo(session: ApiSession, segmentId: string) {
  const res = await session.call('POST', '/mailings', {
    json: { name: 'Do Krakowa', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>', segmentId },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** A mailing sent to a segment never calculated: its planner has run once and waits for the calculation. */
async function waitingOnItsSegment() {
  const { session, account } = await loggedIn();
  await session.call('POST', '/subscribers', { json: { email: 'k1@x.pl', props: { city: 'Kraków' } } });
  const seg = await segment(session);
  const mailing = await mailingTo(session, seg.id);
  holdBack();
  expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues(['plan']);
  return { session, account, seg, mailing };
}

describe('a sending to a segment without a current audience', () => {
  it('recalculates an expired audience before planning, so later members are reached', async () => {
    const { session } = await loggedIn();
    await session.call('POST', '/subscribers', { json: { email: 'k1@x.pl', props: { city: 'Kraków' } } });
    const seg = await segment(session, 'dynamic');
    expect((await session.call('POST', `/segments/${seg.id}/calculate`, { json: {} })).status).toBe(202);
    await drainQueues();
    expect((await session.call('GET', `/segments/${seg.id}`)).body.audience).toMatchObject({ count: 1 });
    // A new member since, and the audience's conditions changed (it expires at once).
    await session.call('POST', '/subscribers', { json: { email: 'k2@x.pl', props: { city: 'Kraków' } } });
    await session.call('PUT', `/segments/${seg.id}`, {
      json: { name: 'Kraków', type: 'dynamic', refreshHours: 1, conditions: { ...conditions, op: 'or' } },
    });
    expect((await session.call('GET', `/segments/${seg.id}`)).body.audience.expired).toBe(true);

    const mailing = await mailingTo(session, seg.id);
    expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
    expect(['queued', 'calculating']).toContain((await session.call('GET', `/segments/${seg.id}`)).body.state);
    await drainQueues();
    expect((await session.call('GET', `/segments/${seg.id}`)).body).toMatchObject({
      state: 'ready',
      audience: { count: 2, expired: false },
    });
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 2, sent: 2 } });
  });

  it('waits in planning while the calculation runs, for SMS too', async () => {
    const { session } = await loggedIn();
    const member = freshPolishNumber();
    await addSubscriber(session, { gsm: member, status: 8, props: { city: 'Kraków' } });
    const seg = await segment(session);
    holdBack();
    const started = await session.call('POST', '/sms', { json: { ...SEND, segmentId: seg.id } });
    expect(started.status).toBeLessThan(300);
    // Only the planner runs: the calculation (jobs queue) has not, so the sending waits, sending nothing.
    await drainQueues(['plan']);
    expect((await session.call('GET', `/sms/${started.body.id}`)).body).toMatchObject({ state: 'sending', stats: { sent: 0 } });
    expect(await textsTo(member)).toEqual([]);
    await settle();
    expect((await session.call('GET', `/sms/${started.body.id}`)).body).toMatchObject({ state: 'sent', stats: { recipients: 1, sent: 1 } });
    expect(await textsTo(member)).toHaveLength(1);
  });

  it('fails, naming why, when the calculation fails', async () => {
    const { session, account, seg, mailing } = await waitingOnItsSegment();
    // The calculation the send started fails (its last attempt, as the job model would record it).
    const record = (await segmentsRepository.get(account.accountId, seg.id))!;
    await segmentsRepository.failCalculation(account.accountId, seg.id, record.calc!.id, 'SEGMENT_CALCULATION_FAILED', null);
    await settle();
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({
      state: 'failed',
      failure: { code: 'SEGMENT_CALCULATION_FAILED' },
      stats: { sent: 0 },
    });
  });

  it('fails, naming why, when the calculation is still running long after the sending began (a stuck one is not waited for for ever)', async () => {
    const { session, account, mailing } = await waitingOnItsSegment();
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({ state: 'sending' });
    // Its planning began longer ago than a sending waits, and the calculation never ran (the jobs queue is left alone).
    const longAgo = new Date(Date.now() - AUDIENCE_WAIT_MAX_MS - 60_000).toISOString();
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: (await tenant(account.accountId)).mailing(mailing.id),
        UpdateExpression: 'SET startedAt = :at',
        ExpressionAttributeValues: { ':at': longAgo },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await drainQueues(['plan']);
    expect((await session.call('GET', `/mailings/${mailing.id}`)).body).toMatchObject({
      state: 'failed',
      failure: { code: 'SEGMENT_STILL_PROCESSING' },
      stats: { sent: 0 },
    });
  });
});
