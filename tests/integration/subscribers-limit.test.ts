import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';
import { importFile, reportRows, subscriberByEmail, upload, REJECTED_PL, SKIPPED_PL, reasonPl } from './imports-helpers';
import { setPlan } from './users-helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { runImportJob } = await import('@functions/imports/job');
const { importsRepository } = await import('@functions/imports/repository');

/**
 * Puts `subscribed` subscribers (status 8) and `forgotten` ones (status 9) on the account's counters
 * without writing them: the limit reads the counters (STATS#SUBSCRIBERS, summed over the shards: these
 * go on shard 3's), so a trial account near its 1000 costs one update instead of a thousand subscribers.
 */
async function seedCounters(accountId: string, subscribed: number, forgotten = 0): Promise<void> {
  const keys = await tenant(accountId);
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: keys.subscriberStats(keys.layout === 1 ? 0 : 3),
      UpdateExpression: 'ADD #total :total, s8 :s8, s9 :s9',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':total': subscribed + forgotten, ':s8': subscribed, ':s9': forgotten },
    }),
  );
}

const add = (session: ApiSession, email: string) => session.call('POST', '/subscribers', { json: { email } });
const LIMIT_REACHED = { code: 'FEATURE_LIMIT_REACHED', params: { limit: 'subscribers', max: 1000 } };

describe('the plan’s subscriber limit (spec section 9: a trial holds up to 1000)', () => {
  it('refuses a new subscriber through the form at the limit, does not count the forgotten, and a bigger plan lifts it', async () => {
    const { session, account } = await loggedIn();
    // 999 counted, and 4 forgotten who are only fingerprints now.
    await seedCounters(account.accountId, 999, 4);
    const last = await add(session, 'last@example.pl');
    expect(last.status).toBe(201);
    const refused = await add(session, 'one-too-many@example.pl');
    expect([refused.status, refused.body]).toEqual([403, LIMIT_REACHED]);
    // Editing is not adding.
    expect(
      (await session.call('PUT', `/subscribers/${last.body.id}`, { json: { version: last.body.version, name: 'Ostatni' } })).status,
    ).toBe(200);

    // Forgetting someone frees their place.
    expect((await session.call('POST', `/subscribers/${last.body.id}/forget`, { json: {} })).body.status).toBe(9);
    expect((await add(session, 'one-too-many@example.pl')).status).toBe(201);
    expect((await add(session, 'again@example.pl')).body).toEqual(LIMIT_REACHED);

    await setPlan(account.accountId, 'standard');
    expect((await add(session, 'again@example.pl')).status).toBe(201);
  });

  it('lets a file import add new subscribers only up to the limit, report the rest and still update the existing ones', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('POST', '/subscribers', { json: { email: 'stala@example.pl', name: 'Stała' } })).status).toBe(201);
    // 997 with the one above: three places left.
    await seedCounters(account.accountId, 996);
    const file = [
      'email,name',
      'nowa1@example.pl,Nowa 1',
      'stala@example.pl,Stała Klientka',
      'nie-adres,Zły',
      ...[2, 3, 4, 5].map((i) => `nowa${i}@example.pl,Nowa ${i}`),
    ].join('\n');
    const mapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'name' },
    ];

    const done = await importFile(session, file, { mapping });
    expect(done).toMatchObject({
      state: 'finished',
      counters: { rowsRead: 7, imported: 3, updated: 1, rejected: 1, skipped: 2, skippedBy: { limit: 2 } },
    });
    expect((await subscriberByEmail(session, 'stala@example.pl')).name).toBe('Stała Klientka');
    expect(await subscriberByEmail(session, 'nowa3@example.pl')).toBeDefined();
    expect(await subscriberByEmail(session, 'nowa4@example.pl')).toBeUndefined();
    expect((await reportRows(session, done.id)).slice(1)).toEqual([
      ['4', REJECTED_PL, reasonPl('SUBSCRIBER_INVALID_EMAIL'), 'E-mail', 'nie-adres', 'Zły'],
      ['7', SKIPPED_PL, reasonPl('IMPORT_SUBSCRIBER_LIMIT'), '', 'nowa4@example.pl', 'Nowa 4'],
      ['8', SKIPPED_PL, reasonPl('IMPORT_SUBSCRIBER_LIMIT'), '', 'nowa5@example.pl', 'Nowa 5'],
    ]);
    const stats = (await session.call('GET', '/subscribers/stats')).body;
    expect(stats.total).toBe(1000);

    // A manual import likewise: the update applies, the new address is reported.
    const manual = await session.call('POST', '/imports/manual', {
      json: { text: 'stala@example.pl;Stała Klientka VIP\nreczna@example.pl', mode: 2 },
    });
    expect(manual.body.import.counters).toMatchObject({ imported: 0, updated: 1, skipped: 1, skippedBy: { limit: 1 } });
    expect(manual.body.rows).toEqual([{ line: 2, outcome: 'skipped', code: 'IMPORT_SUBSCRIBER_LIMIT', row: ['reczna@example.pl'] }]);

    // On a bigger plan the same file adds what it could not; the rest is unchanged.
    await setPlan(account.accountId, 'standard');
    const again = await importFile(session, file, { mapping });
    expect(again.counters).toMatchObject({ imported: 2, updated: 1, unchanged: 3, skipped: 0 });
    expect((await reportRows(session, again.id)).slice(1).map((r) => r[2])).toEqual([reasonPl('SUBSCRIBER_INVALID_EMAIL')]);
  });

  it('counts the places taken across batches and across resumed runs exactly', async () => {
    const { session, account } = await loggedIn();
    await seedCounters(account.accountId, 950);
    // 120 new addresses, 50 places: a batch holds about two dozen new subscribers, and every run below commits one batch.
    const file = ['email', ...Array.from({ length: 120 }, (_, i) => `k${String(i).padStart(3, '0')}@example.pl`)].join('\n');
    const fileId = await upload(session, 'many.csv', file);
    const started = await session.call('POST', '/imports', {
      json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
    });
    expect(started.status).toBe(201);
    const job = { kind: 'import' as const, accountId: account.accountId, importId: started.body.id as string };
    // A clock that is always nearly out: each run stops after one committed batch (its continuation is enqueued; we run it here).
    let runs = 0;
    while ((await importsRepository.get(account.accountId, job.importId))!.state !== 'finished' && runs < 20) {
      await runImportJob(job, { remainingMs: () => 1000, attempt: 1, maxAttempts: 3 });
      runs++;
    }
    expect(runs).toBeGreaterThan(2);
    const done = (await session.call('GET', `/imports/${job.importId}`)).body;
    expect(done).toMatchObject({ state: 'finished', counters: { rowsRead: 120, imported: 50, skipped: 70, skippedBy: { limit: 70 } } });
    expect((await session.call('GET', '/subscribers/stats')).body.total).toBe(1000);
    const report = (await reportRows(session, job.importId)).slice(1);
    expect(report.map((r) => r[4])).toEqual(Array.from({ length: 70 }, (_, i) => `k${String(i + 50).padStart(3, '0')}@example.pl`));
  }, 60_000);
});
