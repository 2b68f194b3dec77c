import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { addSubscriber, freshPolishNumber } from './sms-helpers';
import { deliver } from './delivery-helpers';
import { smsReports } from '@functions/sms/report';
import { reportRepository } from '@functions/reports/repository';

/** 80 characters with Polish letters: UCS-2, two parts (70 a part). */
const TWO_PARTS = `Zażółć gęślą jaźń — ${'promocja '.repeat(7)}`.slice(0, 80);

describe('SMS report roll-ups, kept by the send path', () => {
  it('counts texts per status and prefix with their parts and cost, once however often a batch comes', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('PUT', '/structure/settings', { json: { allowOtherGsmPrefixes: true } })).status).toBe(200);
    const [ala, ola, blocked] = [freshPolishNumber(), freshPolishNumber(), freshPolishNumber()];
    const subs = [
      await addSubscriber(session, { gsm: ala }),
      await addSubscriber(session, { gsm: ola }),
      await addSubscriber(session, { gsm: '+49 1512 3456789', email: `de-${account.accountId.toLowerCase()}@example.com` }),
      await addSubscriber(session, { gsm: blocked }),
    ];
    expect((await session.call('POST', '/blacklist', { json: { type: 'gsm', rows: [blocked] } })).body.added).toBe(1);
    const started = await session.call('POST', '/sms', { json: { name: 'Raport', sender: 'Sklep', content: TWO_PARTS } });
    expect(started.body.parts).toBe(2);
    await drainQueues();

    const expected = {
      kpis: { recipients: 4, sent: 3, notSent: 1, notSentPrefix: 0, delivered: 0, failed: 0, clicked: 0, parts: 6, cost: 1.48 },
      // Two Polish texts of two parts at 0.16 PLN, one German at 0.42.
      prefixes: [
        { prefix: '48', country: 'PL', texts: 3, sent: 2, delivered: 0, failed: 0, parts: 4, cost: 0.64 },
        { prefix: '49', country: 'DE', texts: 1, sent: 1, delivered: 0, failed: 0, parts: 2, cost: 0.84 },
      ],
    };
    const report = await smsReports.get(account.accountId, started.body.id);
    expect(report).toMatchObject({ ...expected, currency: 'PLN' });
    expect(report.statuses.filter((s) => s.texts)).toEqual([
      { status: 'sent', texts: 3, parts: 6, cost: 1.48 },
      { status: 'not_sent', texts: 1, parts: 0, cost: 0 },
    ]);

    // SQS may hand the batch over again: the claims, settled, are the marker, so nothing counts twice.
    const before = await reportRepository.read(account.accountId, started.body.id);
    await deliver(
      'sms',
      account.accountId,
      started.body.id,
      subs.map((s) => s.id),
    );
    expect(await reportRepository.read(account.accountId, started.body.id)).toEqual(before);
    expect(await smsReports.get(account.accountId, started.body.id)).toMatchObject(expected);
  });

  it('counts the cost in the account’s currency', async () => {
    const { session, account } = await loggedIn();
    const saved = await session.call('PUT', '/settings/company/global', { json: { timeZone: 'Europe/Warsaw', currency: 'EUR' } });
    expect(saved.status).toBe(200);
    await addSubscriber(session, { gsm: freshPolishNumber() });
    const started = await session.call('POST', '/sms', { json: { name: 'Euro', sender: 'Sklep', content: 'Hello' } });
    await drainQueues();
    expect(await smsReports.get(account.accountId, started.body.id)).toMatchObject({
      currency: 'EUR',
      kpis: { sent: 1, parts: 1, cost: 0.037 },
    });
  });
});
