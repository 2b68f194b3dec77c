import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, trackingRequest, mailTo, type ApiSession } from './helpers';

/**
 * /reports/campaigns (issue 18): the mailings that went out with their KPIs, filtered by period,
 * type, sender and name; 2–4 compared; the list as a CSV file.
 */
async function sent(session: ApiSession, name: string, fromEmail: string, to: string[]): Promise<string> {
  const created = await session.call('POST', '/mailings', {
    json: { name, subject: `Temat ${name}`, fromName: 'Sklep', fromEmail, html: '<p>Cześć</p><a href="https://shop.example/">Sklep</a>' },
  });
  expect(created.status).toBe(201);
  expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  expect((await session.call('GET', `/mailings/${created.body.id}`)).body).toMatchObject({ state: 'sent', stats: { sent: to.length } });
  return created.body.id as string;
}

async function openBy(email: string) {
  const html = (await mailTo(email))[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const pixel = /src="https:\/\/goniec\.test(\/t\/o\/[^"]+)"/.exec(html)![1]!;
  expect((await trackingRequest('GET', pixel)).statusCode).toBe(200);
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

describe('the campaigns report', () => {
  it('lists the mailings that went out with their KPIs, filtered; compares 2 to 4; exports the list as CSV', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const people = ['a', 'b'].map((n) => `${n}-${tag}@example.com`);
    for (const email of people) expect((await session.call('POST', '/subscribers', { json: { email } })).status).toBe(201);
    const first = await sent(session, 'Lato', 'news@goniec.test', people);
    const second = await sent(session, 'Jesień', 'sklep@goniec.test', people);
    const draft = await session.call('POST', '/mailings', {
      json: { name: 'Szkic', subject: 'S', fromName: 'S', fromEmail: 'news@goniec.test', html: '<p>x</p>' },
    });
    expect(draft.status).toBe(201);
    await openBy(people[0]!);
    await drainQueues(['events']);

    const all = await session.call('GET', '/reports/campaigns');
    expect(all.status).toBe(200);
    // Newest first; a mailing that never went out has no report.
    expect(all.body.items.map((r: { id: string }) => r.id)).toEqual([second, first]);
    const opened = all.body.items.find((r: { id: string }) => r.id === first);
    expect(opened).toMatchObject({ name: 'Lato', fromEmail: 'news@goniec.test', state: 'sent', stats: { sent: 2, opened: 1 } });
    expect(opened.rates.open === null || opened.rates.open > 0).toBe(true);

    const ids = async (query: string) => {
      const res = await session.call('GET', '/reports/campaigns', { query: Object.fromEntries(new URLSearchParams(query)) });
      expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(200);
      return res.body.items.map((r: { id: string }) => r.id);
    };
    expect(await ids('sender=SKLEP@goniec.test')).toEqual([second]);
    expect(await ids('q=lato')).toEqual([first]);
    expect(await ids('type=cyclic')).toEqual([]);
    expect(await ids(`from=${today()}&to=${today()}`)).toEqual([second, first]);
    expect(await ids('from=2020-01-01&to=2020-12-31')).toEqual([]);
    expect(await ids('limit=1')).toEqual([second]);
    // The archive: mailings moved there (hidden from the lists) only; the report otherwise shows them among the rest.
    expect(await ids('archive=true')).toEqual([]);
    expect((await session.call('POST', `/mailings/${first}/hide`, { json: {} })).status).toBe(200);
    expect(await ids('archive=true')).toEqual([first]);
    expect(await ids('archive=false')).toEqual([second, first]);

    for (const [query, path, code] of [
      ['from=2026-05-02&to=2026-05-01', 'to', 'REPORT_RANGE_REVERSED'],
      ['from=2024-01-01&to=2025-01-01', 'to', 'REPORT_RANGE_TOO_LONG'],
      ['from=2026-02-30', 'from', 'VALIDATION_INVALID_DATE'],
    ] as const) {
      const res = await session.call('GET', '/reports/campaigns', { query: Object.fromEntries(new URLSearchParams(query)) });
      expect(res, query).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', params: { errors: [{ path, code }] } } });
    }

    const compared = await session.call('GET', '/reports/campaigns/compare', { query: { ids: `${first},${second}` } });
    expect(compared.body.items.map((r: { id: string }) => r.id)).toEqual([first, second]);
    for (const list of [first, [first, second, first + 'x', 'a', 'b'].join(',')])
      expect(await session.call('GET', '/reports/campaigns/compare', { query: { ids: list } })).toMatchObject({
        status: 400,
        body: { params: { errors: [{ path: 'ids', code: 'REPORT_COMPARE_LIMIT' }] } },
      });
    // A draft, or a mailing of another account, is not found.
    expect((await session.call('GET', '/reports/campaigns/compare', { query: { ids: `${first},${draft.body.id}` } })).status).toBe(404);
    const other = await loggedIn();
    expect((await other.session.call('GET', '/reports/campaigns/compare', { query: { ids: `${first},${second}` } })).status).toBe(404);
    expect((await other.session.call('GET', '/reports/campaigns')).body.items).toEqual([]);

    const exported = await session.call('GET', '/reports/campaigns/export', { query: { q: 'lato' } });
    expect(exported.status).toBe(200);
    const csv = await (await fetch(exported.body.url)).text();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Lato', from_email: 'news@goniec.test', sent: '2', opened: '1', state: 'sent' }),
    ]);
  });
});
