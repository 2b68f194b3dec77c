import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn } from './helpers';
import { fixture, importFile, reasonPl, REJECTED_PL, REPORT_HEAD_PL, reportRows, subscriberByEmail, upload } from './imports-helpers';

const { importsRepository } = await import('@functions/imports/repository');

describe('import files', () => {
  it('reads a Windows-1250 file with ";" and Polish names', async () => {
    const { session } = await loggedIn();
    const fileId = await upload(session, 'klienci.csv', fixture('windows-1250-semicolon.csv'));
    const check = await session.call('POST', '/files/validate-import', { json: { fileId } });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      fileName: 'klienci.csv',
      encoding: 'windows-1250',
      delimiter: ';',
      columnCount: 5,
      hasHeader: true,
      problems: [],
    });
    expect(check.body.preview[2]).toEqual([
      'grzegorz.brzeczyszczykiewicz@przyklad.pl',
      'Grzegorz',
      'Brzęczyszczykiewicz',
      'Chrząszczyrzewoszyce',
      '',
    ]);
    // One suggestion for the API and the wizard: the Polish names map to the personal properties too.
    expect(check.body.suggestedMapping).toEqual([
      { column: 0, field: 'email' },
      { column: 1, field: 'firstname' },
      { column: 2, field: 'lastname' },
      { column: 3, field: 'city' },
      { column: 4, field: 'gsm' },
    ]);
    expect(check.body.suggestedNewProperties).toEqual([]);
    expect(check.body.dateFormats).toEqual([null, null, null, null, null]);

    const mapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'firstname' },
      { column: 2, field: 'lastname' },
      { column: 3, field: 'city' },
      { column: 4, field: 'gsm' },
    ];
    const started = await session.call('POST', '/imports', { json: { fileId, hasHeader: true, mode: 2, mapping } });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ state: 'queued', options: { encoding: 'windows-1250', delimiter: ';' } });
    await drainQueues();
    const done = (await session.call('GET', `/imports/${started.body.id}`)).body;
    expect(done).toMatchObject({
      state: 'finished',
      counters: { rowsRead: 5, imported: 4, rejected: 1 },
      bytesRead: done.bytesTotal,
      hasReport: true,
    });
    expect(await subscriberByEmail(session, 'zofia.zolc@przyklad.pl')).toMatchObject({
      gsm: '48601234567',
      props: { firstname: 'Zofia', lastname: 'Żółć', city: 'Łódź' },
      source: 'import',
    });
    // The file's own header names the original columns; reason and field as a marketer reads them.
    const header = check.body.preview[0] as string[];
    expect(await reportRows(session, started.body.id)).toEqual([
      [...REPORT_HEAD_PL, ...header],
      ['6', REJECTED_PL, reasonPl('SUBSCRIBER_INVALID_EMAIL'), 'E-mail', 'niepoprawny-adres', 'Łukasz', 'Ćwik', 'Poznań', ''],
    ]);
    // The Excel flavour says the same in Windows-1250 with semicolons.
    expect(await reportRows(session, started.body.id, 'windows-1250')).toEqual(await reportRows(session, started.body.id));
  });

  it('reads UTF-8 with a byte order mark and quoted commas', async () => {
    const { session } = await loggedIn();
    const done = await importFile(session, fixture('utf8-bom-quoted.csv'), {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'name' },
        { column: 2, field: 'city' },
        { column: 3, field: 'comment' },
      ],
    });
    expect(done).toMatchObject({
      state: 'finished',
      options: { encoding: 'utf-8', delimiter: ',' },
      counters: { rowsRead: 3, imported: 3, rejected: 0 },
    });
    expect(await subscriberByEmail(session, 'piotr@example.pl')).toMatchObject({
      name: 'Wiśniewski, Piotr',
      comment: 'ulica "Zielona", 5',
      props: { city: 'Warszawa' },
    });
  });

  it('imports the rows around a broken one and reports it with its line number', async () => {
    const { session } = await loggedIn();
    const done = await importFile(session, fixture('broken-row.csv'), {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'firstname' },
        { column: 2, field: 'city' },
      ],
    });
    expect(done).toMatchObject({ state: 'finished', counters: { rowsRead: 5, imported: 3, rejected: 2 } });
    expect(await subscriberByEmail(session, 'ola@example.pl')).toMatchObject({ props: { city: 'Sopot' } });
    const report = await reportRows(session, done.id);
    // A stray character after a closing quote keeps the quotes in the field (csv-parse relax_quotes), which no address passes.
    expect(report.slice(1).map((r) => r.slice(0, 4))).toEqual([
      ['4', REJECTED_PL, reasonPl('SUBSCRIBER_INVALID_EMAIL'), 'E-mail'],
      ['5', REJECTED_PL, reasonPl('IMPORT_ROW_COLUMN_COUNT'), ''],
    ]);
    expect(report[1]!.slice(4)).toEqual(['"tomasz@example.pl"xyz', 'Tomasz', 'Toruń']);
    expect(report[2]!.slice(4)).toEqual(['kasia@example.pl', 'Kasia']);
  });

  it('refuses a small file with a quote never closed before it starts, naming the line', async () => {
    const { session } = await loggedIn();
    const fileId = await upload(session, 'broken.csv', 'email,firstname\njan@example.pl,Jan\newa@example.pl,"Ewa\nola@example.pl,Ola\n');
    const check = await session.call('POST', '/files/validate-import', { json: { fileId } });
    expect(check.body).toMatchObject({
      delimiter: ',',
      columnCount: 2,
      problems: [{ code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 3 } }],
    });
    const start = await session.call('POST', '/imports', {
      json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
    });
    expect([start.status, start.body]).toEqual([400, { code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 3 } }]);
  });

  it('ends failed at once at a quote never closed past what validation reads, with the rows before it imported; the mended file imports the rest', async () => {
    const { session, account } = await loggedIn();
    const mapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'firstname' },
    ];
    // Past the 64 KB validation reads: only the import finds the quote.
    const before = Array.from({ length: 900 }, (_, i) => `before${i}@example.pl,${'Name'.repeat(20)}`);
    const file = (ewa: string) =>
      ['email,firstname', ...before, 'nope,Nope', `ewa@example.pl,${ewa}`, 'ola@example.pl,Ola', 'iga@example.pl,Iga'].join('\n');
    const failed = await importFile(session, file('"Ewa'), { mapping });
    expect(failed).toMatchObject({
      state: 'failed',
      failure: { code: 'IMPORT_QUOTE_NOT_CLOSED', params: { line: 903 } },
      counters: { imported: 900, rejected: 1 },
      hasReport: true,
    });
    // Failed on its first run: a broken file is not retried.
    expect((await importsRepository.get(account.accountId, failed.id))!.runs).toBe(1);
    expect(await subscriberByEmail(session, 'before899@example.pl')).toBeDefined();
    expect(await subscriberByEmail(session, 'ola@example.pl')).toBeUndefined();
    expect((await reportRows(session, failed.id)).slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['902', REJECTED_PL, reasonPl('SUBSCRIBER_INVALID_EMAIL')],
    ]);

    const mended = await importFile(session, file('"Ewa"'), { mapping });
    expect(mended).toMatchObject({ state: 'finished', counters: { rowsRead: 904, imported: 3, rejected: 1 } });
    expect(await subscriberByEmail(session, 'ola@example.pl')).toMatchObject({ props: { firstname: 'Ola' } });
  });

  it('names what is wrong with an empty file and a non-CSV file, and will not start them', async () => {
    const { session } = await loggedIn();
    for (const [name, code] of [
      ['empty.csv', 'FILE_NOT_CSV'],
      ['image-renamed.csv', 'FILE_NON_PRINTABLE_CHARACTERS'],
    ] as const) {
      const fileId = await upload(session, name, fixture(name));
      const check = await session.call('POST', '/files/validate-import', { json: { fileId } });
      expect(check.body).toMatchObject({ encoding: null, delimiter: null, problems: [{ code }] });
      const start = await session.call('POST', '/imports', {
        json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
      });
      expect([start.status, start.body.code]).toEqual([400, code]);
    }
  });

  it('checks the mapping, the size and the file’s owner', async () => {
    const { session } = await loggedIn();
    const fileId = await upload(session, 'a.csv', 'email,name\na@b.pl,Ala\n');
    const bad = await session.call('POST', '/imports', {
      json: {
        fileId,
        hasHeader: true,
        mode: 2,
        mapping: [
          { column: 1, field: 'name' },
          { column: 2, field: 'name' },
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.params.errors.map((e: { code: string }) => e.code).sort()).toEqual([
      'IMPORT_MAPPING_COLUMN_OUT_OF_RANGE',
      'IMPORT_MAPPING_DUPLICATE',
      'IMPORT_MAPPING_EMAIL_REQUIRED',
    ]);
    const big = await session.call('POST', '/imports/uploads', { json: { fileName: 'big.csv', size: 256 * 1024 * 1024 + 1 } });
    expect(big.body.params.errors).toEqual([{ path: 'size', code: 'FILE_SIZE_EXCEEDED' }]);
    const other = await loggedIn();
    expect((await other.session.call('POST', '/files/validate-import', { json: { fileId } })).body.code).toBe('IMPORT_FILE_NOT_FOUND');
    expect(
      (
        await other.session.call('POST', '/imports', {
          json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
        })
      ).status,
    ).toBe(404);
  });
});
