import PostalMime from 'postal-mime';
import type { SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, type ApiSession } from './helpers';

const { transactionalService } = await import('@functions/transactional/service');
const { handler: eventsHandler } = await import('@functions/workers/events-queue');

/**
 * Issue 19, transactional e-mail (service level: the /v1 routes come with API tokens): one template
 * to one address through the delivery engine, at most once per `Idempotency-Key`, its status moved
 * by the events path, counted in the month's transactional counter, the suppressions respected.
 */
const address = () => `tx-${ulid().toLowerCase()}@example.com`;

async function template(session: ApiSession) {
  const res = await session.call('POST', '/templates', {
    json: { name: `Potwierdzenie ${ulid()}`, html: '<p>Dzień dobry {{ firstname | default: "Kliencie" }}, zamówienie przyjęte.</p>' },
  });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** The events worker's batch of one SES event (in its SNS envelope) or tracking event. */
function eventBatch(body: Record<string, unknown>): SQSEvent {
  const wrapped = body.source === 'goniec.tracking' ? body : { Type: 'Notification', MessageId: ulid(), Message: JSON.stringify(body) };
  return {
    Records: [{ messageId: ulid(), receiptHandle: 'r', body: JSON.stringify(wrapped), attributes: {}, messageAttributes: {} }],
  } as unknown as SQSEvent;
}
const ses = (eventType: string, tags: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  eventType,
  mail: {
    messageId: `m-${ulid()}`,
    timestamp: new Date().toISOString(),
    tags: Object.fromEntries(Object.entries(tags).map(([k, v]) => [k, [v]])),
  },
  ...extra,
});
const textOf = async (raw: string) => (await PostalMime.parse(raw)).text ?? '';

describe('transactional e-mail', () => {
  it('sends a template with merge data once per Idempotency-Key; another body under the key is refused; counted monthly', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const templateId = await template(session);
    const to = address();
    const body = { templateId, to: { email: to }, data: { firstname: 'Ala' } };
    const first = await transactionalService.sendEmail(actor, body, 'order-1');
    expect(first).toMatchObject({ id: expect.stringMatching(/^TX/), channel: 'email', status: 'queued' });
    await drainQueues();
    const again = await transactionalService.sendEmail(actor, body, 'order-1');
    expect(again).toMatchObject({ id: first.id, status: 'sent' });
    await drainQueues();
    const mail = await mailTo(to);
    expect(mail).toHaveLength(1);
    expect(await textOf(mail[0]!.raw)).toContain('Dzień dobry Ala');

    await expect(transactionalService.sendEmail(actor, { ...body, data: { firstname: 'Ola' } }, 'order-1')).rejects.toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(transactionalService.sendEmail(actor, body, 'bad key')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    // Without a key each call is a message of its own.
    await transactionalService.sendEmail(actor, body);
    await drainQueues();
    expect(await mailTo(to)).toHaveLength(2);
    expect(await transactionalService.get(actor, first.id)).toMatchObject({ status: 'sent', sentAt: expect.any(String) });
    expect((await transactionalService.monthlyCounts(account.accountId)).email).toBe(2);
    // The dashboard's plan module shows the month's transactional counters.
    const board = (await session.call('GET', '/users/dashboards')).body;
    expect(board.payments.usage.transactionalThisMonth).toEqual({ emails: 2, sms: 0 });
  });

  it('sends once when the same key arrives five times at once', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const to = address();
    const body = { templateId: await template(session), to: { email: to } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => transactionalService.sendEmail(actor, body, 'race-1')));
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    await drainQueues();
    expect(await mailTo(to)).toHaveLength(1);
    expect((await transactionalService.monthlyCounts(account.accountId)).email).toBe(1);
  });

  it('moves the status by SES events and tracking, once each; a bounce of a subscriber counts towards their quarantine', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const to = address();
    const subscriber = (await session.call('POST', '/subscribers', { json: { email: to } })).body as { id: string };
    const sent = await transactionalService.sendEmail(actor, { templateId: await template(session), to: { email: to } });
    await drainQueues();
    const tags = { account: account.accountId, mailing: sent.id, subscriber: subscriber.id };
    const delivery = eventBatch(ses('Delivery', tags, { delivery: { timestamp: new Date().toISOString() } }));
    expect((await eventsHandler(delivery)).batchItemFailures).toEqual([]);
    await eventsHandler(delivery);
    expect(await transactionalService.get(actor, sent.id)).toMatchObject({ status: 'delivered' });
    const open = { source: 'goniec.tracking', kind: 'open', accountId: account.accountId, mailingId: sent.id, subscriberId: subscriber.id };
    await eventsHandler(eventBatch({ ...open, at: new Date().toISOString() }));
    expect(await transactionalService.get(actor, sent.id)).toMatchObject({ status: 'opened' });
    const bounce = ses('Bounce', tags, {
      bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: to, diagnosticCode: 'smtp; 550 5.1.1 user unknown' }] },
    });
    await eventsHandler(eventBatch(bounce));
    expect(await transactionalService.get(actor, sent.id)).toMatchObject({ status: 'bounced' });
    expect((await session.call('GET', `/subscribers/${subscriber.id}`)).body.mailQuarantine).toMatchObject({ failures: 1 });
  });

  it('respects the blacklist and the subscriber named must hold the address; another account finds nothing', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const templateId = await template(session);
    const blocked = address();
    expect((await session.call('POST', '/blacklist', { json: { type: 'email', rows: [blocked] } })).status).toBe(200);
    const refused = await transactionalService.sendEmail(actor, { templateId, to: { email: blocked } });
    await drainQueues();
    expect(await transactionalService.get(actor, refused.id)).toMatchObject({ status: 'not_sent', reason: 'blacklisted' });
    expect(await mailTo(blocked)).toHaveLength(0);

    const other = (await session.call('POST', '/subscribers', { json: { email: address() } })).body as { id: string };
    await expect(
      transactionalService.sendEmail(actor, { templateId, to: { email: address(), subscriberId: other.id } }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      params: { errors: [{ path: 'to.subscriberId', code: 'TRANSACTIONAL_SUBSCRIBER_MISMATCH' }] },
    });
    await expect(
      transactionalService.sendEmail(actor, { templateId: '01ARZ3NDEKTSV4RRFFQ69G5FAV', to: { email: address() } }),
    ).rejects.toMatchObject({
      status: 404,
    });

    const stranger = await loggedIn();
    await expect(transactionalService.get({ accountId: stranger.account.accountId }, refused.id)).rejects.toMatchObject({
      code: 'TRANSACTIONAL_NOT_FOUND',
    });
    // Keys are per account: another account's same key is its own.
    const theirs = await transactionalService.sendEmail(
      { accountId: stranger.account.accountId },
      { templateId: await template(stranger.session), to: { email: address() } },
      'shared-key',
    );
    const mine = await transactionalService.sendEmail(actor, { templateId, to: { email: address() } }, 'shared-key');
    expect(mine.id).not.toBe(theirs.id);
    await drainQueues();
  });
});
