import { describe, expect, it } from 'vitest';
import PostalMime from 'postal-mime';
import { TEST_SENDS_PER_DAY } from '@shared/constants';
import { loggedIn, mailTo } from './helpers';
import { restrictedAccount } from './restriction-helpers';

const { takeTestSends } = await import('@functions/sending/test-sends');

const mailing = (html: string) => ({
  name: 'Test',
  subject: 'Oferta dla {{ firstname | default: "Ciebie" }}',
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html,
  preheader: 'Zajrzyj',
});
const HTML = '<p>Cześć {{ firstname | default: "Kliencie" }}</p><a href="https://shop.example/a">Sklep</a>';

describe('mailings.testSend', () => {
  it('sends [TEST] messages to a test group and typed subscribers through the real path, untracked, each address once', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const subscriber = `ts-sub-${tag}@example.com`;
    const groupOnly = `ts-group-${tag}@example.com`;
    expect((await session.call('POST', '/subscribers', { json: { email: subscriber, props: { firstname: 'Ola' } } })).status).toBe(201);
    const group = await session.call('POST', '/settings/company/test-groups', {
      json: { name: 'Zespół', emails: [groupOnly, subscriber] },
    });
    expect(group.status).toBe(201);
    const created = (await session.call('POST', '/mailings', { json: mailing(HTML) })).body;

    const res = await session.call('POST', `/mailings/${created.id}/test`, {
      json: { emails: [subscriber.toUpperCase()], testGroupId: group.body.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { email: subscriber, status: 'sent' },
      { email: groupOnly, status: 'sent' },
    ]);
    const [toSubscriber] = await mailTo(subscriber);
    expect(await mailTo(subscriber)).toHaveLength(1);
    const personal = await PostalMime.parse(toSubscriber!.raw);
    expect(personal.subject).toBe('[TEST] Oferta dla Ola');
    expect(personal.html).toContain('Cześć Ola');
    expect(personal.html).toContain('Zajrzyj');
    // Links go straight to their destination: a test reader's click counts nowhere.
    expect(personal.html).toContain('href="https://shop.example/a"');
    expect(personal.html).not.toContain('/t/c/');
    expect(personal.html).not.toContain('/t/o/');
    const other = await PostalMime.parse((await mailTo(groupOnly))[0]!.raw);
    expect(other.subject).toBe('[TEST] Oferta dla Ciebie');
    expect(other.html).toContain('Cześć Kliencie');
    // The mailing's statistics did not move.
    expect((await session.call('GET', `/mailings/${created.id}`)).body.stats).toMatchObject({ sent: 0, recipients: 0 });
  });

  it('refuses, address by address, one that is neither a subscriber in reach nor in a test group', async () => {
    const { member, inside, outside, owner } = await restrictedAccount({ inside: 1, outside: 1 });
    const created = (await owner.call('POST', '/mailings', { json: mailing(HTML) })).body;
    const stranger = `stranger-${Date.now()}@example.com`;
    const res = await member.session.call('POST', `/mailings/${created.id}/test`, {
      json: { emails: [inside[0]!.email, outside[0]!.email, stranger] },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { email: inside[0]!.email, status: 'sent' },
      { email: outside[0]!.email, status: 'not_sent', error: 'TEST_SEND_ADDRESS_NOT_ALLOWED' },
      { email: stranger, status: 'not_sent', error: 'TEST_SEND_ADDRESS_NOT_ALLOWED' },
    ]);
    expect(await mailTo(outside[0]!.email)).toEqual([]);
    expect(await mailTo(stranger)).toEqual([]);
    expect(await mailTo(inside[0]!.email)).toHaveLength(1);
  });

  it('counts towards the daily test messages, all or none', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    const emails = [`lim-a-${tag}@example.com`, `lim-b-${tag}@example.com`];
    const group = await session.call('POST', '/settings/company/test-groups', { json: { name: 'Limit', emails } });
    const created = (await session.call('POST', '/mailings', { json: mailing(HTML) })).body;
    await takeTestSends(account.accountId, TEST_SENDS_PER_DAY - 1);
    const res = await session.call('POST', `/mailings/${created.id}/test`, { json: { testGroupId: group.body.id } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'FEATURE_LIMIT_REACHED',
      params: { limit: 'testSends', max: TEST_SENDS_PER_DAY, used: TEST_SENDS_PER_DAY - 1 },
    });
    for (const e of emails) expect(await mailTo(e)).toEqual([]);
    const one = await session.call('POST', `/mailings/${created.id}/test`, { json: { emails: [emails[0]] } });
    expect(one.body.results).toEqual([{ email: emails[0], status: 'sent' }]);
  });

  it('answers 400 without recipients and 404 for a test group the account does not have', async () => {
    const { session } = await loggedIn();
    const created = (await session.call('POST', '/mailings', { json: mailing(HTML) })).body;
    const none = await session.call('POST', `/mailings/${created.id}/test`, { json: { emails: [] } });
    expect(none.status).toBe(400);
    const missing = await session.call('POST', `/mailings/${created.id}/test`, { json: { testGroupId: 'nosuchgroup' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('TEST_GROUP_NOT_FOUND');
  });
});
