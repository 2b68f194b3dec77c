import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { importFile, reasonPl, reportRows, subscriberByEmail, upload } from './imports-helpers';

describe('manual import', () => {
  it('takes pasted e-mails and GSM numbers (optionally ;name) through the same checks and modes', async () => {
    const { session } = await loggedIn();
    const text = ['jan@example.pl;Jan Kowalski', '', '601 234 567;Ola', 'nie-adres', ' JAN@example.pl ', 'abuse@example.pl'].join('\n');
    const res = await session.call('POST', '/imports/manual', { json: { text, mode: 2, status: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.import).toMatchObject({
      source: 'manual',
      state: 'finished',
      counters: { rowsRead: 5, imported: 2, rejected: 2, skipped: 1, spamTraps: 1 },
    });
    expect(res.body.rows).toEqual([
      { line: 4, outcome: 'rejected', code: 'SUBSCRIBER_INVALID_GSM', field: 'gsm', row: ['nie-adres'] },
      { line: 5, outcome: 'skipped', code: 'IMPORT_DUPLICATE_ROW', row: [' JAN@example.pl '] },
      { line: 6, outcome: 'rejected', code: 'IMPORT_ROLE_ADDRESS', field: 'email', row: ['abuse@example.pl'] },
    ]);
    expect(await subscriberByEmail(session, 'jan@example.pl')).toMatchObject({ name: 'Jan Kowalski', status: 5, source: 'import' });
    const byGsm = (await session.call('GET', '/subscribers')).body.items.find((s: { gsm?: string }) => s.gsm === '48601234567');
    expect(byGsm).toMatchObject({ name: 'Ola' });
    // The same lines again in mode 0: nothing changes.
    const again = await session.call('POST', '/imports/manual', { json: { text, mode: 0 } });
    expect(again.body.import.counters).toMatchObject({ imported: 0, updated: 0, skippedBy: { existing: 2 } });
  });

  it('sends more than 1000 addresses to file import', async () => {
    const { session } = await loggedIn();
    const text = Array.from({ length: 1001 }, (_, i) => `a${i}@example.pl`).join('\n');
    const res = await session.call('POST', '/imports/manual', { json: { text, mode: 2 } });
    expect([res.status, res.body]).toEqual([400, { code: 'IMPORT_MANUAL_TOO_MANY_LINES', params: { max: 1000, lines: 1001 } }]);
    expect((await session.call('POST', '/imports/manual', { json: { text: '\n \n', mode: 2 } })).body.code).toBe('IMPORT_MANUAL_EMPTY');
  });
});

describe('import schemas', () => {
  it('are saved, renamed, listed and deleted; names are unique and at least 2 characters; at most 10', async () => {
    const { session } = await loggedIn();
    const mapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'name' },
    ];
    const created = await session.call('POST', '/imports/schemas', { json: { name: 'Sklep', mapping } });
    expect(created.status).toBe(201);
    expect((await session.call('POST', '/imports/schemas', { json: { name: 'SKLEP', mapping } })).body.params.errors).toEqual([
      { path: 'name', code: 'IMPORT_SCHEMA_NAME_EXISTS', params: { name: 'SKLEP' } },
    ]);
    expect((await session.call('POST', '/imports/schemas', { json: { name: 'x', mapping } })).body.params.errors[0]).toMatchObject({
      path: 'name',
      code: 'VALIDATION_TOO_SHORT',
    });
    const renamed = await session.call('PUT', `/imports/schemas/${created.body.id}`, {
      json: { name: 'Sklep online', mapping, hasHeader: false },
    });
    expect(renamed.body).toMatchObject({ name: 'Sklep online', hasHeader: false });
    expect((await session.call('POST', '/imports/schemas', { json: { name: 'Sklep', mapping } })).status).toBe(201);
    for (let i = 0; i < 8; i++)
      expect((await session.call('POST', '/imports/schemas', { json: { name: `Schemat ${i}`, mapping } })).status).toBe(201);
    expect((await session.call('POST', '/imports/schemas', { json: { name: 'Jedenasty', mapping } })).body).toEqual({
      code: 'IMPORT_SCHEMA_LIMIT_REACHED',
      params: { max: 10 },
    });
    const list = (await session.call('GET', '/imports/schemas')).body;
    expect(list.items).toHaveLength(10);
    expect(list.max).toBe(10);
    expect((await session.call('DELETE', `/imports/schemas/${created.body.id}`, { json: {} })).body).toEqual({ ok: true });
    expect((await session.call('POST', '/imports/schemas', { json: { name: 'Jedenasty', mapping } })).status).toBe(201);
  });
});

describe('the spam-trap time lock', () => {
  it('stops an import full of traps, locks the account’s imports until a date and says so', async () => {
    const { session } = await loggedIn();
    const rows = [
      'email',
      ...Array.from({ length: 20 }, (_, i) => `jan${i}@example.pl`),
      'postmaster@a.pl',
      'abuse@b.pl',
      'x@spamtrap.goniec.app',
      'y@list.invalid',
      'root@c.pl',
      'ok@example.pl',
    ];
    const done = await importFile(session, rows.join('\n'), { mapping: [{ column: 0, field: 'email' }] });
    expect(done.state).toBe('locked');
    expect(Date.parse(done.lockedUntil)).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(done.counters).toMatchObject({ spamTraps: 5, rejected: 5 });
    expect((await reportRows(session, done.id)).slice(1).map((r) => r[2])).toEqual(
      ['IMPORT_ROLE_ADDRESS', 'IMPORT_ROLE_ADDRESS', 'IMPORT_SPAM_TRAP', 'IMPORT_SPAM_TRAP', 'IMPORT_ROLE_ADDRESS'].map(reasonPl),
    );
    const fileId = await upload(session, 'next.csv', 'email\nnew@example.pl\n');
    const refused = await session.call('POST', '/imports', {
      json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
    });
    expect([refused.status, refused.body]).toEqual([403, { code: 'IMPORT_SPAM_TRAP_LOCKED', params: { until: done.lockedUntil } }]);
    expect((await session.call('POST', '/imports/manual', { json: { text: 'new@example.pl', mode: 2 } })).body.code).toBe(
      'IMPORT_SPAM_TRAP_LOCKED',
    );
  });
});
