import { PublishCommand } from '@aws-sdk/client-sns';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { emulator } from './emulator';

const { sns } = await import('@functions/platform/aws');
const { sesEventFor } = await import('@infra/local/ses-feedback');
const { sendsRepository } = await import('@functions/sending/repository');
const { subscribersRepository } = await import('@functions/subscribers/repository');
const { applyPatch } = await import('@functions/subscribers/changes');
const { commit } = await import('@functions/subscribers/writer');

const BOUNCE = 'bounce@simulator.amazonses.com';

/** Sends a mailing and answers what SES would publish: a bounce for the bouncing address, a delivery for the other. */
async function sendAndBounce(session: ApiSession, accountId: string, bouncerId: string, name: string, fineId: string) {
  const mailing = (
    await session.call('POST', '/mailings', { json: { name, subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' } })
  ).body;
  expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  const send = await sendsRepository.get(accountId, mailing.id, bouncerId);
  if (send?.messageId) {
    await sns().send(
      new PublishCommand({
        TopicArn: emulator.sesEventsTopicArn,
        Message: JSON.stringify(
          sesEventFor(
            { id: send.messageId, source: 'n@goniec.test', tags: { account: accountId, mailing: mailing.id, subscriber: bouncerId } },
            BOUNCE,
          ),
        ),
      }),
    );
    await drainQueues();
  }
  const delivered = await sendsRepository.get(accountId, mailing.id, fineId);
  await sns().send(
    new PublishCommand({
      TopicArn: emulator.sesEventsTopicArn,
      Message: JSON.stringify(
        sesEventFor(
          { id: delivered!.messageId!, source: 'n@goniec.test', tags: { account: accountId, mailing: mailing.id, subscriber: fineId } },
          'fine@example.com',
        ),
      ),
    }),
  );
  await drainQueues();
  return (await session.call('GET', `/mailings/${mailing.id}`)).body;
}

describe('mail quarantine', () => {
  it('quarantines an address after two consecutive bounces with a listed code, skips it, and lets a user clear it', async () => {
    const { session, account } = await loggedIn();
    const bouncer = (await session.call('POST', '/subscribers', { json: { email: BOUNCE } })).body;
    const fine = (await session.call('POST', '/subscribers', { json: { email: 'fine@example.com' } })).body;

    await sendAndBounce(session, account.accountId, bouncer.id, 'Pierwszy', fine.id);
    expect((await session.call('GET', `/subscribers/${bouncer.id}`)).body.mailQuarantine).toMatchObject({ level: 'none', failures: 1 });
    await sendAndBounce(session, account.accountId, bouncer.id, 'Drugi', fine.id);
    const quarantined = (await session.call('GET', `/subscribers/${bouncer.id}`)).body.mailQuarantine;
    expect(quarantined).toMatchObject({ level: 'temporary', served: 1 });
    expect(Date.parse(quarantined.until) - Date.now()).toBeGreaterThan(29 * 86_400_000);

    const third = await sendAndBounce(session, account.accountId, bouncer.id, 'Trzeci', fine.id);
    expect(third.stats).toMatchObject({ recipients: 2, sent: 1, delivered: 1 });
    const history = (await session.call('GET', `/subscribers/${bouncer.id}/history`)).body.items;
    expect(
      history.filter((h: { action: string; actor: { kind: string } }) => h.action === 'quarantine' && h.actor.kind === 'system'),
    ).toHaveLength(2);

    const cleared = await session.call('POST', `/subscribers/${bouncer.id}/quarantine/clear`, { json: { channel: 'mail' } });
    expect(cleared.body.mailQuarantine).toEqual({ level: 'none', failures: 0, served: 0 });
    // Three deliveries to the fine address wrote no quarantine line.
    expect((await session.call('GET', `/subscribers/${fine.id}/history`)).body.items.map((h: { action: string }) => h.action)).toEqual([
      'created',
    ]);
  });
});

describe('SMS quarantine', () => {
  it('is cleared by a user through the API (channel sms), leaving the mail quarantine as it was', async () => {
    const { session, account } = await loggedIn();
    const created = (await session.call('POST', '/subscribers', { json: { email: 'sms@example.com', gsm: '601 234 567' } })).body;
    // No delivery reports come back for texts yet: the quarantines are written as failed deliveries would, through the one writer.
    const prev = (await subscribersRepository.get(account.accountId, created.id, true))!;
    const at = new Date().toISOString();
    const smsQuarantine = { level: 'permanent' as const, failures: 0, served: 1, since: at };
    const mailQuarantine = {
      level: 'temporary' as const,
      until: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      failures: 0,
      served: 1,
      since: at,
    };
    const { next } = applyPatch(prev, { smsQuarantine, mailQuarantine }, at);
    expect(await commit(account.accountId, [{ kind: 'update', prev, next }])).toEqual({ ok: true });

    const before = (await session.call('GET', `/subscribers/${created.id}`)).body;
    expect(before).toMatchObject({ smsQuarantine: { level: 'permanent' }, mailQuarantine: { level: 'temporary' } });
    const cleared = await session.call('POST', `/subscribers/${created.id}/quarantine/clear`, { json: { channel: 'sms' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.smsQuarantine).toEqual({ level: 'none', failures: 0, served: 0 });
    expect(cleared.body.mailQuarantine).toEqual(mailQuarantine);
    const history = (await session.call('GET', `/subscribers/${created.id}/history`)).body.items;
    expect(history[0]).toMatchObject({
      action: 'quarantine',
      actor: { kind: 'user', userId: account.userId },
      changes: [{ field: 'smsQuarantine', from: smsQuarantine, to: { level: 'none', failures: 0, served: 0 } }],
    });

    // Clearing what is clear writes nothing; the bulk action clears the other channel.
    expect((await session.call('POST', `/subscribers/${created.id}/quarantine/clear`, { json: { channel: 'sms' } })).body.version).toBe(
      cleared.body.version,
    );
    expect((await session.call('POST', '/subscribers/bulk', { json: { action: 'clearMailQuarantine', ids: [created.id] } })).body).toEqual({
      done: [created.id],
      failed: [],
    });
    expect((await session.call('GET', `/subscribers/${created.id}`)).body.mailQuarantine).toEqual({
      level: 'none',
      failures: 0,
      served: 0,
    });
    expect((await session.call('POST', `/subscribers/${created.id}/quarantine/clear`, { json: { channel: 'fax' } })).status).toBe(400);
  });
});
