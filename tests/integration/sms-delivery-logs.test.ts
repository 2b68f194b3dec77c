import { gzipSync } from 'node:zlib';
import type { CloudWatchLogsEvent, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { addSubscriber, freshPolishNumber, textsTo } from './sms-helpers';
import { handler } from '@functions/workers/sms-delivery-logs';
import { smsReports } from '@functions/sms/report';
import { subscribersRepository } from '@functions/subscribers/repository';

/** A CloudWatch Logs subscription's event, as Lambda gets it: the log events gzipped and base64'd. */
function subscriptionEvent(logs: object[]): CloudWatchLogsEvent {
  const payload = {
    messageType: 'DATA_MESSAGE',
    owner: '123456789012',
    logGroup: 'sns/eu-central-1/123456789012/DirectPublishToPhoneNumber',
    logStream: 'stream',
    subscriptionFilters: ['goniec-sms-delivery'],
    logEvents: logs.map((log, i) => ({ id: String(i), timestamp: Date.now(), message: JSON.stringify(log) })),
  };
  return { awslogs: { data: gzipSync(Buffer.from(JSON.stringify(payload))).toString('base64') } };
}

const log = (messageId: string, destination: string, status: 'SUCCESS' | 'FAILURE', providerResponse: string) => ({
  notification: { messageId, timestamp: '2026-11-28 10:00:00.000' },
  delivery: {
    destination,
    priceInUSD: 0.04,
    numberOfMessageParts: 1,
    smsType: 'Promotional',
    providerResponse,
    ...(status === 'SUCCESS' ? { dwellTimeMsUntilDeviceAck: 1200 } : {}),
  },
  status,
});

const run = (event: CloudWatchLogsEvent) => handler(event, {} as Context);

describe('SMS delivery reports from SNS delivery logs', () => {
  it('marks texts delivered or undeliverable, moves the report, counts the failure towards quarantine — once', async () => {
    const { session, account } = await loggedIn();
    const [ala, ola] = [freshPolishNumber(), freshPolishNumber()];
    const [alaSub, olaSub] = [await addSubscriber(session, { gsm: ala }), await addSubscriber(session, { gsm: ola })];
    const sms = (await session.call('POST', '/sms', { json: { name: 'Raport', sender: 'Sklep', content: 'Hello' } })).body;
    await drainQueues();
    const [toAla] = await textsTo(ala);
    const [toOla] = await textsTo(ola);
    const event = subscriptionEvent([
      log(toAla!.id, `+48${ala}`, 'SUCCESS', 'Message has been accepted by phone carrier'),
      log(toOla!.id, `+48${ola}`, 'FAILURE', 'Invalid phone number'),
      // A text of another system (or a test text): nothing of ours.
      log('00000000-0000-0000-0000-000000000000', '+48600000000', 'SUCCESS', 'Message has been accepted by phone'),
    ]);
    await run(event);
    // Lambda may run the same events again: nothing moves twice, the number's failure counts once.
    await run(event);

    const report = await smsReports.get(account.accountId, sms.id);
    expect(report.kpis).toMatchObject({ sent: 2, delivered: 1, failed: 1, parts: 2, cost: 0.32 });
    expect(report.statuses.filter((s) => s.texts)).toEqual([
      { status: 'delivered', texts: 1, parts: 1, cost: 0.16 },
      { status: 'undeliverable', texts: 1, parts: 1, cost: 0.16 },
    ]);
    expect(report.prefixes).toEqual([expect.objectContaining({ prefix: '48', texts: 2, sent: 2, delivered: 1, failed: 1 })]);
    const history = async (id: string) => (await session.call('GET', `/subscribers/${id}/contact-sms`)).body.items;
    expect(await history(alaSub.id)).toEqual([expect.objectContaining({ status: 'delivered' })]);
    expect(await history(olaSub.id)).toEqual([expect.objectContaining({ status: 'undeliverable', detail: 'Invalid phone number' })]);
    expect((await subscribersRepository.get(account.accountId, olaSub.id, true))!.smsQuarantine).toMatchObject({
      level: 'none',
      failures: 1,
    });
    expect((await subscribersRepository.get(account.accountId, alaSub.id, true))!.smsQuarantine).toBeUndefined();

    // The next failure of the same number puts it in quarantine (spec section 4: two in a row).
    const again = (await session.call('POST', '/sms', { json: { name: 'Drugi', sender: 'Sklep', content: 'Hello again' } })).body;
    await drainQueues();
    const second = (await textsTo(ola)).find((t) => t.id !== toOla!.id)!;
    await run(subscriptionEvent([log(second.id, `+48${ola}`, 'FAILURE', 'Phone is currently unreachable/unavailable')]));
    expect((await smsReports.get(account.accountId, again.id)).statuses.find((s) => s.status === 'expired')!.texts).toBe(1);
    expect((await subscribersRepository.get(account.accountId, olaSub.id, true))!.smsQuarantine).toMatchObject({ level: 'temporary' });
  });

  it('ignores CloudWatch’s control message', async () => {
    const control = { messageType: 'CONTROL_MESSAGE', logEvents: [{ id: '0', message: 'CWL CONTROL MESSAGE' }] };
    await expect(run({ awslogs: { data: gzipSync(Buffer.from(JSON.stringify(control))).toString('base64') } })).resolves.toBeUndefined();
  });
});
