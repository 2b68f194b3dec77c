import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo } from './helpers';

const { usersRepository } = await import('@functions/users/repository');
const { dynamo } = await import('@functions/platform/aws');
const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');

describe('blacklist', () => {
  it('adds valid rows only when all are valid, lists, searches and removes them', async () => {
    const { session } = await loggedIn();
    const bad = await session.call('POST', '/blacklist', {
      json: { type: 'domain', rows: ['spam.example', '', 'not a domain', 'ok.pl', '-bad-.pl'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.params.errors).toEqual([
      { path: 'rows.2', code: 'BLACKLIST_INVALID_DOMAIN', params: { line: 3 } },
      { path: 'rows.4', code: 'BLACKLIST_INVALID_DOMAIN', params: { line: 5 } },
    ]);
    expect((await session.call('GET', '/blacklist', { query: { type: 'domain' } })).body.items).toEqual([]);

    expect(
      (await session.call('POST', '/blacklist', { json: { type: 'domain', rows: ['Spam.Example', '@ok.pl', 'ok.pl'] } })).body,
    ).toEqual({ added: 2, alreadyListed: 0 });
    expect((await session.call('POST', '/blacklist', { json: { type: 'domain', rows: ['ok.pl', 'new.pl'] } })).body).toEqual({
      added: 1,
      alreadyListed: 1,
    });
    expect(
      (await session.call('POST', '/blacklist', { json: { type: 'email', rows: ['Jan@Example.com', 'x@'] } })).body.params.errors,
    ).toEqual([{ path: 'rows.1', code: 'SUBSCRIBER_INVALID_EMAIL', params: { line: 2 } }]);
    expect(
      (await session.call('POST', '/blacklist', { json: { type: 'gsm', rows: ['601 234 567', '+49 1512 3456789'] } })).body.added,
    ).toBe(2);

    const domains = (await session.call('GET', '/blacklist', { query: { type: 'domain' } })).body.items.map(
      (e: { value: string }) => e.value,
    );
    expect(domains).toEqual(['new.pl', 'ok.pl', 'spam.example']);
    expect(
      (await session.call('GET', '/blacklist', { query: { type: 'domain', search: 'SP' } })).body.items.map(
        (e: { value: string }) => e.value,
      ),
    ).toEqual(['spam.example']);
    expect((await session.call('GET', '/blacklist', { query: { type: 'gsm' } })).body.items.map((e: { value: string }) => e.value)).toEqual(
      ['48601234567', '4915123456789'],
    );

    expect((await session.call('DELETE', '/blacklist', { json: { type: 'domain', values: ['OK.pl', 'never.pl'] } })).body).toEqual({
      removed: 1,
    });
    const tooMany = await session.call('POST', '/blacklist', {
      json: { type: 'email', rows: Array.from({ length: 1001 }, (_, i) => `a${i}@x.pl`) },
    });
    expect(tooMany.body.params.errors[0]).toEqual({ path: 'rows', code: 'BLACKLIST_TOO_MANY_ROWS' });
  });

  it('is off while the account’s blacklist_enabled config is off', async () => {
    const { session, account } = await loggedIn();
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: (await tenant(account.accountId)).account(),
        UpdateExpression: 'SET #c.blacklist_enabled = :f',
        ExpressionAttributeNames: { '#c': 'config' },
        ExpressionAttributeValues: { ':f': false },
      }),
    );
    expect((await usersRepository.getAccount(account.accountId))?.config.blacklist_enabled).toBe(false);
    const res = await session.call('GET', '/blacklist', { query: { type: 'email' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 'FEATURE_NOT_ENABLED', params: { feature: 'blacklist_enabled' } });
  });

  it('is never sent to: blacklisted addresses and domains are skipped by the sender', async () => {
    const { session } = await loggedIn();
    for (const email of ['ok@fine.pl', 'blocked@fine.pl', 'someone@banned.pl'])
      await session.call('POST', '/subscribers', { json: { email } });
    await session.call('POST', '/blacklist', { json: { type: 'email', rows: ['blocked@fine.pl'] } });
    await session.call('POST', '/blacklist', { json: { type: 'domain', rows: ['banned.pl'] } });
    const mailing = (
      await session.call('POST', '/mailings', {
        json: { name: 'BL', subject: 'Hej', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' },
      })
    ).body;
    expect((await session.call('POST', `/mailings/${mailing.id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const report = (await session.call('GET', `/mailings/${mailing.id}`)).body;
    expect(report.stats).toMatchObject({ recipients: 3, sent: 1 });
    expect(await mailTo('blocked@fine.pl')).toEqual([]);
    expect(await mailTo('someone@banned.pl')).toEqual([]);
    expect((await mailTo('ok@fine.pl')).length).toBeGreaterThan(0);
  });
});
