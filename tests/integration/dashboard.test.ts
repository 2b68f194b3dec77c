import { describe, expect, it } from 'vitest';
import { createTestAccount, drainQueues, loggedIn, trackingRequest } from './helpers';
import PostalMime from 'postal-mime';
import { mailTo } from './helpers';

const { domainsService } = await import('@functions/domains/service');

describe('GET /users/dashboards', () => {
  it('counts subscribers by status and e-mails sent this month against the plan limits', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    for (const name of ['a', 'b', 'c']) await session.call('POST', '/subscribers', { json: { email: `${name}-${tag}@example.com` } });
    await session.call('POST', '/subscribers', { json: { email: `d-${tag}@example.com`, status: 6 } });
    await session.call('POST', '/subscribers', { json: { email: `e-${tag}@example.com`, status: 2 } });

    let board = (await session.call('GET', '/users/dashboards')).body;
    expect(board.quickActions).toEqual(['newMailing', 'newSMS']);
    expect(board.subscribers).toMatchObject({ total: 5, subscribed: 4, byStatus: { 8: 3, 6: 1, 2: 1, 3: 0 } });
    expect(board.payments).toMatchObject({
      plan: 'trial',
      limits: { subscribers: 1000, emailsPerMonth: 12000 },
      usage: { subscribers: 5, emailsThisMonth: 0 },
    });

    const mailing = (
      await session.call('POST', '/mailings', {
        json: { name: 'Dash', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
      })
    ).body;
    await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} });
    await drainQueues();
    // Unsubscribing moves the count from "verified" to "unsubscribed".
    const email = await PostalMime.parse((await mailTo(`a-${tag}@example.com`))[0]!.raw);
    const unsubscribe = /<(https:\/\/goniec\.test\/t\/u\/[^>]+)>/.exec(email.headers.find((h) => h.key === 'list-unsubscribe')!.value)![1]!;
    await trackingRequest('POST', new URL(unsubscribe).pathname, { body: 'List-Unsubscribe=One-Click' });

    board = (await session.call('GET', '/users/dashboards')).body;
    expect(board.subscribers).toMatchObject({ total: 5, subscribed: 3, byStatus: { 8: 2, 3: 1 } });
    expect(board.payments.usage.emailsThisMonth).toBe(4);

    // A forgotten subscriber stays in the counts by status but takes no place under the plan's limit.
    const unsubscribed = (await session.call('GET', '/subscribers', { query: { search: `e-${tag}@` } })).body.items[0];
    await session.call('POST', `/subscribers/${unsubscribed.id}/forget`, { json: {} });
    board = (await session.call('GET', '/users/dashboards')).body;
    expect(board.subscribers).toMatchObject({ total: 5, byStatus: { 2: 0, 9: 1 } });
    expect(board.payments.usage.subscribers).toBe(4);
  });

  it('leaves out the modules the user may not see', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true } }));
    const board = (await session.call('GET', '/users/dashboards')).body;
    expect(board.quickActions).toEqual([]);
    expect(board.subscribers).toBeDefined();
    expect(board.payments).toBeUndefined();
  });
});

describe('the getting-started panel of GET /users/dashboards', () => {
  const steps = async (session: Awaited<ReturnType<typeof loggedIn>>['session']) =>
    (await session.call('GET', '/users/dashboards')).body.gettingStarted?.steps;

  it('lists the next steps of an empty account, each done from its data, and goes once all are done', async () => {
    const { session, account } = await loggedIn();
    expect(await steps(session)).toEqual([
      { id: 'importSubscribers', done: false },
      { id: 'sendingDomain', done: false },
      { id: 'firstMailing', done: false },
    ]);
    await session.call('POST', '/subscribers', { json: { email: `first-${account.accountId.toLowerCase()}@example.com` } });
    expect(await steps(session)).toEqual([
      { id: 'importSubscribers', done: true },
      { id: 'sendingDomain', done: false },
      { id: 'firstMailing', done: false },
    ]);
    const mailing = await session.call('POST', '/mailings', {
      json: { name: 'First', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
    });
    expect(mailing.status).toBe(201);
    // A domain added is not yet a domain to send from: the step is done once it is verified.
    const domain = `start-${account.accountId.toLowerCase()}.example.com`;
    expect((await session.call('POST', '/settings/company/domains', { json: { domain } })).status).toBe(201);
    expect(await steps(session)).toEqual([
      { id: 'importSubscribers', done: true },
      { id: 'sendingDomain', done: false },
      { id: 'firstMailing', done: true },
    ]);
    const devTools = process.env.GONIEC_DEV_TOOLS;
    process.env.GONIEC_DEV_TOOLS = 'true';
    try {
      await domainsService.markVerifiedLocally(account.accountId, domain);
    } finally {
      if (devTools === undefined) delete process.env.GONIEC_DEV_TOOLS;
      else process.env.GONIEC_DEV_TOOLS = devTools;
    }
    expect(await steps(session)).toBeUndefined();
  });

  it('offers only the steps the user may take', async () => {
    const importer = await loggedIn(await createTestAccount({ permissions: { PERM_AIMPORT: true } }));
    expect(await steps(importer.session)).toEqual([{ id: 'importSubscribers', done: false }]);
    const reader = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true } }));
    expect(await steps(reader.session)).toBeUndefined();
  });

  it('can be dismissed, and stays dismissed for that user', async () => {
    const { session } = await loggedIn();
    expect(await steps(session)).toHaveLength(3);
    expect((await session.call('POST', '/users/dashboards/getting-started/dismiss', { json: {} })).body).toEqual({ ok: true });
    expect(await steps(session)).toBeUndefined();
    expect((await session.call('POST', '/users/dashboards/getting-started/dismiss', { json: {} })).status).toBe(200);
    expect(await steps(session)).toBeUndefined();
  });
});
