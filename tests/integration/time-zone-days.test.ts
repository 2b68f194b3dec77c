import { afterEach, describe, expect, it, vi } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';

const { subscriberRecordsService } = await import('@functions/subscribers/records-service');

const SETTINGS = '/settings/company/global';

/**
 * 10:30 UTC on 10 March 2026 is already 11 March (00:30) on Kiritimati (UTC+14) and still 10 March
 * (01:30, daylight time) on Adak (UTC-9): the same instant is a different day in each account. The
 * old fixed zone (Europe/Warsaw, 11:30 on 10 March) would have put both on 10 March.
 */
const AT = '2026-03-10T10:30:00.000Z';
/** 31 March on Adak (01:30), already 1 April on Kiritimati (00:30). */
const MONTH_END = '2026-03-31T10:30:00.000Z';
/** 1 April on Adak (01:30), 2 April on Kiritimati. */
const NEXT_MONTH = '2026-04-01T10:30:00.000Z';

/**
 * The clock of everything this process runs (API handlers, workers) fixed at an instant: only `Date`
 * is faked, so the emulator's client keeps its real timers. Tokens signed before still verify (they
 * expire later still).
 */
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
afterEach(() => {
  vi.useRealTimers();
});

async function accountIn(timeZone: string): Promise<{ session: ApiSession; accountId: string }> {
  const { session, account } = await loggedIn();
  expect((await session.call('PUT', SETTINGS, { json: { timeZone } })).status).toBe(200);
  return { session, accountId: account.accountId };
}

async function stats(session: ApiSession) {
  const res = await session.call('GET', '/subscribers/stats', { query: { days: '7' } });
  expect(res.status).toBe(200);
  return res.body as { timeZone: string; total: number; series: { date: string; joined: number; total: number }[] };
}
const joinedByDay = (series: { date: string; joined: number }[]) =>
  Object.fromEntries(series.filter((d) => d.joined > 0).map((d) => [d.date, d.joined]));

describe('days are counted in the account’s time zone', () => {
  it('puts a subscriber added (by hand or by import) at one instant on each account’s own day', async () => {
    const kiritimati = await accountIn('Pacific/Kiritimati');
    const adak = await accountIn('America/Adak');
    at(AT);
    for (const { session } of [kiritimati, adak]) {
      expect((await session.call('POST', '/subscribers', { json: { email: 'one@x.pl' } })).status).toBe(201);
      const imported = await session.call('POST', '/imports/manual', { json: { text: 'two@x.pl\nthree@x.pl', mode: 2 } });
      expect(imported.body.import).toMatchObject({ state: 'finished', counters: { imported: 2 } });
    }

    const inKiritimati = await stats(kiritimati.session);
    expect(inKiritimati.timeZone).toBe('Pacific/Kiritimati');
    expect(inKiritimati.series.at(-1)).toMatchObject({ date: '2026-03-11', joined: 3, total: 3 });
    expect(joinedByDay(inKiritimati.series)).toEqual({ '2026-03-11': 3 });

    const inAdak = await stats(adak.session);
    expect(inAdak.timeZone).toBe('America/Adak');
    expect(inAdak.series.at(-1)).toMatchObject({ date: '2026-03-10', joined: 3, total: 3 });
    expect(joinedByDay(inAdak.series)).toEqual({ '2026-03-10': 3 });

    // The service takes its clock too: a day later in Kiritimati, the subscribers joined yesterday.
    vi.useRealTimers();
    const later = await subscriberRecordsService.stats(kiritimati.accountId, 7, new Date('2026-03-11T10:30:00Z'));
    expect(later.series.slice(-2).map((d) => [d.date, d.joined])).toEqual([
      ['2026-03-11', 3],
      ['2026-03-12', 0],
    ]);
  });

  it('leaves days already counted where they were when the zone changes; new changes go to the new zone’s days', async () => {
    const { session } = await accountIn('Pacific/Kiritimati');
    at(AT);
    expect((await session.call('POST', '/subscribers', { json: { email: 'before@x.pl' } })).status).toBe(201);
    // This container forgets the cached zone when it is saved: the very next change is in Adak's day.
    expect((await session.call('PUT', SETTINGS, { json: { timeZone: 'America/Adak' } })).status).toBe(200);
    at('2026-03-10T10:31:00.000Z');
    expect((await session.call('POST', '/subscribers', { json: { email: 'after@x.pl' } })).status).toBe(201);
    let now = await stats(session);
    expect(now.timeZone).toBe('America/Adak');
    // Kiritimati's 11 March is still to come on Adak: counted as today until it comes, so yesterday had nobody.
    expect(now.series.slice(-2)).toMatchObject([
      { date: '2026-03-09', total: 0 },
      { date: '2026-03-10', joined: 2, total: 2 },
    ]);
    at('2026-03-11T10:31:00.000Z');
    now = await stats(session);
    // The first subscriber keeps the day Kiritimati gave it; the second has Adak's.
    expect(joinedByDay(now.series)).toEqual({ '2026-03-10': 1, '2026-03-11': 1 });
    expect(now.series.slice(-2)).toMatchObject([
      { date: '2026-03-10', total: 1 },
      { date: '2026-03-11', total: 2 },
    ]);
  });

  it('counts the dashboard’s e-mails this month by the account’s month', async () => {
    const kiritimati = await accountIn('Pacific/Kiritimati');
    const adak = await accountIn('America/Adak');
    at(MONTH_END);
    for (const { session } of [kiritimati, adak]) {
      expect((await session.call('POST', '/subscribers', { json: { email: 'reader@x.pl' } })).status).toBe(201);
      const mailing = (
        await session.call('POST', '/mailings', {
          json: { name: 'Month', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
        })
      ).body;
      expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
    }
    await drainQueues();
    const emailsThisMonth = async (session: ApiSession) =>
      (await session.call('GET', '/users/dashboards')).body.payments.usage.emailsThisMonth as number;
    // Sent in April on Kiritimati and in March on Adak: this month for both.
    expect([await emailsThisMonth(kiritimati.session), await emailsThisMonth(adak.session)]).toEqual([1, 1]);
    at(NEXT_MONTH);
    // April on both: Kiritimati's e-mail was April's, Adak's was March's.
    expect([await emailsThisMonth(kiritimati.session), await emailsThisMonth(adak.session)]).toEqual([1, 0]);
  });
});
