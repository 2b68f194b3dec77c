import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { upload } from './imports-helpers';

const rows = (n: number, row: (i: number) => string) => Array.from({ length: n }, (_, i) => row(i)).join('\n');

describe('the sample row check (POST /files/check-import-rows)', () => {
  it('runs the import’s row checks on the sample and names the column and reason most rows fail on', async () => {
    const { session } = await loggedIn();
    // Birthdays in a format the birthday property does not take: every row but two would be rejected.
    const csv = `email,birthday\n${rows(40, (i) => `person${i}@example.com,${i < 2 ? '1990-05-17' : '17.17.1990'}`)}\n`;
    const fileId = await upload(session, 'people.csv', csv);
    const mapping = [
      { column: 0, field: 'email' },
      { column: 1, field: 'birthday' },
    ];
    const res = await session.call('POST', '/files/check-import-rows', { json: { fileId, hasHeader: true, mode: 2, mapping } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ sampled: 40, rejected: 38, mostRejected: true });
    expect(res.body.reasons[0]).toMatchObject({
      code: 'SUBSCRIBER_INVALID_DATE',
      field: 'birthday',
      column: 1,
      count: 38,
      example: '17.17.1990',
    });
  });

  it('says nothing is wrong with a clean file, and nothing is imported by checking', async () => {
    const { session } = await loggedIn();
    const fileId = await upload(session, 'people.csv', `email\n${rows(10, (i) => `clean${i}@example.com`)}\n`);
    const res = await session.call('POST', '/files/check-import-rows', {
      json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
    });
    expect(res.body).toEqual({ sampled: 10, rejected: 0, reasons: [], mostRejected: false });
    expect((await session.call('GET', '/subscribers', { query: { search: 'clean1@example.com' } })).body.items).toEqual([]);
  });

  it('refuses a mapping the start would refuse, with the same codes', async () => {
    const { session } = await loggedIn();
    const fileId = await upload(session, 'people.csv', 'email,name\na@example.com,A\n');
    const res = await session.call('POST', '/files/check-import-rows', {
      json: { fileId, hasHeader: true, mode: 2, mapping: [{ column: 1, field: 'name' }] },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('IMPORT_MAPPING_EMAIL_REQUIRED');
  });
});
