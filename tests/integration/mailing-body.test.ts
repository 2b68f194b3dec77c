import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, mailTo } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');

/*
 * A mailing's html is an item of its own: the senders add their counters to the mailing item once a
 * batch, and DynamoDB charges each of those writes by the size of the whole item (bench:partitions).
 */

const item = async (Key: Record<string, string>) => (await dynamo().send(new GetCommand({ TableName: config.appTable, Key }))).Item;
const html = (text: string) => `<p>${text} {{name}}</p>${'<p>Treść wiadomości.</p>'.repeat(2000)}`;

describe('a mailing body', () => {
  it('is kept apart from the mailing item, saved with each edit, and sent as edited', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    expect((await session.call('POST', '/subscribers', { json: { email: `a-${tag}@example.com`, name: 'Ala' } })).status).toBe(201);
    const content = { name: 'Body', subject: 'Hej', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: html('Pierwsza') };
    const created = await session.call('POST', '/mailings', { json: content });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const keys = await tenant(account.accountId);
    expect((await item(keys.mailing(id)))!.html).toBeUndefined();
    expect((await item(keys.mailingBody(id)))!.html).toBe(content.html);

    expect((await session.call('PUT', `/mailings/${id}`, { json: { ...content, html: html('Druga') } })).status).toBe(200);
    expect((await session.call('GET', `/mailings/${id}`)).body.html).toBe(html('Druga'));
    const listed = (await session.call('GET', '/mailings')).body.items.find((m: { id: string }) => m.id === id);
    expect(listed.html).toBe(html('Druga'));
    // The mailing item stays small whatever the body: a batch's counters rewrite a few hundred bytes.
    expect(JSON.stringify(await item(keys.mailing(id))).length).toBeLessThan(1024);

    expect((await session.call('POST', `/mailings/${id}/send`, { json: {} })).status).toBe(202);
    await drainQueues();
    const [mail] = await mailTo(tag);
    expect(mail!.raw.toString()).toContain('Druga');
    expect((await session.call('GET', `/mailings/${id}`)).body).toMatchObject({ state: 'sent', stats: { sent: 1 } });
  });

  it('of a mailing saved with its html inline (before bodies moved out) is still read, sent, and moved out by an edit', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    await session.call('POST', '/subscribers', { json: { email: `b-${tag}@example.com`, name: 'Ola' } });
    const content = { name: 'Old', subject: 'Hej', fromName: 'Sklep', fromEmail: 'news@goniec.test', html: '<p>Stara {{name}}</p>' };
    const id = (await session.call('POST', '/mailings', { json: content })).body.id as string;
    const keys = await tenant(account.accountId);
    const old = { ...(await item(keys.mailing(id)))!, html: content.html };
    await dynamo().send(new PutCommand({ TableName: config.appTable, Item: old }));
    await dynamo().send(new PutCommand({ TableName: config.appTable, Item: { ...keys.mailingBody(id), html: '<p>not this one</p>' } }));
    expect((await session.call('GET', `/mailings/${id}`)).body.html).toBe(content.html);

    expect((await session.call('PUT', `/mailings/${id}`, { json: { ...content, html: '<p>Nowa {{name}}</p>' } })).status).toBe(200);
    expect((await item(keys.mailing(id)))!.html).toBeUndefined();
    expect((await session.call('GET', `/mailings/${id}`)).body.html).toBe('<p>Nowa {{name}}</p>');
    await session.call('POST', `/mailings/${id}/send`, { json: {} });
    await drainQueues();
    const [mail] = await mailTo(tag);
    expect(mail!.raw.toString()).toContain('Nowa');
  });
});
