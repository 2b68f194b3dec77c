import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { importFile, reasonPl, REJECTED_PL, REPORT_HEAD_PL, reportRows, SKIPPED_PL } from './imports-helpers';
import { mailsFor } from './users-helpers';
import { en } from '@shared/i18n/resources';

const reasonEn = (code: string) => (en.errors as unknown as Record<string, string>)[code]!;

describe('how an import went (issue 14: finished with problems)', () => {
  it('finishes with problems when most rows are rejected, names the top reasons with counts, reports them translated and e-mails the starter', async () => {
    const { session, account } = await loggedIn();
    await session.call('PUT', '/users/me/notifications', { json: { importFinished: true } });
    // A birthday column the suggestion would map: the values are words, not dates.
    const file = [
      'Adres e-mail,Imię,Urodziny',
      'ok1@example.pl,Ola,',
      'ok2@example.pl,Ala,1990-05-01',
      ...Array.from({ length: 5 }, (_, i) => `bad${i}-at-example.pl,Bad,`),
      'late@example.pl,Late,kiedyś',
      'later@example.pl,Later,nigdy',
      'short@example.pl',
    ].join('\n');
    const done = await importFile(session, file, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'firstname' },
        { column: 2, field: 'birthday' },
      ],
    });
    expect(done).toMatchObject({ state: 'finished', outcome: 'problems', counters: { rowsRead: 10, imported: 2, rejected: 8 } });
    expect(done.topReasons).toEqual([
      { code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', column: 0, count: 5 },
      { code: 'SUBSCRIBER_INVALID_DATE', field: 'birthday', column: 2, count: 2 },
      { code: 'IMPORT_ROW_COLUMN_COUNT', count: 1 },
    ]);

    // The report: translated head, the file's own column names, reasons and fields as the marketer reads them.
    const report = await reportRows(session, done.id);
    expect(report[0]).toEqual([...REPORT_HEAD_PL, 'Adres e-mail', 'Imię', 'Urodziny']);
    expect(report[1]).toEqual(['4', REJECTED_PL, reasonPl('SUBSCRIBER_INVALID_EMAIL'), 'E-mail', 'bad0-at-example.pl', 'Bad', '']);
    expect(report.find((r) => r[0] === '9')).toEqual([
      '9',
      REJECTED_PL,
      reasonPl('SUBSCRIBER_INVALID_DATE'),
      'Data urodzenia',
      'late@example.pl',
      'Late',
      'kiedyś',
    ]);
    expect(report.at(-1)).toEqual(['11', REJECTED_PL, reasonPl('IMPORT_ROW_COLUMN_COUNT'), '', 'short@example.pl']);
    expect(await reportRows(session, done.id, 'windows-1250')).toEqual(report);

    const [mail, ...more] = await mailsFor(account.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Import „subscribers.csv” zakończony z problemami');
    expect(mail!.text).toContain('nie zaimportowano 8 z 10 wierszy');
    expect(mail!.text).toContain(`${reasonPl('SUBSCRIBER_INVALID_EMAIL')} (E-mail): 5`);
    expect(mail!.text).toContain(`${reasonPl('SUBSCRIBER_INVALID_DATE')} (Data urodzenia): 2`);
    expect(mail!.text).toContain(`${reasonPl('IMPORT_ROW_COLUMN_COUNT')}: 1`);
  });

  it('finishes clean when fewer than half are rejected, and speaks the starter’s language (English)', async () => {
    const { session, account } = await loggedIn();
    await session.call('PUT', '/users/me/notifications', { json: { importFinished: true } });
    expect((await session.call('PUT', '/users/me', { json: { prefs: { language: 'en-US' } } })).status).toBe(200);
    const done = await importFile(session, 'email;city\nanna@example.pl;Łódź\nnot-an-address;Kraków\njan@example.pl;Gdańsk\n', {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'city' },
      ],
    });
    expect(done).toMatchObject({ state: 'finished', outcome: 'clean', counters: { rowsRead: 3, imported: 2, rejected: 1 } });
    expect(done.topReasons).toEqual([{ code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email', column: 0, count: 1 }]);
    const report = await reportRows(session, done.id);
    expect(report).toEqual([
      ['Line', 'Outcome', 'Reason', 'Field', 'email', 'city'],
      ['3', 'rejected', reasonEn('SUBSCRIBER_INVALID_EMAIL'), 'Email', 'not-an-address', 'Kraków'],
    ]);
    // Polish letters survive the Excel flavour.
    expect(await reportRows(session, done.id, 'windows-1250')).toEqual(report);
    const [mail] = await mailsFor(account.email);
    expect(mail!.subject).toBe('Import "subscribers.csv" finished');
  });

  it('finishes clean when the rows not imported were only skipped (duplicates, blacklisted)', async () => {
    const { session } = await loggedIn();
    await session.call('POST', '/blacklist', { json: { type: 'domain', rows: ['banned.pl'] } });
    const done = await importFile(session, 'email\na@banned.pl\nb@banned.pl\nc@example.pl\nC@example.pl\nc@example.pl\n', {
      mapping: [{ column: 0, field: 'email' }],
    });
    expect(done).toMatchObject({ state: 'finished', outcome: 'clean', counters: { rowsRead: 5, imported: 1, skipped: 4, rejected: 0 } });
    expect(done.topReasons).toBeUndefined();
    const report = await reportRows(session, done.id);
    expect(report.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['2', SKIPPED_PL, reasonPl('IMPORT_BLACKLISTED')],
      ['3', SKIPPED_PL, reasonPl('IMPORT_BLACKLISTED')],
      ['5', SKIPPED_PL, reasonPl('IMPORT_DUPLICATE_ROW')],
      ['6', SKIPPED_PL, reasonPl('IMPORT_DUPLICATE_ROW')],
    ]);
  });

  it('finishes with problems when the file had no rows to import, and the e-mail says so', async () => {
    const { session, account } = await loggedIn();
    await session.call('PUT', '/users/me/notifications', { json: { importFinished: true } });
    const done = await importFile(session, 'email,name\n', { mapping: [{ column: 0, field: 'email' }] });
    expect(done).toMatchObject({ state: 'finished', outcome: 'problems', counters: { rowsRead: 0 } });
    expect(done.topReasons).toBeUndefined();
    const [mail] = await mailsFor(account.email);
    expect(mail!.subject).toBe('Import „subscribers.csv” nie zawierał wierszy');
  });

  it('says the same of a manual import', async () => {
    const { session } = await loggedIn();
    const res = await session.call('POST', '/imports/manual', { json: { text: 'nope\nalso nope\nok@example.pl', mode: 2 } });
    expect(res.status).toBe(200);
    expect(res.body.import).toMatchObject({ state: 'finished', outcome: 'problems', counters: { rowsRead: 3, rejected: 2 } });
    expect(res.body.import.topReasons).toEqual([{ code: 'SUBSCRIBER_INVALID_GSM', field: 'gsm', column: 1, count: 2 }]);
  });
});
