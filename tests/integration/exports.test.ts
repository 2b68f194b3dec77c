import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { importFile, subscriberByEmail } from './imports-helpers';

const { dynamo } = await import('@functions/platform/aws');
const { config } = await import('@functions/platform/config');
const { runExportJob } = await import('@functions/exports/job');
const { tenant } = await import('@functions/data/tenant');

async function seed(session: ApiSession) {
  const city = (
    await session.call('POST', '/properties', {
      json: { type: 'multilist', name: 'interests', displayName: 'Zainteresowania', values: ['sport', 'muzyka'] },
    })
  ).body.id;
  for (const body of [
    { email: 'zofia@example.pl', name: 'Zofia Żółć', status: 8, props: { city: 'Łódź', [city]: ['sport', 'muzyka'] } },
    { email: 'jan@example.pl', name: 'Jan, "Janek"', status: 6, props: { city: 'Kraków' } },
    { email: 'gone@example.pl', status: 3 },
  ])
    expect((await session.call('POST', '/subscribers', { json: body })).status).toBe(201);
  return city;
}

async function exportAndDownload(session: ApiSession, body: Record<string, unknown>): Promise<{ job: any; bytes: Buffer }> {
  const started = await session.call('POST', '/exports', { json: body });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body).toMatchObject({ state: 'queued', rowsWritten: 0 });
  expect((await session.call('GET', `/exports/${started.body.id}/download`)).body.code).toBe('EXPORT_NOT_READY');
  await drainQueues();
  const job = (await session.call('GET', `/exports/${started.body.id}`)).body;
  const link = await session.call('GET', `/exports/${started.body.id}/download`);
  expect(link.status).toBe(200);
  return { job, bytes: Buffer.from(await (await fetch(link.body.url)).arrayBuffer()) };
}

describe('exports', () => {
  it('write chosen statuses and fields as UTF-8 CSV with a BOM', async () => {
    const { session } = await loggedIn();
    const interests = await seed(session);
    const { job, bytes } = await exportAndDownload(session, {
      audience: { kind: 'statuses', statuses: [8, 6] },
      fields: ['email', 'name', 'city', interests, 'status'],
      encoding: 'utf-8',
    });
    expect(job).toMatchObject({ state: 'finished', rowsWritten: 2, rowsExpected: 2 });
    expect(Date.parse(job.expiresAt) - Date.parse(job.finishedAt)).toBe(7 * 86400_000);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('email,name,city,interests,status');
    expect(lines.slice(1).sort()).toEqual(['jan@example.pl,"Jan, ""Janek""",Kraków,,6', 'zofia@example.pl,Zofia Żółć,Łódź,sport|muzyka,8']);
    const list = (await session.call('GET', '/exports')).body.items;
    expect(list.map((e: { id: string }) => e.id)).toEqual([job.id]);
  });

  it('write Windows-1250 with Polish letters and semicolons (Excel on Polish Windows), and refuse unknown fields', async () => {
    const { session } = await loggedIn();
    await seed(session);
    const { bytes } = await exportAndDownload(session, {
      audience: { kind: 'statuses', statuses: [8] },
      fields: ['name', 'city'],
      encoding: 'windows-1250',
      header: false,
    });
    expect(bytes.includes(Buffer.from('Żółć', 'utf8'))).toBe(false);
    expect(iconv.decode(bytes, 'win1250')).toBe('Zofia Żółć;Łódź\r\n');
    const bad = await session.call('POST', '/exports', {
      json: { audience: { kind: 'statuses', statuses: [8] }, fields: ['email', 'shoe'] },
    });
    expect(bad.body.params.errors).toEqual([{ path: 'fields.1', code: 'EXPORT_FIELD_UNKNOWN', params: { field: 'shoe' } }]);
    const other = await loggedIn();
    expect((await other.session.call('GET', '/exports')).body.items).toEqual([]);
  });

  it('write GSM numbers with their plus, so that the file imports back into another account as the same numbers', async () => {
    const accounts = [await loggedIn(), await loggedIn()];
    for (const { session } of accounts)
      expect((await session.call('PUT', '/structure/settings', { json: { allowOtherGsmPrefixes: true } })).status).toBe(200);
    const [from, to] = accounts.map((a) => a.session) as [ApiSession, ApiSession];
    for (const body of [
      { email: 'hans@example.de', gsm: '+49 151 12345678' },
      { email: 'ola@example.pl', gsm: '601 234 567' },
    ]) {
      expect((await from.call('POST', '/subscribers', { json: { ...body, status: 8 } })).status).toBe(201);
    }
    const { bytes } = await exportAndDownload(from, {
      audience: { kind: 'statuses', statuses: [8] },
      fields: ['email', 'gsm'],
      encoding: 'utf-8',
    });
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines.slice(1).sort()).toEqual(['hans@example.de,+4915112345678', 'ola@example.pl,+48601234567']);

    const imported = await importFile(to, bytes, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'gsm' },
      ],
    });
    expect(imported).toMatchObject({ state: 'finished', counters: { imported: 2, rejected: 0 } });
    expect((await subscriberByEmail(to, 'hans@example.de')).gsm).toBe('4915112345678');
    expect((await subscriberByEmail(to, 'ola@example.pl')).gsm).toBe('48601234567');
  });
});

describe('exporting a segment', () => {
  it('exports a segment’s current audience, and only the exporter’s segments when restricted', async () => {
    const { drainQueues, loggedIn } = await import('./helpers');
    const { addAndLogin, setPlan } = await import('./users-helpers');
    const { session, account } = await loggedIn();
    for (const [email, status] of [
      ['k1@x.pl', 8],
      ['k2@x.pl', 6],
      ['p1@x.pl', 8],
    ] as const)
      await session.call('POST', '/subscribers', { json: { email, status } });
    const seg = (
      await session.call('POST', '/segments', {
        json: {
          name: 'Na k',
          type: 'static',
          conditions: {
            kind: 'group',
            op: 'and',
            children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'startsWith', value: 'k' }],
          },
        },
      })
    ).body;
    const body = { audience: { kind: 'segment', segmentId: seg.id }, fields: ['email'] };
    expect((await session.call('POST', '/exports', { json: body })).body.code).toBe('SEGMENT_NOT_CONFIGURED');
    await session.call('POST', `/segments/${seg.id}/calculate`, { json: {} });
    await drainQueues();
    const read = async (s: typeof session, json: unknown) => {
      const started = (await s.call('POST', '/exports', { json })).body;
      await drainQueues();
      const url = (await s.call('GET', `/exports/${started.id}/download`)).body.url;
      return (await (await fetch(url)).text()).trim().split(/\r?\n/).slice(1).sort();
    };
    expect(await read(session, body)).toEqual(['k1@x.pl', 'k2@x.pl']);

    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(session, { roleId: 'administrator', segmentIds: [seg.id] });
    expect(await read(member.session, { audience: { kind: 'statuses', statuses: [8] }, fields: ['email'] })).toEqual(['k1@x.pl']);
  });
});

describe('exports that fail or expire', () => {
  const started = async (session: ApiSession) => {
    await seed(session);
    const res = await session.call('POST', '/exports', {
      json: { audience: { kind: 'statuses', statuses: [8, 6, 3] }, fields: ['email'] },
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('end failed with EXPORT_FAILED when they cannot finish within one run, and cannot be downloaded', async () => {
    const { session, account } = await loggedIn();
    const id = await started(session);
    // Less time left than an export keeps to close its file: it stops instead of being cut off (a retry would start over and stop again).
    await runExportJob(
      { kind: 'export', accountId: account.accountId, exportId: id },
      { remainingMs: () => 10_000, attempt: 1, maxAttempts: 3 },
    );
    const job = (await session.call('GET', `/exports/${id}`)).body;
    expect(job).toMatchObject({ state: 'failed', failure: { code: 'EXPORT_FAILED' }, rowsWritten: 0 });
    expect(job.expiresAt).toBeUndefined();
    const download = await session.call('GET', `/exports/${id}/download`);
    expect([download.status, download.body.code]).toEqual([409, 'EXPORT_FAILED']);
    expect((await session.call('GET', '/exports')).body.items[0]).toMatchObject({ id, state: 'failed' });
    // The queued message finds it ended and leaves it so.
    await drainQueues();
    expect((await session.call('GET', `/exports/${id}`)).body.state).toBe('failed');
  });

  it('are retried when a run dies, and end failed on the last attempt', async () => {
    const { session, account } = await loggedIn();
    const id = await started(session);
    const job = { kind: 'export' as const, accountId: account.accountId, exportId: id };
    // The run dies while writing (here: when it looks at the clock), as a Lambda killed mid-run would.
    const dying = (attempt: number) => ({
      remainingMs: () => {
        throw new Error('run died');
      },
      attempt,
      maxAttempts: 3,
    });
    await expect(runExportJob(job, dying(1))).rejects.toThrow('run died');
    expect((await session.call('GET', `/exports/${id}`)).body.state).toBe('running');
    await runExportJob(job, dying(3));
    expect((await session.call('GET', `/exports/${id}`)).body).toMatchObject({ state: 'failed', failure: { code: 'EXPORT_FAILED' } });
    expect((await session.call('GET', `/exports/${id}/download`)).body.code).toBe('EXPORT_FAILED');
  });

  it('refuse the download with EXPORT_EXPIRED once their 7 days are over', async () => {
    const { session, account } = await loggedIn();
    const id = await started(session);
    await drainQueues();
    const finished = (await session.call('GET', `/exports/${id}`)).body;
    expect(finished).toMatchObject({ state: 'finished', rowsWritten: 3 });
    expect((await session.call('GET', `/exports/${id}/download`)).status).toBe(200);
    // Seven days later, as the record sees it: its expiry has passed.
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: (await tenant(account.accountId)).exportJob(id),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );
    expect((await session.call('GET', `/exports/${id}`)).body.state).toBe('expired');
    expect((await session.call('GET', '/exports')).body.items[0]).toMatchObject({ id, state: 'expired' });
    const download = await session.call('GET', `/exports/${id}/download`);
    expect([download.status, download.body.code]).toEqual([404, 'EXPORT_EXPIRED']);
  });
});
