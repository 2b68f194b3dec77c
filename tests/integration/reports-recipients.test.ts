import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo, trackingRequest, type ApiSession } from './helpers';

const { engagement } = await import('@functions/sending/engagement');

/**
 * A mailing report's recipient lists (issue 18): who opened, clicked, bounced, complained or
 * unsubscribed, first time first, paged across the index's shards, each with their address, in the
 * caller's reach; the same list as an export.
 */
async function sentTo(session: ApiSession, emails: string[]): Promise<{ id: string; ids: Map<string, string> }> {
  const ids = new Map<string, string>();
  for (const email of emails) {
    const res = await session.call('POST', '/subscribers', { json: { email } });
    expect(res.status).toBe(201);
    ids.set(email, res.body.id as string);
  }
  const created = await session.call('POST', '/mailings', {
    json: {
      name: 'Lista',
      subject: 'Lista',
      fromName: 'Sklep',
      fromEmail: 'news@goniec.test',
      html: '<p>Hej</p><a href="https://shop.example/a">A</a>',
    },
  });
  expect(created.status).toBe(201);
  expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  return { id: created.body.id as string, ids };
}

const html = async (email: string) => (await mailTo(email))[0]!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
async function open(email: string) {
  const pixel = /src="https:\/\/goniec\.test(\/t\/o\/[^"]+)"/.exec(await html(email))![1]!;
  expect((await trackingRequest('GET', pixel)).statusCode).toBe(200);
}
async function click(email: string) {
  const link = /href="https:\/\/goniec\.test(\/t\/c\/[^"]+)"/.exec(await html(email))![1]!;
  expect((await trackingRequest('GET', link)).statusCode).toBe(302);
}
const bounce = (accountId: string, mailingId: string, subscriberId: string) => ({
  eventType: 'Bounce',
  mail: { messageId: `m-${subscriberId}`, tags: { account: [accountId], mailing: [mailingId], subscriber: [subscriberId] } },
  bounce: { bounceType: 'Permanent', bouncedRecipients: [{ diagnosticCode: 'smtp; 550 5.1.1 user unknown' }] },
});

async function list(session: ApiSession, id: string, kind: string, limit = 100, cursor?: string) {
  const res = await session.call('GET', `/reports/mailings/${id}/recipients`, {
    query: { kind, limit: String(limit), ...(cursor ? { cursor } : {}) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { items: { subscriberId: string; email?: string; at: string; detail?: string }[]; cursor?: string };
}

describe('a mailing report’s recipient lists', () => {
  it('list who opened, clicked and bounced, first time first, paged across shards; a redelivered event adds nobody', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const emails = Array.from({ length: 12 }, (_, i) => `r${String(i).padStart(2, '0')}-${tag}@example.com`);
    const { id, ids } = await sentTo(session, emails);
    // Opened one after another, so their first times are in this order.
    for (const email of emails) await open(email);
    await click(emails[3]!);
    await click(emails[3]!);
    const bounced = bounce(account.accountId, id, ids.get(emails[11]!)!);
    await engagement.sesEvent(bounced);
    await drainQueues(['events']);
    await engagement.sesEvent(bounced);

    const pages: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await list(session, id, 'opened', 5, cursor);
      pages.push(page.items.map((r) => r.email!));
      cursor = page.cursor;
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat()).toEqual(emails);
    const all = await list(session, id, 'opened');
    expect(all.items.map((r) => r.at)).toEqual([...all.items.map((r) => r.at)].sort());

    expect((await list(session, id, 'clicked')).items).toEqual([
      expect.objectContaining({ email: emails[3], subscriberId: ids.get(emails[3]!), detail: 'https://shop.example/a' }),
    ]);
    expect((await list(session, id, 'bounced')).items).toEqual([
      expect.objectContaining({ email: emails[11], detail: 'smtp; 550 5.1.1 user unknown' }),
    ]);
    expect((await list(session, id, 'complained')).items).toEqual([]);

    // A forgotten subscriber's activity is erased with them: they leave the lists.
    expect((await session.call('POST', `/subscribers/${ids.get(emails[0]!)}/forget`, { json: {} })).status).toBeLessThan(300);
    expect((await list(session, id, 'opened')).items.map((r) => r.email)).toEqual(emails.slice(1));
  });

  it('refuses a bad kind, limit or cursor, and answers not found for a mailing of another account', async () => {
    const { session, account } = await loggedIn();
    const { id } = await sentTo(session, [`x-${account.accountId.toLowerCase()}@example.com`]);
    const bad: Record<string, string>[] = [{ kind: 'delivered' }, { kind: 'opened', limit: '0' }, { kind: 'opened', limit: '101' }];
    for (const query of bad) expect((await session.call('GET', `/reports/mailings/${id}/recipients`, { query })).status).toBe(400);
    expect(
      (await session.call('GET', `/reports/mailings/${id}/recipients`, { query: { kind: 'opened', cursor: 'bm9wZQ' } })).body,
    ).toMatchObject({
      code: 'BAD_REQUEST',
    });
    const other = await loggedIn();
    expect((await other.session.call('GET', `/reports/mailings/${id}/recipients`, { query: { kind: 'opened' } })).status).toBe(404);
    expect((await other.session.call('POST', `/reports/mailings/${id}/recipients/export`, { json: { kind: 'opened' } })).status).toBe(404);
  });

  it('exports a list as CSV through the exports, listed and downloaded like any export', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const emails = ['a', 'b', 'c'].map((n) => `${n}-${tag}@example.com`);
    const { id } = await sentTo(session, emails);
    await open(emails[2]!);
    await open(emails[0]!);
    await drainQueues(['events']);

    const started = await session.call('POST', `/reports/mailings/${id}/recipients/export`, { json: { kind: 'opened' } });
    expect(started).toMatchObject({
      status: 201,
      body: { state: 'queued', audience: { kind: 'mailingRecipients', mailingId: id, list: 'opened' } },
    });
    await drainQueues(['jobs']);
    expect((await session.call('GET', `/exports/${started.body.id}`)).body).toMatchObject({
      state: 'finished',
      rowsWritten: 2,
      rowsExpected: 2,
    });
    const { url } = (await session.call('GET', `/exports/${started.body.id}/download`)).body;
    const rows = parse(await (await fetch(url)).text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Object.values(r)[0])).toEqual([emails[2], emails[0]]);

    // The ordered reports: reports' files only, each named after its mailing; a subscribers' export is not one.
    const plain = await session.call('POST', '/exports', { json: { audience: { kind: 'statuses', statuses: [8] }, fields: ['email'] } });
    expect(plain.status).toBe(201);
    const ordered = await session.call('GET', '/exports', { query: { group: 'reports' } });
    expect(ordered.body.items).toEqual([expect.objectContaining({ id: started.body.id, title: 'Lista' })]);
    expect((await session.call('GET', '/exports')).body.items.map((j: { id: string }) => j.id)).toEqual([plain.body.id, started.body.id]);
    expect((await session.call('GET', '/exports', { query: { group: 'other' } })).status).toBe(400);
  });
});
