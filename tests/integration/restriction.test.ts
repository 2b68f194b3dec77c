import { describe, expect, it } from 'vitest';
import { drainQueues, estimated, type ApiSession } from './helpers';
import { importFile, reportRows, subscriberByEmail, upload, REJECTED_PL, reasonPl } from './imports-helpers';
import { manualImport, restrictedAccount, type Person } from './restriction-helpers';
import { uniqueEmail } from './users-helpers';

/**
 * One test per hole a review found in segment restrictions (spec section 6): each failed before its
 * fix. The restriction sweep (restriction-sweep.test.ts) walks the whole route table for the rest.
 */

/** Everything the owner sees of a subscriber and their records. */
async function seen(owner: ApiSession, id: string) {
  const get = async (path: string) => (await owner.call('GET', path)).body;
  return {
    subscriber: await get(`/subscribers/${id}`),
    history: await get(`/subscribers/${id}/history`),
    notes: await get(`/subscribers/${id}/notes`),
  };
}

const cursorText = (cursor: string | undefined) => (cursor ? Buffer.from(cursor, 'base64url').toString('latin1') : '');

describe('a user restricted to segments: exports', () => {
  it('lists, reads and downloads only their own exports; an unrestricted user still sees every one', async () => {
    const { owner, member, inside, outside } = await restrictedAccount();
    const body = { audience: { kind: 'statuses', statuses: [8] }, fields: ['email', 'gsm', 'name'] };
    const theirs = (await owner.call('POST', '/exports', { json: body })).body.id as string;
    const mine = (await member.session.call('POST', '/exports', { json: body })).body.id as string;
    await drainQueues();

    expect((await member.session.call('GET', '/exports')).body.items.map((e: { id: string }) => e.id)).toEqual([mine]);
    for (const path of [`/exports/${theirs}`, `/exports/${theirs}/download`]) {
      expect(await member.session.call('GET', path)).toMatchObject({ status: 404, body: { code: 'EXPORT_NOT_FOUND' } });
    }
    const job = (await member.session.call('GET', `/exports/${mine}`)).body;
    // Progress counts against the user's reach, never the account's status counters.
    expect(job).toMatchObject({ state: 'finished', rowsWritten: inside.length, rowsExpected: inside.length });
    const file = await (await fetch((await member.session.call('GET', `/exports/${mine}/download`)).body.url)).text();
    for (const p of inside) expect(file).toContain(p.email);
    for (const p of outside) expect(file).not.toContain(p.email);

    expect((await owner.call('GET', '/exports')).body.items.map((e: { id: string }) => e.id).sort()).toEqual([mine, theirs].sort());
    expect((await owner.call('GET', `/exports/${mine}/download`)).status).toBe(200);
  });
});

describe('a user restricted to segments: the account’s change history', () => {
  it('shows only their members’ lines, in full pages, with cursors that name nobody else', async () => {
    const { owner, member, inside, outside } = await restrictedAccount({ inside: 3, outside: 6 });
    const rename = async (p: Person, name: string) => {
      const version = (await owner.call('GET', `/subscribers/${p.id}`)).body.version;
      expect((await owner.call('PUT', `/subscribers/${p.id}`, { json: { version, name } })).status).toBe(200);
    };
    for (const p of outside) await rename(p, `${p.name} bis`);
    for (const p of inside) await rename(p, `${p.name} bis`);
    for (const p of outside) await rename(p, `${p.name} ter`);

    const pages: { items: { subscriberId: string; subscriberEmail?: string }[]; cursor?: string }[] = [];
    let cursor: string | undefined;
    do {
      const res = await member.session.call('GET', '/subscribers/history', { query: { limit: '2', ...(cursor ? { cursor } : {}) } });
      expect(res.status).toBe(200);
      pages.push(res.body);
      cursor = res.body.cursor;
    } while (cursor && pages.length < 20);
    const lines = pages.flatMap((p) => p.items);
    // Each inside subscriber: created, renamed.
    expect(lines).toHaveLength(inside.length * 2);
    expect(new Set(lines.map((l) => l.subscriberId))).toEqual(new Set(inside.map((p) => p.id)));
    expect(pages.slice(0, 3).every((p) => p.items.length === 2)).toBe(true);
    const text = JSON.stringify(pages) + pages.map((p) => cursorText(p.cursor)).join();
    for (const p of outside) for (const value of [p.id, p.email, p.name]) expect(text).not.toContain(value);

    const all = (await owner.call('GET', '/subscribers/history', { query: { limit: '100' } })).body.items;
    expect(all).toHaveLength(inside.length * 2 + outside.length * 3);
  });
});

describe('a user restricted to segments: imports', () => {
  it('refuses manual import rows outside their segments alike for existing and unknown addresses, and changes nothing there', async () => {
    const { owner, member, inside, outside } = await restrictedAccount();
    const before = await Promise.all(outside.map((p) => seen(owner, p.id)));
    const nobody = uniqueEmail('nobody');
    const res = await manualImport(
      member.session,
      [`${outside[0]!.email};Przejęty`, `${nobody};Przejęty`, outside[1]!.gsm, `${inside[0]!.email};Zmieniony`],
      5,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const refusals = res.body.rows.map(({ line, outcome, code }: { line: number; outcome: string; code: string }) => ({
      line,
      outcome,
      code,
    }));
    expect(refusals).toEqual([1, 2, 3].map((line) => ({ line, outcome: 'rejected', code: 'IMPORT_OUT_OF_SCOPE' })));
    // The counters cannot tell an address outside the reach from one nobody has.
    expect(res.body.import.counters).toMatchObject({ rowsRead: 4, imported: 0, updated: 1, unchanged: 0, rejected: 3, skipped: 0 });
    expect(JSON.stringify(res.body)).not.toContain(outside[0]!.name);

    expect(await Promise.all(outside.map((p) => seen(owner, p.id)))).toEqual(before);
    expect(await subscriberByEmail(owner, nobody)).toBeUndefined();
    expect((await owner.call('GET', `/subscribers/${inside[0]!.id}`)).body.name).toBe('Zmieniony');
  });

  it('refuses file import rows outside their segments the same way, in the counters and the report', async () => {
    const { owner, member, inside, outside } = await restrictedAccount();
    const before = await Promise.all(outside.map((p) => seen(owner, p.id)));
    const nobody = uniqueEmail('nobody');
    const csv = ['email,name', `${outside[0]!.email},Przejęty`, `${nobody},Przejęty`, `${inside[0]!.email},Zmieniony`].join('\n');
    const done = await importFile(member.session, csv, {
      mapping: [
        { column: 0, field: 'email' },
        { column: 1, field: 'name' },
      ],
      mode: 5,
      status: 3,
    });
    expect(done).toMatchObject({ state: 'finished', counters: { rowsRead: 3, imported: 0, updated: 1, rejected: 2, skipped: 0 } });
    const report = await reportRows(member.session, done.id);
    expect(report.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['2', REJECTED_PL, reasonPl('IMPORT_OUT_OF_SCOPE')],
      ['3', REJECTED_PL, reasonPl('IMPORT_OUT_OF_SCOPE')],
    ]);

    expect(await Promise.all(outside.map((p) => seen(owner, p.id)))).toEqual(before);
    expect(await subscriberByEmail(owner, nobody)).toBeUndefined();
    expect((await owner.call('GET', `/subscribers/${inside[0]!.id}`)).body).toMatchObject({ name: 'Zmieniony', status: 3 });
  });

  it('keeps other users’ imports, their reports and their uploaded files from a restricted user', async () => {
    const { owner, member, outside } = await restrictedAccount();
    const theirs = (await manualImport(owner, [`${outside[0]!.email};Właściciel`], 2)).body.import.id as string;
    const theirFile = await upload(owner, 'owner.csv', `email\n${outside[1]!.email}\n`);
    const mine = (await manualImport(member.session, [outside[1]!.email], 2)).body.import.id as string;

    expect((await member.session.call('GET', '/imports')).body.items.map((i: { id: string }) => i.id)).toEqual([mine]);
    for (const path of [`/imports/${theirs}`, `/imports/${theirs}/report`]) {
      expect(await member.session.call('GET', path)).toMatchObject({ status: 404, body: { code: 'IMPORT_NOT_FOUND' } });
    }
    expect(await member.session.call('POST', '/files/validate-import', { json: { fileId: theirFile } })).toMatchObject({
      status: 404,
      body: { code: 'IMPORT_FILE_NOT_FOUND' },
    });
    const start = await member.session.call('POST', '/imports', {
      json: { fileId: theirFile, hasHeader: true, mode: 2, mapping: [{ column: 0, field: 'email' }] },
    });
    expect(start).toMatchObject({ status: 404, body: { code: 'IMPORT_FILE_NOT_FOUND' } });

    expect((await owner.call('GET', '/imports')).body.items.map((i: { id: string }) => i.id).sort()).toEqual([mine, theirs].sort());
    expect((await owner.call('GET', `/imports/${mine}/report`)).status).toBe(200);
  });
});

describe('a user restricted to segments: adding subscribers', () => {
  it('is refused with one answer whether the address exists outside their segments, inside them, or nowhere', async () => {
    const { owner, member, inside, outside } = await restrictedAccount();
    const answers = [];
    for (const email of [outside[0]!.email, inside[0]!.email, uniqueEmail('nobody')]) {
      const res = await member.session.call('POST', '/subscribers', { json: { email, name: 'Nowy' } });
      answers.push({ status: res.status, body: res.body });
    }
    expect(answers).toEqual(Array(3).fill({ status: 403, body: { code: 'SUBSCRIBER_CREATE_RESTRICTED' } }));
    expect((await owner.call('GET', '/subscribers')).body.items).toHaveLength(inside.length + outside.length);
  });
});

describe('a user restricted to segments: numbers over the whole database', () => {
  it('get no account-wide subscriber statistics or dashboard counts, and estimates only over their reach', async () => {
    const { owner, member, inside, outside } = await restrictedAccount();
    expect(await member.session.call('GET', '/subscribers/stats')).toMatchObject({
      status: 403,
      body: { code: 'ACCESS_RESTRICTED_TO_SEGMENTS' },
    });
    const dashboard = (await member.session.call('GET', '/users/dashboards')).body;
    expect(dashboard.subscribers).toBeUndefined();
    expect(dashboard.segmentRestricted).toBe(true);
    // No getting-started panel either: "has subscribers" would be a count over the whole database.
    expect(dashboard.gettingStarted).toBeUndefined();
    expect((await owner.call('GET', '/users/dashboards')).body.subscribers.total).toBe(inside.length + outside.length);

    // A condition naming one address is a yes/no question about it: answered only within the reach.
    const one = {
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'eq', value: outside[0]!.email }],
    };
    expect((await estimated(member.session, one)).body.result).toMatchObject({ count: 0, total: inside.length, preview: [] });
    expect((await estimated(owner, one)).body.result).toMatchObject({ count: 1, total: inside.length + outside.length });
    const all = {
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
    };
    expect((await estimated(member.session, all)).body.result).toMatchObject({ count: inside.length, total: inside.length, exact: true });
  });

  it('see segments without their sizes, which a segment of their own making would turn into an oracle', async () => {
    const { owner, member, segment, outside } = await restrictedAccount();
    const spy = await member.session.call('POST', '/segments', {
      json: {
        name: 'Szpieg',
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [
            { kind: 'condition', source: 'field', target: 'email', aggregation: 'none', operator: 'eq', value: outside[0]!.email },
          ],
        },
      },
    });
    expect(spy.status).toBe(201);
    await member.session.call('POST', `/segments/${spy.body.id}/calculate`, { json: {} });
    await drainQueues();
    const mine = (await member.session.call('GET', `/segments/${spy.body.id}`)).body;
    expect(mine.state).toBe('ready');
    expect(mine.audience.count).toBeUndefined();
    // Only the segment they are restricted to, all of whose members are theirs, shows its size.
    const sized = (await member.session.call('GET', '/segments')).body.items.filter(
      (s: { audience: { count?: number } | null }) => s.audience?.count !== undefined,
    );
    expect(sized.map((s: { id: string; audience: { count: number } }) => [s.id, s.audience.count])).toEqual([[segment, 2]]);
    expect((await member.session.call('GET', `/segments/${spy.body.id}/audience`)).body.items).toEqual([]);
    expect((await owner.call('GET', `/segments/${spy.body.id}`)).body.audience.count).toBe(1);
  });
});

describe('a user restricted to segments: lists and their cursors', () => {
  it('pages through their members only, and no cursor carries another subscriber’s id or address', async () => {
    const { member, inside, outside } = await restrictedAccount({ inside: 2, outside: 5 });
    const walk = async (query: Record<string, string>) => {
      const seenIds: string[] = [];
      const cursors: string[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 20; i++) {
        const res = await member.session.call('GET', '/subscribers', { query: { limit: '1', ...query, ...(cursor ? { cursor } : {}) } });
        expect(res.status).toBe(200);
        seenIds.push(...res.body.items.map((s: { id: string }) => s.id));
        cursor = res.body.cursor;
        if (!cursor) break;
        cursors.push(cursor);
      }
      return { seenIds, cursors: cursors.map(cursorText).join(' ') };
    };
    const list = await walk({});
    expect(list.seenIds.sort()).toEqual(inside.map((p) => p.id).sort());
    const search = await walk({ search: 'out-' });
    expect(search.seenIds).toEqual([]);
    for (const p of outside) for (const value of [p.id, p.email]) expect(list.cursors + search.cursors).not.toContain(value);
  });
});

describe('a user restricted to segments: what would widen a reach or touch everyone', () => {
  it('cannot give anyone a wider reach than their own', async () => {
    const { owner, account, member, segment } = await restrictedAccount();
    const add = (segmentIds: string[]) =>
      member.session.call('POST', '/users/add', {
        json: { email: uniqueEmail('granted'), name: 'Granted Member', roleId: 'editor', segmentIds },
      });
    expect(await add([])).toMatchObject({ status: 403, body: { code: 'USER_GRANT_SCOPE_NOT_HELD' } });
    const within = await add([segment]);
    expect(within.status).toBe(201);
    expect(await member.session.call('PUT', `/users/${within.body.id}`, { json: { segmentIds: [] } })).toMatchObject({
      status: 403,
      body: { code: 'USER_GRANT_SCOPE_NOT_HELD' },
    });
    expect(await member.session.call('POST', '/users/edit', { json: { id: within.body.id, segmentIds: [] } })).toMatchObject({
      status: 403,
    });
    expect(
      await member.session.call('POST', `/users/${account.userId}/duplicate`, {
        json: { email: uniqueEmail('dup'), name: 'Duplicate Owner' },
      }),
    ).toMatchObject({ status: 403, body: { code: 'USER_GRANT_SCOPE_NOT_HELD' } });
    const members = (await owner.call('GET', '/users')).body.items as { id: string; segmentIds: string[] }[];
    expect(members.filter((m) => m.id !== account.userId).every((m) => m.segmentIds.length > 0)).toBe(true);
  });

  it('cannot change the segment that restricts anyone, nor delete a property every subscriber may hold', async () => {
    const { owner, member, segment, outside } = await restrictedAccount();
    const conditions = {
      kind: 'group',
      op: 'and',
      children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
    };
    expect(
      await member.session.call('PUT', `/segments/${segment}`, { json: { name: 'Wszyscy', type: 'static', conditions } }),
    ).toMatchObject({ status: 403, body: { code: 'ACCESS_RESTRICTED_TO_SEGMENTS' } });
    expect((await owner.call('GET', `/segments/${segment}`)).body.name).toBe('Wewnętrzni');

    const property = (
      await owner.call('POST', '/properties', { json: { type: 'string', name: 'miasto', displayName: 'Miasto', maxChar: 40 } })
    ).body.id as string;
    const version = (await owner.call('GET', `/subscribers/${outside[0]!.id}`)).body.version;
    await owner.call('PUT', `/subscribers/${outside[0]!.id}`, { json: { version, props: { [property]: 'Gdańsk' } } });
    expect(await member.session.call('DELETE', `/properties/${property}`, { json: {} })).toMatchObject({
      status: 403,
      body: { code: 'ACCESS_RESTRICTED_TO_SEGMENTS' },
    });
    expect((await owner.call('GET', `/subscribers/${outside[0]!.id}`)).body.props[property]).toBe('Gdańsk');
  });
});
