import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';

async function seed(session: ApiSession) {
  const city = (await session.call('POST', '/properties', { json: { type: 'multilist', name: 'interests', displayName: 'Zainteresowania', values: ['sport', 'muzyka'] } })).body.id;
  for (const body of [
    { email: 'zofia@example.pl', name: 'Zofia Żółć', status: 8, props: { city: 'Łódź', [city]: ['sport', 'muzyka'] } },
    { email: 'jan@example.pl', name: 'Jan, "Janek"', status: 6, props: { city: 'Kraków' } },
    { email: 'gone@example.pl', status: 3 },
  ]) expect((await session.call('POST', '/subscribers', { json: body })).status).toBe(201);
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
    const { job, bytes } = await exportAndDownload(session, { audience: { kind: 'statuses', statuses: [8, 6] }, fields: ['email', 'name', 'city', interests, 'status'], encoding: 'utf-8' });
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

  it('write Windows-1250 with Polish letters, and refuse unknown fields', async () => {
    const { session } = await loggedIn();
    await seed(session);
    const { bytes } = await exportAndDownload(session, { audience: { kind: 'statuses', statuses: [8] }, fields: ['name', 'city'], encoding: 'windows-1250', header: false });
    expect(bytes.includes(Buffer.from('Żółć', 'utf8'))).toBe(false);
    expect(iconv.decode(bytes, 'win1250')).toBe('Zofia Żółć,Łódź\r\n');
    const bad = await session.call('POST', '/exports', { json: { audience: { kind: 'statuses', statuses: [8] }, fields: ['email', 'shoe'] } });
    expect(bad.body.params.errors).toEqual([{ path: 'fields.1', code: 'EXPORT_FIELD_UNKNOWN', params: { field: 'shoe' } }]);
    const other = await loggedIn();
    expect((await other.session.call('GET', '/exports')).body.items).toEqual([]);
  });
});

describe('exporting a segment', () => {
  it('exports a segment’s current audience, and only the exporter’s segments when restricted', async () => {
    const { drainQueues, loggedIn } = await import('./helpers');
    const { addAndLogin, setPlan } = await import('./users-helpers');
    const { session, account } = await loggedIn();
    for (const [email, status] of [['k1@x.pl', 8], ['k2@x.pl', 6], ['p1@x.pl', 8]] as const) await session.call('POST', '/subscribers', { json: { email, status } });
    const seg = (await session.call('POST', '/segments', {
      json: { name: 'Na k', type: 'static', conditions: { kind: 'group', op: 'and', children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'startsWith', value: 'k' }] } },
    })).body;
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
