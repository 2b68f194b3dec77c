import { gzipSync } from 'node:zlib';
import type { CloudWatchLogsEvent, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { freshPolishNumber, textsTo } from './sms-helpers';

const { transactionalService } = await import('@functions/transactional/service');
const { handler: deliveryLogs } = await import('@functions/workers/sms-delivery-logs');

/** Issue 19, transactional SMS (service level): the SMS path, charged by prefix, moved by operators' delivery reports. */
function deliveryLog(messageId: string, destination: string, status: 'SUCCESS' | 'FAILURE'): CloudWatchLogsEvent {
  const log = {
    notification: { messageId, timestamp: '2026-11-28 10:00:00.000' },
    delivery: {
      destination,
      priceInUSD: 0.04,
      numberOfMessageParts: 1,
      smsType: 'Transactional',
      providerResponse: 'Phone carrier has accepted the message',
      ...(status === 'SUCCESS' ? { dwellTimeMsUntilDeviceAck: 1200 } : {}),
    },
    status,
  };
  const payload = {
    messageType: 'DATA_MESSAGE',
    owner: '123456789012',
    logGroup: 'sns/eu-central-1/123456789012/DirectPublishToPhoneNumber',
    logStream: 'stream',
    subscriptionFilters: ['goniec-sms-delivery'],
    logEvents: [{ id: '0', timestamp: Date.now(), message: JSON.stringify(log) }],
  };
  return { awslogs: { data: gzipSync(Buffer.from(JSON.stringify(payload))).toString('base64') } };
}

describe('transactional SMS', () => {
  it('sends one text per Idempotency-Key, charged by its prefix, delivered by the operator’s report, counted monthly', async () => {
    const { account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const number = freshPolishNumber();
    const body = { to: { gsm: number }, sender: 'Sklep', text: 'Kod: 123456' };
    const first = await transactionalService.sendSms(actor, body, 'otp-1');
    expect(first).toMatchObject({ channel: 'sms', status: 'queued' });
    await Promise.all([transactionalService.sendSms(actor, body, 'otp-1'), transactionalService.sendSms(actor, body, 'otp-1')]);
    await drainQueues();
    expect(await transactionalService.sendSms(actor, body, 'otp-1')).toMatchObject({
      id: first.id,
      status: 'sent',
      parts: 1,
      costMicros: 160_000,
    });
    await drainQueues();
    const texts = await textsTo(number);
    expect(texts).toHaveLength(1);
    await expect(transactionalService.sendSms(actor, { ...body, text: 'Kod: 654321' }, 'otp-1')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });

    const report = deliveryLog(texts[0]!.id, `+48${number}`, 'SUCCESS');
    await deliveryLogs(report, {} as Context);
    await deliveryLogs(report, {} as Context);
    expect(await transactionalService.get(actor, first.id)).toMatchObject({ status: 'delivered' });
    expect(await transactionalService.monthlyCounts(account.accountId)).toMatchObject({ sms: 1, email: 0 });
  });

  it('refuses a blacklisted number and a number that is not one, sends nothing', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const number = freshPolishNumber();
    expect((await session.call('POST', '/blacklist', { json: { type: 'gsm', rows: [number] } })).status).toBe(200);
    const refused = await transactionalService.sendSms(actor, { to: { gsm: number }, sender: 'Sklep', text: 'Kod' });
    await drainQueues();
    expect(await transactionalService.get(actor, refused.id)).toMatchObject({ status: 'not_sent', reason: 'blacklisted' });
    expect(await textsTo(number)).toHaveLength(0);
    await expect(transactionalService.sendSms(actor, { to: { gsm: 'abc' }, sender: 'Sklep', text: 'Kod' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
