import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { addSubscriber, freshPolishNumber } from './sms-helpers';

describe('SMS report routes', () => {
  it('lists the period’s SMS sendings with their KPIs, and one sending’s breakdown, under Reports and in the SMS area', async () => {
    const { session } = await loggedIn();
    await addSubscriber(session, { gsm: freshPolishNumber() });
    const sms = (await session.call('POST', '/sms', { json: { name: 'Raport', sender: 'Sklep', content: 'Hello' } })).body;
    await drainQueues();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const path of ['/reports/sms', '/sms/reports']) {
      const list = await session.call('GET', path, { query: { from: day(30), to: day(-1) } });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({
        items: [
          {
            id: sms.id,
            name: 'Raport',
            state: 'sent',
            currency: 'PLN',
            kpis: { recipients: 1, sent: 1, parts: 1, cost: 0.16, delivered: 0 },
          },
        ],
      });
    }
    // A period before the sending was made lists nothing.
    expect((await session.call('GET', '/reports/sms', { query: { from: '2020-01-01', to: '2020-12-31' } })).body.items).toEqual([]);
    for (const path of [`/reports/sms/${sms.id}`, `/sms/reports/${sms.id}`]) {
      const report = await session.call('GET', path);
      expect(report.status).toBe(200);
      expect(report.body).toMatchObject({
        id: sms.id,
        currency: 'PLN',
        kpis: { sent: 1, cost: 0.16 },
        prefixes: [{ prefix: '48', texts: 1 }],
      });
      expect(report.body.statuses.find((s: { status: string }) => s.status === 'sent')).toEqual({
        status: 'sent',
        texts: 1,
        parts: 1,
        cost: 0.16,
      });
    }
  });

  it('refuses a reversed or overlong period with catalogue codes, and an unknown sending as not found', async () => {
    const { session } = await loggedIn();
    const reversed = await session.call('GET', '/reports/sms', { query: { from: '2026-02-01', to: '2026-01-01' } });
    expect(reversed.status).toBe(400);
    expect(reversed.body.params.errors).toEqual([expect.objectContaining({ path: 'to', code: 'REPORT_RANGE_REVERSED' })]);
    const long = await session.call('GET', '/sms/reports', { query: { from: '2024-01-01', to: '2025-06-01' } });
    expect(long.body.params.errors).toEqual([expect.objectContaining({ path: 'to', code: 'REPORT_RANGE_TOO_LONG' })]);
    const bad = await session.call('GET', '/reports/sms', { query: { from: 'yesterday' } });
    expect(bad.body.params.errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'from', code: 'VALIDATION_INVALID_DATE' })]),
    );
    const missing = await session.call('GET', '/reports/sms/01ARZ3NDEKTSV4RRFFQ69G5FAV');
    expect(missing).toMatchObject({ status: 404, body: { code: 'SMS_NOT_FOUND' } });
  });
});
