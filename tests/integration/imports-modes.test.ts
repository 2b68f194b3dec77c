import { describe, expect, it } from 'vitest';
import type { ApiSession } from './helpers';
import { loggedIn } from './helpers';
import { importFile, reasonPl, reportRows, SKIPPED_PL, subscriberByEmail } from './imports-helpers';

const FILE = 'email,name,city,status,type\nanna@example.pl,Anna Nowa,Kraków,5,transactional\nnew@example.pl,Nowy,Opole,,\n';
const MAPPING = [
  { column: 0, field: 'email' },
  { column: 1, field: 'name' },
  { column: 2, field: 'city' },
  { column: 3, field: 'status' },
  { column: 4, field: 'emailType' },
];

async function existing(session: ApiSession) {
  const res = await session.call('POST', '/subscribers', {
    json: {
      email: 'Anna@Example.pl',
      name: 'Anna',
      comment: 'stała klientka',
      status: 8,
      emailType: 'normal',
      props: { city: 'Gdańsk', firstname: 'Anna' },
    },
  });
  expect(res.status).toBe(201);
  // One more change by a user, so there is history to clear.
  await session.call('PUT', `/subscribers/${res.body.id}`, { json: { version: res.body.version, props: { lastname: 'Nowak' } } });
  return res.body.id as string;
}

const before = {
  name: 'Anna',
  comment: 'stała klientka',
  status: 8,
  emailType: 'normal',
  props: { city: 'Gdańsk', firstname: 'Anna', lastname: 'Nowak' },
};

describe('import overwrite modes (spec section 4) on an existing subscriber', () => {
  it.each([
    [0, before, { imported: 1, updated: 0, skipped: 1 }],
    [1, { ...before, status: 5 }, { imported: 1, updated: 1 }],
    [2, { ...before, name: 'Anna Nowa', status: 5, props: { ...before.props, city: 'Kraków' } }, { imported: 1, updated: 1 }],
    [
      3,
      { name: 'Anna Nowa', status: 5, emailType: 'transactional', props: { ...before.props, city: 'Kraków' } },
      { imported: 1, updated: 1 },
    ],
    [
      4,
      { ...before, name: 'Anna Nowa', status: 5, emailType: 'transactional', props: { ...before.props, city: 'Kraków' } },
      { imported: 1, updated: 1 },
    ],
    [5, { name: 'Anna Nowa', status: 5, emailType: 'transactional', props: { city: 'Kraków' } }, { imported: 1, updated: 1 }],
  ] as const)('mode %i', async (mode, expected, counters) => {
    const { session } = await loggedIn();
    const id = await existing(session);
    const done = await importFile(session, FILE, { mapping: MAPPING, mode });
    expect(done).toMatchObject({ state: 'finished', counters: { rowsRead: 2, ...counters } });
    const after = (await session.call('GET', `/subscribers/${id}`)).body;
    expect({ name: after.name, comment: after.comment, status: after.status, emailType: after.emailType, props: after.props }).toEqual({
      comment: undefined,
      ...expected,
    });
    expect(await subscriberByEmail(session, 'new@example.pl')).toMatchObject({
      name: 'Nowy',
      status: 8,
      emailType: 'normal',
      props: { city: 'Opole' },
    });

    const history = (await session.call('GET', `/subscribers/${id}/history`)).body.items as {
      actor: { kind: string; importId?: string };
      action: string;
    }[];
    if (mode === 0) expect(history.map((h) => h.actor.kind)).toEqual(['user', 'user']);
    else if (mode === 3)
      expect(history).toEqual([
        expect.objectContaining({ action: 'imported', actor: expect.objectContaining({ kind: 'import', importId: done.id }) }),
      ]);
    else
      expect(history.map((h) => h.actor)).toEqual([
        expect.objectContaining({ kind: 'import', importId: done.id }),
        expect.objectContaining({ kind: 'user' }),
        expect.objectContaining({ kind: 'user' }),
      ]);
  });

  it('the same file twice changes nothing the second time', async () => {
    const { session } = await loggedIn();
    const id = await existing(session);
    const file = `${FILE}ola@example.pl,Ola,Lublin,6,followup\n`;
    const first = await importFile(session, file, {
      mapping: MAPPING,
      mode: 5,
      consents: { properties: [], forNew: false, forUpdated: false },
    });
    expect(first.counters).toMatchObject({ imported: 2, updated: 1, unchanged: 0 });
    const once = (await session.call('GET', `/subscribers/${id}`)).body;
    const second = await importFile(session, file, { mapping: MAPPING, mode: 5 });
    expect(second.counters).toMatchObject({ rowsRead: 3, imported: 0, updated: 0, unchanged: 3, rejected: 0 });
    expect((await session.call('GET', `/subscribers/${id}`)).body).toEqual(once);
    const stats = (await session.call('GET', '/subscribers/stats')).body;
    expect(stats.total).toBe(3);
  });

  it('skips blacklisted and forgotten addresses, and duplicates within the file, and reports them', async () => {
    const { session } = await loggedIn();
    await session.call('POST', '/blacklist', { json: { type: 'email', rows: ['blocked@example.pl'] } });
    await session.call('POST', '/blacklist', { json: { type: 'domain', rows: ['banned.pl'] } });
    const gone = await session.call('POST', '/subscribers', { json: { email: 'gone@example.pl' } });
    await session.call('POST', `/subscribers/${gone.body.id}/forget`, { json: {} });
    const file = [
      'email,name',
      'blocked@example.pl,A',
      'x@banned.pl,B',
      'gone@example.pl,C',
      'ok@example.pl,D',
      ' OK@Example.pl ,E',
      'fine@example.pl,F',
    ].join('\n');
    const done = await importFile(session, file, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'name' },
      ],
    });
    expect(done.counters).toMatchObject({
      rowsRead: 6,
      imported: 2,
      skipped: 4,
      skippedBy: { blacklisted: 2, forgotten: 1, duplicate: 1, existing: 0 },
    });
    expect(await subscriberByEmail(session, 'gone@example.pl')).toBeUndefined();
    expect((await reportRows(session, done.id)).slice(1).map((r) => r.slice(0, 3))).toEqual(
      expect.arrayContaining([
        ['2', SKIPPED_PL, reasonPl('IMPORT_BLACKLISTED')],
        ['3', SKIPPED_PL, reasonPl('IMPORT_BLACKLISTED')],
        ['4', SKIPPED_PL, reasonPl('SUBSCRIBER_FORGOTTEN')],
        ['6', SKIPPED_PL, reasonPl('IMPORT_DUPLICATE_ROW')],
      ]),
    );
  });

  it('gives consents and the import’s status to new subscribers', async () => {
    const { session } = await loggedIn();
    const consent = await session.call('POST', '/properties', {
      json: { type: 'spec_agr', name: 'newsletter', displayName: 'Newsletter' },
    });
    const done = await importFile(session, 'email\nz@example.pl\n', {
      mapping: [{ column: 0, field: 'email' }],
      status: 6,
      emailType: 'followup',
      consents: { properties: [consent.body.id], forNew: true, forUpdated: false },
    });
    expect(await subscriberByEmail(session, 'z@example.pl')).toMatchObject({
      status: 6,
      emailType: 'followup',
      props: { [consent.body.id]: done.createdAt },
    });
  });
});
