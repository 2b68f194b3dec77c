import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { importFile, subscriberByEmail } from './imports-helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');

/**
 * Change history names things, never ids: an import by its file's name (or as a pasted list, or as
 * gone), the account log's subscriber by address (or as forgotten), a user by e-mail.
 */
describe('change history names', () => {
  it('an import by its file name, a pasted list as such, and an import no longer kept as gone', async () => {
    const { session, account } = await loggedIn();
    const done = await importFile(session, 'email;imie\nala@example.com;Ala\n', {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'firstname' },
      ],
    });
    expect(done.state).toBe('finished');
    const pasted = await session.call('POST', '/imports/manual', { json: { text: 'ola@example.com', mode: 2 } });
    expect(pasted.status).toBeLessThan(300);
    await drainQueues();

    const ala = await subscriberByEmail(session, 'ala@example.com');
    const ola = await subscriberByEmail(session, 'ola@example.com');
    const aHistory = (await session.call('GET', `/subscribers/${ala.id}/history`)).body.items;
    expect(aHistory[0].actor).toMatchObject({ kind: 'import', importId: done.id, importSource: 'file', importName: 'subscribers.csv' });
    const oHistory = (await session.call('GET', `/subscribers/${ola.id}/history`)).body.items;
    expect(oHistory[0].actor).toMatchObject({ kind: 'import', importSource: 'manual' });
    expect(oHistory[0].actor.importName).toBeUndefined();

    // The import's record is gone (an operator removed it): the line still reads, as gone.
    const keys = await tenant(account.accountId, 'write');
    await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: keys.importJob(done.id) }));
    const after = (await session.call('GET', `/subscribers/${ala.id}/history`)).body.items;
    expect(after[0].actor).toMatchObject({ kind: 'import', importSource: 'gone' });
    expect(JSON.stringify(after[0].actor)).not.toContain('subscribers.csv');
  });

  it('the account log names each subscriber by address, and a forgotten one as forgotten', async () => {
    const { session, account } = await loggedIn();
    const kept = (await session.call('POST', '/subscribers', { json: { email: 'kept@example.com' } })).body;
    const bySms = (await session.call('POST', '/subscribers', { json: { gsm: '+48600100200' } })).body;
    const gone = (await session.call('POST', '/subscribers', { json: { email: 'gone@example.com' } })).body;
    expect((await session.call('POST', `/subscribers/${gone.id}/forget`, { json: {} })).status).toBe(200);

    const log = (await session.call('GET', '/subscribers/history', { query: { limit: '50' } })).body.items as {
      subscriberId: string;
      subscriberEmail?: string;
      subscriberGsm?: string;
      subscriberForgotten?: boolean;
      actor: { kind: string; email?: string };
    }[];
    const line = (id: string) => log.find((l) => l.subscriberId === id)!;
    expect(line(kept.id)).toMatchObject({ subscriberEmail: 'kept@example.com', actor: { kind: 'user', email: account.email } });
    expect(line(kept.id).subscriberForgotten).toBeUndefined();
    expect(line(bySms.id)).toMatchObject({ subscriberGsm: '48600100200' });
    expect(line(gone.id)).toMatchObject({ subscriberForgotten: true });
    expect(line(gone.id).subscriberEmail).toBeUndefined();
  });
});
