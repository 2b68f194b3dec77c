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
      providerResponse: status === 'SUCCESS' ? 'Phone carrier has accepted the message' : 'Invalid phone number',
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
    expect(await transactionalService.get(actor, first.id, 'sms')).toMatchObject({ status: 'delivered' });
    await expect(transactionalService.get(actor, first.id, 'email')).rejects.toMatchObject({ code: 'TRANSACTIONAL_NOT_FOUND' });
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

  it('counts an undelivered text about a subscriber towards their SMS quarantine, once per report', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const number = freshPolishNumber();
    const subscriber = (await session.call('POST', '/subscribers', { json: { gsm: number } })).body as { id: string };
    expect(subscriber.id).toBeTruthy();
    const sent = await transactionalService.sendSms(actor, {
      to: { subscriberId: subscriber.id, gsm: number },
      sender: 'Sklep',
      text: 'Kod',
    });
    await drainQueues();
    const [text] = await textsTo(number);
    const report = deliveryLog(text!.id, `+48${number}`, 'FAILURE');
    await deliveryLogs(report, {} as Context);
    await deliveryLogs(report, {} as Context);
    expect(await transactionalService.get(actor, sent.id, 'sms')).toMatchObject({ status: 'failed' });
    expect((await session.call('GET', `/subscribers/${subscriber.id}`)).body.smsQuarantine).toMatchObject({ failures: 1 });
  });

  it('reports the month’s transactional texts at /sms/transactional-reports: statuses, prefixes, days, and a masked, paged list', async () => {
    const { session, account } = await loggedIn();
    const actor = { accountId: account.accountId };
    const [a, b] = [freshPolishNumber(), freshPolishNumber()];
    await transactionalService.sendSms(actor, { to: { gsm: a }, sender: 'Sklep', text: 'Kod: 1' });
    await transactionalService.sendSms(actor, { to: { gsm: b }, sender: 'Sklep', text: 'Kod: 2' });
    await drainQueues();
    const [toA] = await textsTo(a);
    await deliveryLogs(deliveryLog(toA!.id, `+48${a}`, 'SUCCESS'), {} as Context);

    const report = await session.call('GET', '/sms/transactional-reports');
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ currency: 'PLN', kpis: { sent: 2, delivered: 1, parts: 2, cost: 0.32 } });
    expect(report.body.statuses.filter((s: { texts: number }) => s.texts)).toEqual([
      { status: 'sent', texts: 1, parts: 1, cost: 0.16 },
      { status: 'delivered', texts: 1, parts: 1, cost: 0.16 },
    ]);
    expect(report.body.prefixes).toEqual([expect.objectContaining({ prefix: '48', texts: 2, delivered: 1 })]);
    expect(report.body.days.filter((d: { texts: number }) => d.texts)).toEqual([
      expect.objectContaining({ texts: 2, parts: 2, cost: 0.32 }),
    ]);
    expect(report.body.days.length).toBeGreaterThanOrEqual(28);

    const first = await session.call('GET', '/sms/transactional-reports/messages', { query: { limit: '1' } });
    expect(first.body.items).toEqual([expect.objectContaining({ to: `+48 ****** ${b.slice(-3)}`, status: 'sent', parts: 1, cost: 0.16 })]);
    const second = await session.call('GET', '/sms/transactional-reports/messages', { query: { limit: '1', cursor: first.body.cursor } });
    expect(second.body.items).toEqual([expect.objectContaining({ to: `+48 ****** ${a.slice(-3)}`, status: 'delivered' })]);
    const empty = await session.call('GET', '/sms/transactional-reports', { query: { month: '2020-01' } });
    expect(empty.body).toMatchObject({ month: '2020-01', kpis: { sent: 0 } });
    expect(empty.body.days).toHaveLength(31);
    const bad = await session.call('GET', '/sms/transactional-reports', { query: { month: '2026-13' } });
    expect(bad.body.params.errors).toEqual([expect.objectContaining({ path: 'month', code: 'VALIDATION_INVALID_DATE' })]);
  });
});
