import { parse } from 'csv-parse/sync';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { SegmentGroup } from '@shared/segments/model';
import { drainQueues, loggedIn, type ApiSession } from './helpers';
import { fixture, subscriberByEmail, upload } from './imports-helpers';

const { segmentsRepository } = await import('@functions/segments/repository');
const { enqueueJob } = await import('@functions/jobs/queue');

const properties = async (session: ApiSession) => (await session.call('GET', '/properties')).body.items as any[];
const byName = async (session: ApiSession, name: string) => (await properties(session)).find((p) => p.name === name);

/** A segment calculated as of `at` (as POST /segments/{id}/calculate starts one); answers the audience's e-mails. */
async function audienceAt(session: ApiSession, accountId: string, conditions: SegmentGroup, at: string): Promise<string[]> {
  const created = await session.call('POST', '/segments', { json: { name: 'Urodziny', type: 'static', conditions } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const segmentId = created.body.id as string;
  const calcId = ulid();
  const calc = { id: calcId, pieces: 0, done: 0, scanned: 0, matched: 0, startedAt: at };
  expect(await segmentsRepository.beginCalculation(accountId, segmentId, calc, at)).toBe(true);
  await enqueueJob({ kind: 'segment', accountId, segmentId, calcId });
  await drainQueues();
  const emails: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await session.call('GET', `/segments/${segmentId}/audience`, { query: { limit: '100', ...(cursor ? { cursor } : {}) } });
    expect(page.status).toBe(200);
    emails.push(...(page.body.items as { email: string }[]).map((m) => m.email));
    cursor = page.body.cursor;
  } while (cursor);
  return emails.sort();
}

describe('imports of other tools’ exports with the suggested mapping, unchanged', () => {
  it('imports a Mailchimp audience export: 300 of 300, birthdays without a year, tags as a list, ratings as numbers', async () => {
    const { session, account } = await loggedIn();
    const bytes = fixture('mailchimp-audience.csv');
    const fileId = await upload(session, 'subscribed_members_export.csv', bytes);
    const check = await session.call('POST', '/files/validate-import', { json: { fileId } });
    expect(check.status).toBe(200);
    const { suggestedMapping, suggestedNewProperties, dateFormats } = check.body;
    expect(suggestedMapping).toContainEqual({ column: 5, field: 'birthday', dateFormat: 'MM/DD' });
    expect(dateFormats[5]).toBe('MM/DD');
    expect(dateFormats[7]).toBe('ISO_DATETIME');
    expect(suggestedNewProperties.map((p: { name: string }) => p.name)).toEqual([
      'address',
      'member_rating',
      'optin_time',
      'confirm_time',
      'country',
      'tags',
    ]);
    const before = (await properties(session)).length;

    const json = { fileId, hasHeader: true, mode: 2, mapping: suggestedMapping, newProperties: suggestedNewProperties };
    // The sample check answers with the properties it would create, and creates none.
    const sample = await session.call('POST', '/files/check-import-rows', { json });
    expect(sample.status, JSON.stringify(sample.body)).toBe(200);
    expect(sample.body).toMatchObject({ rejected: 0, mostRejected: false });
    expect(sample.body.sampled).toBeGreaterThan(250);
    expect(await properties(session)).toHaveLength(before);

    const started = await session.call('POST', '/imports', { json });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await drainQueues();
    const done = (await session.call('GET', `/imports/${started.body.id}`)).body;
    expect(done).toMatchObject({ state: 'finished', counters: { rowsRead: 300, imported: 300, rejected: 0 } });

    const [tags, rating, optin] = await Promise.all(['tags', 'member_rating', 'optin_time'].map((n) => byName(session, n)));
    expect(tags).toMatchObject({ type: 'multilist' });
    // Created with the sample's values; the tag only past the 64 KB sample was added by the run.
    expect(tags.values).toEqual(
      expect.arrayContaining(['VIP', 'Newsletter', 'Klient 2023', 'Promocje', 'Black Friday', 'Konferencja 2025']),
    );
    expect(rating).toMatchObject({ type: 'int' });
    expect(optin).toMatchObject({ type: 'date' });
    const anna = await subscriberByEmail(session, 'klient003@example.com');
    expect(anna.props).toMatchObject({
      firstname: 'Zofia',
      birthday: '--03-11',
      [tags.id]: ['VIP', 'Newsletter'],
      [rating.id]: 3,
      [optin.id]: '2024-03-03',
    });
    expect((await subscriberByEmail(session, 'klient018@example.com')).props.birthday).toBe('--02-29');
    expect((await subscriberByEmail(session, 'klient296@example.com')).props[tags.id]).toEqual(['Konferencja 2025', 'VIP']);

    // "Birthday in 7 days" on 4 March finds exactly the rows whose Birthday is 03/11.
    const rows = parse(bytes.toString('utf8')) as string[][];
    const expected = rows
      .slice(1)
      .filter((r) => r[5] === '03/11')
      .map((r) => r[0]!)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const inAWeek: SegmentGroup = {
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'property', target: 'birthday', aggregation: 'anniversary', operator: 'eq', value: 7 }],
    };
    expect(await audienceAt(session, account.accountId, inAWeek, '2026-03-04T10:30:00.000Z')).toEqual(expected);
  });

  it('imports a Polish Excel export through the API with a bare mapping: the server fills the date format', async () => {
    const { session } = await loggedIn();
    const fileId = await upload(session, 'klienci.csv', fixture('polish-excel.csv'));
    const check = (await session.call('POST', '/files/validate-import', { json: { fileId } })).body;
    expect(check.suggestedMapping).toContainEqual({ column: 5, field: 'birthday', dateFormat: 'DD.MM.YYYY' });
    const mapping = (check.suggestedMapping as { column: number; field: string }[]).map(({ column, field }) => ({ column, field }));
    const started = await session.call('POST', '/imports', {
      json: { fileId, hasHeader: true, mode: 2, mapping, newProperties: check.suggestedNewProperties },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.options.mapping).toContainEqual({ column: 5, field: 'birthday', dateFormat: 'DD.MM.YYYY' });
    await drainQueues();
    expect((await session.call('GET', `/imports/${started.body.id}`)).body.counters).toMatchObject({ imported: 3, rejected: 0 });
    const company = await byName(session, 'company');
    expect(await subscriberByEmail(session, 'zofia.zolc@przyklad.pl')).toMatchObject({
      gsm: '48601234567',
      comment: 'stała klientka',
      props: { firstname: 'Zofia', lastname: 'Żółć', city: 'Łódź', birthday: '1988-12-24', [company.id]: 'Żabka sp. z o.o.' },
    });
  });

  it('refuses a new property whose name another type has, and leaves nothing created', async () => {
    const { session } = await loggedIn();
    const made = await session.call('POST', '/properties', { json: { type: 'string', name: 'tags', displayName: 'Tagi', maxChar: 50 } });
    expect(made.status).toBe(201);
    const fileId = await upload(session, 'x.csv', 'email,Member Rating,Tags\na@example.com,3,"""VIP"""\n');
    const before = (await properties(session)).length;
    const res = await session.call('POST', '/imports', {
      json: {
        fileId,
        hasHeader: true,
        mode: 2,
        mapping: [{ column: 0, field: 'email' }],
        newProperties: [
          { column: 1, name: 'member_rating', displayName: 'Member rating', type: 'int' },
          { column: 2, name: 'tags', displayName: 'Tags', type: 'multilist' },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('PROPERTY_EXISTS');
    expect(JSON.stringify(res.body)).toContain('newProperties.1.name');
    expect(await properties(session)).toHaveLength(before);
    expect(await byName(session, 'member_rating')).toBeUndefined();
  });
});

describe('lists an import creates, when the import fails', () => {
  it('take the values of the rows committed before the failure', async () => {
    const { session } = await loggedIn();
    // Past the validation sample (64 KB; 900 rows, under the test plan's 1 000 subscribers): a tag the list is not created with, then a row that breaks the file.
    const early = Array.from({ length: 900 }, (_, i) => `early${i}@example.com,Alpha,${'x'.repeat(60)}`).join('\n');
    const fileId = await upload(session, 'tags.csv', `email,Tags,Note\n${early}\nlate@example.com,Late,\nbroken@example.com,"Unclosed\n`);
    const started = await session.call('POST', '/imports', {
      json: {
        fileId,
        hasHeader: true,
        mode: 2,
        mapping: [{ column: 0, field: 'email' }],
        newProperties: [{ column: 1, name: 'tags', displayName: 'Tags', type: 'multilist' }],
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    await drainQueues();
    const done = (await session.call('GET', `/imports/${started.body.id}`)).body;
    expect(done).toMatchObject({ state: 'failed', failure: { code: 'IMPORT_QUOTE_NOT_CLOSED' } });
    const late = await subscriberByEmail(session, 'late@example.com');
    const tags = await byName(session, 'tags');
    expect(late.props[tags.id]).toEqual(['Late']);
    expect(tags.values).toEqual(expect.arrayContaining(['Alpha', 'Late']));
  });
});

describe('dates without a year through the API', () => {
  it('are valid birthdays (29 February too), and 30 February is not', async () => {
    const { session } = await loggedIn();
    const made = await session.call('POST', '/subscribers', { json: { email: 'leap@example.com', props: { birthday: '--02-29' } } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.props.birthday).toBe('--02-29');
    const bad = await session.call('POST', '/subscribers', { json: { email: 'bad@example.com', props: { birthday: '--02-30' } } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('SUBSCRIBER_INVALID_DATE');
  });
});

describe('properties an import creates need the structure editor’s right', () => {
  it('proposes none to, and refuses them from, a member who may import but not edit the structure', async () => {
    const { createTestAccount } = await import('./helpers');
    const { fullPermissions } = await import('@shared/permissions');
    const account = await createTestAccount({ permissions: { ...fullPermissions(), PERM_PSTRUKTURA: false } });
    const { session } = await loggedIn(account);
    const fileId = await upload(session, 'subscribed_members_export.csv', fixture('mailchimp-audience.csv'));
    const check = await session.call('POST', '/files/validate-import', { json: { fileId } });
    expect(check.status).toBe(200);
    expect(check.body.suggestedNewProperties).toEqual([]);
    const tags = { column: 22, name: 'tags', displayName: 'Tags', type: 'multilist' };
    const header: string[] = check.body.preview[0];
    tags.column = header.findIndex((h) => h.toLowerCase() === 'tags');
    const body = { fileId, hasHeader: true, mode: 2, mapping: check.body.suggestedMapping, newProperties: [tags] };
    for (const path of ['/files/check-import-rows', '/imports']) {
      const res = await session.call('POST', path, { json: body });
      expect(res.status, path).toBe(403);
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_PSTRUKTURA' } });
    }
    expect(await byName(session, 'tags')).toBeUndefined();
  });
});
