import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { ulid } from 'ulid';
import { localOf } from '@shared/rules/local-time';
import { optimisationSlots } from '@shared/rules/best-hour';
import { ApiSession, drainQueues, loggedIn, mailTo, type TestAccount } from './helpers';

const { tick } = await import('@functions/ticker/handler');
const { interpret } = await import('@functions/engagement/events');
const { ingestBatch } = await import('@functions/engagement/ingest');
const { accountTimeZone } = await import('@functions/accounts/settings-service');

const HOUR = 3_600_000;

async function addSubscriber(session: ApiSession, email: string) {
  const res = await session.call('POST', '/subscribers', { json: { email } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

/** Opens of earlier mailings at these UTC hours, through the events ingest as the tracking endpoint's events arrive. */
async function opened(account: TestAccount, subscriberId: string, hours: number[]) {
  const items = hours.map((hour) => {
    const at = new Date(Date.UTC(2026, 10, 2, hour, 17)).toISOString();
    const body = { source: 'goniec.tracking', kind: 'open', accountId: account.accountId, mailingId: ulid(), subscriberId, at };
    return { id: ulid(), event: interpret(JSON.stringify(body)) as Extract<ReturnType<typeof interpret>, { kind: 'count' }> };
  });
  expect(await ingestBatch(items)).toEqual([]);
}

const subjectsOf = async (address: string) =>
  Promise.all((await mailTo(address)).map(async (m) => (await PostalMime.parse(m.raw)).subject));

describe('optimisation mailings', () => {
  it('reach each recipient once, at their best hour within 24 h (the account best hour without history), and end sent after the last hour', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const who = { ala: `ala-${tag}@example.com`, jan: `jan-${tag}@example.com`, ola: `ola-${tag}@example.com` };
    const ala = await addSubscriber(session, who.ala);
    const jan = await addSubscriber(session, who.jan);
    await addSubscriber(session, who.ola);
    // Ala opens at 07 UTC mostly, Jan at 19; Ola never opened: the account's best hour (07) is hers.
    await opened(account, ala, [7, 7, 7, 15]);
    await opened(account, jan, [19, 19]);

    const created = await session.call('POST', '/mailings', {
      json: {
        name: 'Najlepsza godzina',
        subject: 'Najlepsza godzina',
        fromName: 'Sklep',
        fromEmail: 'news@goniec.test',
        html: '<p>Cześć</p>',
      },
    });
    const id = created.body.id as string;
    // Tomorrow at 05:20 UTC, as a wall time in the account's zone.
    const start = new Date(Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR + 24 * HOUR + 5 * HOUR + 20 * 60_000);
    const zone = await accountTimeZone(account.accountId);
    const schedule = { type: 'optimisation', at: localOf(start, zone) };
    const slots = optimisationSlots(start);

    const preview = await session.call('POST', `/mailings/${id}/plan/preview`, { json: schedule });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({ sendType: 'optimisation', recipients: 3, startsAt: start.toISOString() });
    expect(preview.body.spread).toEqual({
      sampled: 3,
      hours: [
        { at: slots[7]!.toISOString(), recipients: 2 },
        { at: slots[19]!.toISOString(), recipients: 1 },
      ],
    });

    const planned = await session.call('POST', `/mailings/${id}/plan`, { json: schedule });
    expect(planned.status, JSON.stringify(planned.body)).toBe(202);
    expect(planned.body).toMatchObject({ state: 'planned', sendType: 'optimisation', startAt: start.toISOString() });
    await drainQueues();
    expect(await subjectsOf(who.ala)).toEqual([]);

    // The start's hour: nobody's; everyone is given their hour then.
    await tick(new Date(start.getTime() + 30_000));
    await drainQueues();
    expect([...(await subjectsOf(who.ala)), ...(await subjectsOf(who.jan)), ...(await subjectsOf(who.ola))]).toEqual([]);

    await tick(new Date(slots[7]!.getTime() + 30_000));
    await drainQueues();
    expect(await subjectsOf(who.ala)).toEqual(['Najlepsza godzina']);
    expect(await subjectsOf(who.ola)).toEqual(['Najlepsza godzina']);
    expect(await subjectsOf(who.jan)).toEqual([]);
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('planned');

    // Jan's opens move to 07, an hour gone: the hour he was given holds, so he gets it once, at 19.
    await opened(account, jan, [7, 7, 7]);
    await tick(new Date(slots[19]!.getTime() + 30_000));
    await drainQueues();
    expect(await subjectsOf(who.jan)).toEqual(['Najlepsza godzina']);

    await tick(new Date(start.getTime() + 24 * HOUR));
    await drainQueues();
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'sent', sendType: 'optimisation' });
    for (const address of Object.values(who)) expect(await subjectsOf(address)).toEqual(['Najlepsza godzina']);
    const runs = await session.call('GET', `/mailings/${id}/runs`, { query: { limit: '50' } });
    expect(runs.status).toBe(200);
    expect(runs.body.items).toHaveLength(24);
    expect(runs.body.items.every((r: { state: string }) => r.state === 'sent')).toBe(true);
    expect(runs.body.items.reduce((n: number, r: { sent: number }) => n + r.sent, 0)).toBe(3);
  });

  it('sends nothing more once unplanned, and a new plan makes sendings of its own', async () => {
    const { session, account } = await loggedIn();
    const address = `ala-${account.accountId.toLowerCase()}@example.com`;
    const ala = await addSubscriber(session, address);
    await opened(account, ala, [9]);
    const created = await session.call('POST', '/mailings', {
      json: { name: 'Odwołana', subject: 'Odwołana', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Cześć</p>' },
    });
    const id = created.body.id as string;
    const start = new Date(Math.floor(Date.now() / (24 * HOUR)) * 24 * HOUR + 24 * HOUR + 5 * HOUR);
    const zone = await accountTimeZone(account.accountId);
    expect((await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'optimisation', at: localOf(start, zone) } })).status).toBe(
      202,
    );
    expect((await session.call('POST', `/mailings/${id}/unplan`, { json: {} })).status).toBe(200);
    await tick(new Date(start.getTime() + 24 * HOUR));
    await drainQueues();
    expect(await subjectsOf(address)).toEqual([]);
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('ready');

    const again = new Date(start.getTime() + 48 * HOUR);
    expect((await session.call('POST', `/mailings/${id}/plan`, { json: { type: 'optimisation', at: localOf(again, zone) } })).status).toBe(
      202,
    );
    await tick(new Date(again.getTime() + 24 * HOUR));
    await drainQueues();
    expect(await subjectsOf(address)).toEqual(['Odwołana']);
    expect((await session.call('GET', `/mailings/${id}`)).body.state).toBe('sent');
  });
});
