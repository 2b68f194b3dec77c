import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn } from './helpers';
import { oneOfEach } from './sweep-resources';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { tenant } = await import('@functions/data/tenant');
const { forgetLayout } = await import('@functions/data/layout');

/**
 * The account's own records, its people, campaigns and jobs stay in its base partition in both
 * layouts (data/keys/account.ts, people.ts, campaigns.ts, jobs.ts): the same code serves an account
 * written before sharding (layout 1, no `dataLayout` on its record) and a new one (layout 2), and a
 * migration's hold on the account refuses their writes like every other write of its data.
 */

/** Changes the account's record as the migration would (or as accounts from before sharding have it), and forgets this container's copy. */
async function changeRecord(accountId: string, update: string, values?: Record<string, unknown>): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: config.appTable,
      Key: (await tenant(accountId)).account(),
      UpdateExpression: update,
      ExpressionAttributeValues: values,
    }),
  );
  forgetLayout(accountId);
}

/** The kinds of item in the account's base partition (the first segment of each sort key). */
async function baseKinds(accountId: string): Promise<Set<string>> {
  return new Set(await baseKindList(accountId));
}

/** How many items of `kind` the base partition holds. */
const countOf = async (accountId: string, kind: string) => (await baseKindList(accountId)).filter((k) => k === kind).length;

async function baseKindList(accountId: string): Promise<string[]> {
  const pk = (await tenant(accountId)).account().pk;
  const out = await dynamo().send(
    new QueryCommand({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'sk',
    }),
  );
  return (out.Items ?? []).map((item) => String(item.sk).split('#')[0]!);
}

const LOW_VOLUME_KINDS = [
  'ACCOUNT',
  'SENDER',
  'SENDERDEFAULT',
  'TESTGRP',
  'TESTGRPNAME',
  'TAG',
  'TAGNAME',
  'MEMBER',
  'INVITE',
  'ROLE',
  'ROLENAME',
  'TEAM',
  'TEAMNAME',
  'PROP',
  'PROPNAME',
  'PROPPH',
  'MAILING',
  'SMS',
  'SEG',
  'SEGEST',
  'IMPORT',
  'IMPSCHEMA',
  'IMPSCHEMANAME',
  'IMPSCHEMAS',
  'EXPORT',
  'BL',
];

describe.each([1, 2] as const)('the low-volume domains in layout %i', (layout) => {
  it('create, list, read, change and delete each kind through the same code, all in the base partition', async () => {
    const { session, account } = await loggedIn();
    if (layout === 1) await changeRecord(account.accountId, 'REMOVE dataLayout');
    expect((await tenant(account.accountId)).layout).toBe(layout);

    const ids = await oneOfEach(session, account.accountId, `layout${layout}`);
    const get = async (path: string, query?: Record<string, string>) => {
      const res = await session.call('GET', path, { query });
      expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
      return JSON.stringify(res.body);
    };
    expect(await get('/users/permissions')).toContain(ids.role);
    expect(await get('/teams')).toContain(ids.team);
    expect(await get('/properties')).toContain(ids.property);
    expect(await get('/imports/schemas')).toContain(ids.importSchema);
    expect(await get('/imports')).toContain(ids.import);
    expect(await get('/exports')).toContain(ids.export);
    expect(await get('/mailings')).toContain(ids.mailing);
    expect(await get('/sms')).toContain(ids.sms);
    expect(await get('/segments')).toContain(ids.segment);
    expect(await get('/users')).toContain(ids.invitation);
    expect(await get('/blacklist', { type: 'email' })).toContain(`blocked-layout${layout}@example.com`);
    expect(JSON.parse(await get(`/segments/${ids.segment}`))).toMatchObject({ state: 'ready' });
    expect(JSON.parse(await get(`/exports/${ids.export}`))).toMatchObject({ state: 'finished' });
    expect(JSON.parse(await get(`/segments/estimates/${ids.estimate}`))).toMatchObject({ state: 'finished' });
    for (const kind of LOW_VOLUME_KINDS) expect(await baseKinds(account.accountId), kind).toContain(kind);

    expect((await session.call('PUT', `/teams/${ids.team}`, { json: { name: `Renamed ${layout}` } })).status).toBe(200);
    expect(await get('/teams')).toContain(`Renamed ${layout}`);
    expect((await session.call('DELETE', `/users/permissions/${ids.role}`, { json: {} })).status).toBe(200);
    expect((await session.call('DELETE', `/imports/schemas/${ids.importSchema}`, { json: {} })).status).toBe(200);
    // The sweep's consent keeps its consent property (those are not deletable): one property fewer, not none.
    const properties = await Promise.all(['PROP', 'PROPNAME', 'PROPPH'].map((kind) => countOf(account.accountId, kind)));
    expect((await session.call('DELETE', `/properties/${ids.property}`, { json: {} })).status).toBe(200);
    const after = await baseKinds(account.accountId);
    for (const kind of ['ROLE', 'ROLENAME', 'IMPSCHEMA', 'IMPSCHEMANAME']) expect(after, kind).not.toContain(kind);
    for (const [i, kind] of ['PROP', 'PROPNAME', 'PROPPH'].entries())
      expect(await countOf(account.accountId, kind), kind).toBe(properties[i]! - 1);
    // Nothing here moved the account to another layout.
    forgetLayout(account.accountId);
    expect((await tenant(account.accountId)).layout).toBe(layout);
  });
});

describe('a migration’s hold on an account', () => {
  it('refuses writes of its records, people and jobs with 503 and Retry-After, serves their reads, and lets its members sign in', async () => {
    const { session, account } = await loggedIn();
    const team = await session.call('POST', '/teams', { json: { name: 'Before the hold' } });
    expect(team.status).toBe(201);
    await changeRecord(account.accountId, 'SET migration = :m', { ':m': { to: 2, startedAt: new Date().toISOString() } });

    const writes: [string, string, unknown][] = [
      ['POST', '/teams', { name: 'During the hold' }],
      ['PUT', `/teams/${team.body.id}`, { name: 'Renamed during the hold' }],
      ['POST', '/users/permissions', { name: 'Held role', permissions: { PERM_APRZEALL: true } }],
      ['POST', '/properties', { type: 'string', name: 'held', displayName: 'Held', maxChar: 20 }],
      ['POST', '/imports/schemas', { name: 'Held schema', mapping: [{ column: 0, field: 'email' }] }],
      ['POST', '/mailings', { name: 'Held', subject: 'S', fromName: 'N', fromEmail: 'n@goniec.test', html: '<p>x</p>' }],
      [
        'POST',
        '/segments',
        {
          name: 'Held',
          type: 'static',
          conditions: {
            kind: 'group',
            op: 'and',
            children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
          },
        },
      ],
      ['POST', '/blacklist', { type: 'email', rows: ['held@example.com'] }],
      ['PUT', '/settings/company/global', { timeZone: 'Europe/Warsaw' }],
    ];
    for (const [method, path, json] of writes) {
      const res = await session.call(method, path, { json });
      expect({ path, status: res.status, code: res.body?.code, retryAfter: res.headers['retry-after'] }).toEqual({
        path,
        status: 503,
        code: 'DATA_MIGRATION_IN_PROGRESS',
        retryAfter: expect.any(String),
      });
    }
    const teams = await session.call('GET', '/teams');
    expect(teams.status).toBe(200);
    expect(JSON.stringify(teams.body)).toContain('Before the hold');
    expect(JSON.stringify(teams.body)).not.toContain('during the hold');
    for (const path of ['/users/permissions', '/properties', '/imports/schemas', '/mailings', '/segments', '/settings/company/global'])
      expect((await session.call('GET', path)).status, path).toBe(200);
    // Signing in writes no account data that must be there (its login history is best effort).
    await new ApiSession().login(account);

    await changeRecord(account.accountId, 'REMOVE migration');
    expect((await session.call('POST', '/teams', { json: { name: 'After the hold' } })).status).toBe(201);
  });
});
