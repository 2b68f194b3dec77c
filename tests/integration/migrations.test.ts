import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { loggedIn, type ApiSession } from './helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { forgetLayout } = await import('@functions/data/layout');
const { keysFor, AccountKeyContext } = await import('@functions/data/keys');
const { runMigration, dryRun } = await import('@functions/migrations/runner');
const { moved } = await import('@functions/migrations/account-layout');
const { migrationsRepository } = await import('@functions/migrations/repository');
const { adminRepository } = await import('@functions/admin/repository');

/**
 * The migration from layout 1 to layout 2 (functions/migrations) on accounts written as before
 * sharding: every item the registry's relocations move ends at its new key exactly once, an
 * interrupted run resumes, the hold refuses writes, a sending in progress keeps the account waiting.
 */
const ID = '2026-11-account-layout-2';
const FAST = { cacheWaitMs: 0, pageSize: 5, startedBy: 'test' } as const;
type Item = Record<string, unknown> & { pk: string; sk: string };

async function partition(pk: string): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as Item[]));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** A layout-1 account (no `dataLayout` on its record) with subscribers, their history, and a mailing's claims and roll-up. */
async function layoutOneAccount(subscribers = 12): Promise<{ session: ApiSession; accountId: string; base: string }> {
  const { session, account } = await loggedIn();
  const accountId = account.accountId;
  await dynamo().send(
    new UpdateCommand({ TableName: config.appTable, Key: keysFor(accountId, 1).account(), UpdateExpression: 'REMOVE dataLayout' }),
  );
  forgetLayout(accountId);
  for (let i = 0; i < subscribers; i++) {
    const res = await session.call('POST', '/subscribers', {
      json: { email: `m${i}-${accountId.slice(-6)}@example.com`, status: 8, emailType: 'normal' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
  const keys = keysFor(accountId, 1);
  const subs = (await partition(keys.context.basePk)).filter((i) => i.sk.startsWith('SUB#'));
  for (const s of subs.slice(0, 4)) {
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.sendClaim('01MAILING', String(s.id ?? s.sk.slice(4))), state: 'sent' },
      }),
    );
  }
  await dynamo().send(new PutCommand({ TableName: config.appTable, Item: { ...keys.engagementRollups('01MAILING')[0], delivered: 4 } }));
  return { session, accountId, base: keys.context.basePk };
}

/** What must move (by the registry) from the base partition, by key. */
const movable = (items: Item[], accountId: string) => items.filter((i) => moved(i, new AccountKeyContext(accountId, 2)));

async function assertMigrated(accountId: string, before: Item[]) {
  const target = new AccountKeyContext(accountId, 2);
  const base = await partition(target.basePk);
  expect(movable(base, accountId), 'nothing movable left in the base partition').toEqual([]);
  for (const item of movable(before, accountId)) {
    const copy = moved(item, target)!.copy;
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: { pk: copy.pk, sk: copy.sk } }));
    expect(out.Item, `${item.sk} at ${copy.pk}`).toEqual(copy);
  }
  forgetLayout(accountId);
  const record = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keysFor(accountId, 1).account() }));
  expect(record.Item).toMatchObject({ dataLayout: 2 });
  expect(record.Item?.migration).toBeUndefined();
}

/** The account's subscribers read as its layout says: every shard of layout 2, or the base partition. */
async function subscriberIds(accountId: string, layout: 1 | 2): Promise<string[]> {
  const keys = keysFor(accountId, layout);
  const items = (await Promise.all(keys.subscriberPartitions().map(({ pk }) => partition(pk)))).flat();
  return items
    .filter((i) => i.sk.startsWith('SUB#'))
    .map((i) => i.sk)
    .sort();
}

describe('the migration to layout 2', () => {
  it('dry run counts per family and writes nothing; the run moves every item once and compares counts', async () => {
    const { accountId, base } = await layoutOneAccount();
    const before = await partition(base);
    const ids = await subscriberIds(accountId, 1);
    expect(ids).toHaveLength(12);

    const report = await dryRun(ID, [accountId]);
    const families = report.accounts.find((a) => a.accountId === accountId)!.families;
    expect(families).toMatchObject({ 'SUB#': 12, 'SUBEMAIL#': 12, 'SEND#': 4, 'ROLLUP#': 1 });
    expect(report.toMove).toBe(movable(before, accountId).length);
    expect(await partition(base)).toEqual(before);

    const result = await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST });
    expect(result).toMatchObject({ status: 'finished', more: false, accounts: { total: 1, done: 1, waiting: 0, failed: 0 } });
    expect(result.moved).toBe(movable(before, accountId).length);
    const cp = await migrationsRepository.checkpoint(ID, accountId);
    for (const [family, c] of Object.entries(cp!.counts)) expect(c.found, family).toBe(c.source);
    expect(cp!.counts['SUB#']).toMatchObject({ source: 12, copied: 12, found: 12, deleted: 12 });
    await assertMigrated(accountId, before);
    expect(await subscriberIds(accountId, 2)).toEqual(ids);
    // A second run finds nothing to do for it, and keeps the record of the run that did the work.
    const again = await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST });
    expect(again).toMatchObject({ status: 'finished', moved: result.moved, startedAt: result.startedAt, accounts: { total: 1, done: 1 } });
    expect(await migrationsRepository.checkpoint(ID, accountId)).toEqual(cp);
  });

  it('an interruption mid-copy and mid-delete resumes without duplicates or loss; writes during the hold get 503', async () => {
    const { session, accountId, base } = await layoutOneAccount(14);
    const other = await layoutOneAccount(2);
    const otherBefore = await partition(other.base);
    const before = await partition(base);
    const ids = await subscriberIds(accountId, 1);
    const held: { status: number; code?: string; retryAfter?: string }[] = [];
    const readsDuringCopy: string[][] = [];
    const listed = ((await session.call('GET', '/subscribers')).body.items as { id: string }[]).map((i) => i.id).sort();
    expect(listed).toHaveLength(14);

    await expect(
      runMigration({
        id: ID,
        onlyAccounts: [accountId],
        ...FAST,
        hook: async (step, { page }) => {
          if (step === 'copy:page' && page === 0) {
            const res = await session.call('POST', '/teams', { json: { name: 'During the hold' } });
            held.push({ status: res.status, code: res.body?.code, retryAfter: res.headers['retry-after'] });
            // A subscriber written now would be left behind in the old layout: refused alike.
            const sub = await session.call('POST', '/subscribers', {
              json: { email: `hold-${accountId.slice(-6)}@example.com`, status: 8, emailType: 'normal' },
            });
            held.push({ status: sub.status, code: sub.body?.code, retryAfter: sub.headers['retry-after'] });
            // Reads go on in layout 1 while the copy runs: the whole subscriber list, as before.
            expect((await session.call('GET', '/teams')).status).toBe(200);
            readsDuringCopy.push(((await session.call('GET', '/subscribers')).body.items as { id: string }[]).map((i) => i.id).sort());
          }
          if (step === 'copy:before-checkpoint' && page === 2) throw new Error('crash mid-copy');
        },
      }),
    ).rejects.toThrow('crash mid-copy');
    expect(held).toEqual(new Array(2).fill({ status: 503, code: 'DATA_MIGRATION_IN_PROGRESS', retryAfter: expect.any(String) }));
    expect(readsDuringCopy).toEqual([listed]);
    expect((await migrationsRepository.checkpoint(ID, accountId))?.phase).toBe('copy');
    forgetLayout(accountId);
    expect((await session.call('POST', '/teams', { json: { name: 'Still held' } })).status).toBe(503);

    await expect(
      runMigration({
        id: ID,
        onlyAccounts: [accountId],
        ...FAST,
        hook: (step, { page }) => {
          if (step === 'delete:before-checkpoint' && page === 1) throw new Error('crash mid-delete');
        },
      }),
    ).rejects.toThrow('crash mid-delete');
    expect((await migrationsRepository.checkpoint(ID, accountId))?.phase).toBe('delete');

    const result = await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST });
    expect(result).toMatchObject({ accounts: { done: 1, failed: 0 } });
    const cp = await migrationsRepository.checkpoint(ID, accountId);
    expect(cp!.counts['SUB#']).toMatchObject({ source: 14, copied: 14, found: 14 });
    await assertMigrated(accountId, before);
    expect(await subscriberIds(accountId, 2)).toEqual(ids);
    // Through the API, now reading every shard and merging them: the same subscribers as before.
    forgetLayout(accountId);
    expect(((await session.call('GET', '/subscribers')).body.items as { id: string }[]).map((i) => i.id).sort()).toEqual(listed);
    expect((await session.call('POST', '/teams', { json: { name: 'After the migration' } })).status).toBe(201);
    // Another layout-1 account was not touched.
    expect(await partition(other.base)).toEqual(otherBefore);
    forgetLayout(other.accountId);
    expect((await other.session.call('POST', '/teams', { json: { name: 'Unaffected' } })).status).toBe(201);
  });

  it('one runner at a time: a live lease refuses a second runner, an expired one is taken over', async () => {
    const { accountId } = await layoutOneAccount(1);
    expect(await migrationsRepository.takeLease(ID, 'someone-else', 60_000)).toBe(true);
    await expect(runMigration({ id: ID, onlyAccounts: [accountId], ...FAST })).rejects.toMatchObject({
      status: 409,
      code: 'MIGRATION_RUNNING',
    });
    forgetLayout(accountId);
    expect(await migrationsRepository.checkpoint(ID, accountId)).toBeUndefined();
    // The other runner died: its lease expires.
    expect(await migrationsRepository.takeLease(ID, 'someone-else', -1)).toBe(true);
    expect(await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST })).toMatchObject({ accounts: { done: 1 } });
  });

  it('a runner whose lease another took over stops at its next page; the next run finishes the account', async () => {
    const { accountId, base } = await layoutOneAccount(4);
    const before = await partition(base);
    await expect(
      runMigration({
        id: ID,
        onlyAccounts: [accountId],
        ...FAST,
        hook: async (step, { page }) => {
          if (step !== 'copy:before-checkpoint' || page !== 0) return;
          // This runner stalled past its lease: another took it over.
          const lease = await migrationsRepository.lease(ID);
          await migrationsRepository.releaseLease(ID, lease!.owner);
          expect(await migrationsRepository.takeLease(ID, 'intruder', 60_000)).toBe(true);
        },
      }),
    ).rejects.toMatchObject({ code: 'MIGRATION_RUNNING' });
    expect((await migrationsRepository.checkpoint(ID, accountId))?.phase).toBe('copy');
    await migrationsRepository.releaseLease(ID, 'intruder');
    expect(await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST })).toMatchObject({ accounts: { done: 1 } });
    await assertMigrated(accountId, before);
  });

  it('an account with a mailing in `sending` is not held: it waits for a later run', async () => {
    const { session, accountId, base } = await layoutOneAccount(2);
    const keys = keysFor(accountId, 1);
    await dynamo().send(
      new PutCommand({ TableName: config.appTable, Item: { ...keys.mailing('01SENDING'), id: '01SENDING', state: 'sending' } }),
    );
    const before = await partition(base);
    const result = await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST });
    expect(result).toMatchObject({ status: 'started', accounts: { waiting: 1, done: 0 }, waitingAccounts: [accountId] });
    expect(await partition(base)).toEqual(before);
    forgetLayout(accountId);
    expect((await session.call('POST', '/teams', { json: { name: 'Not held' } })).status).toBe(201);

    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.mailing('01SENDING'),
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'state' },
        ExpressionAttributeValues: { ':s': 'sent' },
      }),
    );
    expect(await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST })).toMatchObject({
      status: 'finished',
      accounts: { done: 1, waiting: 0 },
    });
  });

  it('a count mismatch stops the account: layout 1 stays live, its copies go, the run is failed', async () => {
    const { session, accountId, base } = await layoutOneAccount(3);
    const before = await partition(base);
    const target = new AccountKeyContext(accountId, 2);
    const lost = moved(
      before.find((i) => i.sk.startsWith('SUB#'))!,
      target,
    )!.copy;
    const result = await runMigration({
      id: ID,
      onlyAccounts: [accountId],
      ...FAST,
      hook: async (step) => {
        // A copy that went missing between copy and compare.
        if (step === 'compare') await dynamo().send(new DeleteCommand({ TableName: config.appTable, Key: { pk: lost.pk, sk: lost.sk } }));
      },
    });
    expect(result).toMatchObject({
      status: 'failed',
      accounts: { failed: 1, done: 0 },
      failedAccounts: [{ accountId, reason: expect.stringContaining('SUB# source 3 found 2') }],
    });
    expect(await partition(base)).toEqual(before);
    for (const item of movable(before, accountId)) {
      const copy = moved(item, target)!.copy;
      expect(
        (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: { pk: copy.pk, sk: copy.sk } }))).Item,
        copy.sk,
      ).toBeUndefined();
    }
    forgetLayout(accountId);
    expect((await session.call('POST', '/teams', { json: { name: 'Layout 1 live' } })).status).toBe(201);
    expect(
      (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keysFor(accountId, 1).account() }))).Item?.dataLayout,
    ).toBeUndefined();
    // A later run tries it again from the start.
    expect(await runMigration({ id: ID, onlyAccounts: [accountId], ...FAST })).toMatchObject({ status: 'finished', accounts: { done: 1 } });
  });

  it('the admin API: super administrators alone list migrations and dry-run; a second runner is refused with 409', async () => {
    const { accountId } = await layoutOneAccount(2);
    const { session: stranger } = await loggedIn();
    for (const [method, path] of [
      ['GET', '/admin/migrations'],
      ['POST', `/admin/migrations/${ID}/dry-run`],
      ['POST', `/admin/migrations/${ID}/run`],
    ] as const) {
      expect((await stranger.call(method, path, { json: method === 'GET' ? undefined : {} })).status, path).toBe(404);
    }
    const admin = await loggedIn();
    await adminRepository.setPlatformRole(admin.account.email, 'SUPER_ADMIN');
    const list = await admin.session.call('GET', '/admin/migrations');
    expect(list.status).toBe(200);
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: ID, description: expect.any(String), status: expect.any(String), running: false }),
    ]);

    const dry = await admin.session.call('POST', `/admin/migrations/${ID}/dry-run`, { json: {} });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    if (dry.body.complete)
      expect(dry.body.accounts).toContainEqual({ accountId, families: expect.objectContaining({ 'SUB#': 2, 'SUBEMAIL#': 2 }) });
    expect((await admin.session.call('GET', '/admin/migrations')).body.items[0].dryRun).toMatchObject({ at: dry.body.at });
    expect((await admin.session.call('POST', '/admin/migrations/nope/dry-run', { json: {} })).status).toBe(404);

    // Running over every account of the shared emulator would move other tests' accounts: a held lease answers first.
    expect(await migrationsRepository.takeLease(ID, 'api-test', 60_000)).toBe(true);
    const refused = await admin.session.call('POST', `/admin/migrations/${ID}/run`, { json: {} });
    expect(refused).toMatchObject({ status: 409, body: { code: 'MIGRATION_RUNNING', params: { id: ID } } });
    expect((await admin.session.call('GET', '/admin/migrations')).body.items[0].running).toBe(true);
    await migrationsRepository.releaseLease(ID, 'api-test');
  });
});

describe('npm run migrate', () => {
  it('counts per account and family in a dry run against a named table, and writes nothing', async () => {
    const { accountId, base } = await layoutOneAccount(3);
    const before = await partition(base);
    const { execFile } = await import('node:child_process');
    const { promisify } = await import('node:util');
    // Only the dry run: a real run would move every layout-1 account of the shared emulator, other tests' too.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/migrate.mjs', '--dry-run', '--id', ID, '--table', config.appTable],
      { env: process.env, timeout: 120_000 },
    );
    expect(stdout).toContain(`[migrate] ${config.appTable} (${process.env.AWS_ENDPOINT_URL})`);
    expect(stdout).toMatch(new RegExp(`${accountId}: .*SUB# 3.*`));
    expect(stdout).toMatch(/dry run: \d+ accounts, \d+ items would move; nothing was written/);
    expect(await partition(base)).toEqual(before);
  });
});
