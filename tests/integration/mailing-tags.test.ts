import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { drainQueues, loggedIn, type ApiSession } from './helpers';

/**
 * Issue 18: mailings carry tags (the templates' shape and limits), inherited from a template and
 * kept by a duplicate; /reports/campaigns filters its list and export by them; the forms suggest
 * the account's predefined tags and those its mailings carry, never another account's.
 */
const content = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  subject: `Temat ${name}`,
  fromName: 'Sklep',
  fromEmail: 'news@goniec.test',
  html: '<p>Cześć</p>',
  ...extra,
});

async function sentWith(session: ApiSession, name: string, tags: unknown[]): Promise<string> {
  const created = await session.call('POST', '/mailings', { json: content(name, { tags }) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await session.call('POST', `/mailings/${created.body.id}/send`, { json: {} })).status).toBe(202);
  await drainQueues();
  return created.body.id as string;
}

describe('mailing tags', () => {
  it('are set, kept when a save leaves them out, removed by an empty list, inherited and duplicated', async () => {
    const { session } = await loggedIn();
    const created = await session.call('POST', '/mailings', {
      json: content('Lato', {
        tags: [
          { name: ' Sezon ', value: 'lato' },
          { name: 'promocja', value: '' },
        ],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.tags).toEqual([{ name: 'Sezon', value: 'lato' }, { name: 'promocja' }]);
    const id = created.body.id as string;

    const dup = await session.call('POST', '/mailings', { json: content('Dwa', { tags: [{ name: 'a' }, { name: 'A' }] }) });
    expect(dup).toMatchObject({ status: 400, body: { params: { errors: [{ path: 'tags.1.name', code: 'TEMPLATE_TAG_DUPLICATE' }] } } });
    const many = await session.call('POST', '/mailings', {
      json: content('Wiele', { tags: Array.from({ length: 21 }, (_, i) => ({ name: `t${i}` })) }),
    });
    expect(many.status).toBe(400);
    expect((await session.call('POST', '/mailings', { json: content('Długi', { tags: [{ name: 'x'.repeat(51) }] }) })).status).toBe(400);

    // A client that does not know tags keeps them; an empty list removes them.
    expect((await session.call('PUT', `/mailings/${id}`, { json: content('Lato 2') })).status).toBe(200);
    expect((await session.call('GET', `/mailings/${id}`)).body.tags).toEqual([{ name: 'Sezon', value: 'lato' }, { name: 'promocja' }]);
    const copy = await session.call('POST', `/mailings/${id}/duplicate`, { json: {} });
    expect(copy.body.tags).toEqual([{ name: 'Sezon', value: 'lato' }, { name: 'promocja' }]);
    expect((await session.call('PUT', `/mailings/${id}`, { json: content('Lato 3', { tags: [] }) })).status).toBe(200);
    expect((await session.call('GET', `/mailings/${id}`)).body.tags).toBeUndefined();

    const template = await session.call('POST', '/templates', {
      json: { name: 'Szablon', html: '<p>Hej</p>', tags: [{ name: 'newsletter', value: 'maj' }] },
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const made = await session.call('POST', '/mailings/from-template', { json: { source: 'template', id: template.body.id } });
    expect(made.status).toBe(201);
    expect(made.body.tags).toEqual([{ name: 'newsletter', value: 'maj' }]);
  });

  it('filter the campaigns report, its export, and are suggested to their own account only', async () => {
    const { session } = await loggedIn();
    expect((await session.call('POST', '/subscribers', { json: { email: `t-${Date.now()}@example.com` } })).status).toBe(201);
    const summer = await sentWith(session, 'Lato', [{ name: 'Sezon', value: 'lato' }]);
    const winter = await sentWith(session, 'Zima', [{ name: 'sezon', value: 'zima' }, { name: 'Promocja' }]);
    const plain = await sentWith(session, 'Bez tagów', []);

    const ids = async (query: Record<string, string>) => {
      const res = await session.call('GET', '/reports/campaigns', { query });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.items.map((r: { id: string }) => r.id);
    };
    expect(await ids({})).toEqual([plain, winter, summer]);
    // A tag with a value is matched by its name, case aside; a mailing matches when it has any of them.
    expect(await ids({ tags: 'SEZON' })).toEqual([winter, summer]);
    expect(await ids({ tags: 'promocja' })).toEqual([winter]);
    expect(await ids({ tags: 'promocja, nic' })).toEqual([winter]);
    expect(await ids({ tags: 'nic' })).toEqual([]);
    expect(await ids({ tags: 'sezon', q: 'lato' })).toEqual([summer]);
    const listed = await session.call('GET', '/reports/campaigns', { query: { tags: 'promocja' } });
    expect(listed.body.items[0].tags).toEqual([{ name: 'sezon', value: 'zima' }, { name: 'Promocja' }]);

    const tooMany = Array.from({ length: 11 }, (_, i) => `t${i}`).join(',');
    expect((await session.call('GET', '/reports/campaigns', { query: { tags: tooMany } })).status).toBe(400);
    expect((await session.call('GET', '/reports/campaigns', { query: { tags: 'a<b>' } })).status).toBe(400);

    const exported = await session.call('GET', '/reports/campaigns/export', { query: { tags: 'sezon' } });
    expect(exported.status).toBe(200);
    const rows = parse(await (await fetch(exported.body.url)).text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.name, r.tags])).toEqual([
      ['Zima', 'sezon: zima; Promocja'],
      ['Lato', 'Sezon: lato'],
    ]);

    // Suggestions: the predefined tags first, then those used; another account's never.
    expect((await session.call('POST', '/settings/company/tags', { json: { name: 'Kanał', values: ['www'] } })).status).toBe(201);
    const other = await loggedIn();
    expect((await other.session.call('POST', '/settings/company/tags', { json: { name: 'Obcy', values: ['x'] } })).status).toBe(201);
    expect((await other.session.call('POST', '/mailings', { json: content('Obcy', { tags: [{ name: 'tajny' }] }) })).status).toBe(201);
    for (const path of ['/mailing-tags', '/reports/campaigns/tags']) {
      const suggested = await session.call('GET', path);
      expect(suggested.status).toBe(200);
      expect(suggested.body.items).toEqual([
        { name: 'Kanał', values: ['www'], predefined: true },
        { name: 'Promocja', values: [], predefined: false },
        { name: 'sezon', values: ['lato', 'zima'], predefined: false },
      ]);
      const theirs = await other.session.call('GET', path);
      expect(theirs.body.items.map((t: { name: string }) => t.name)).toEqual(['Obcy', 'tajny']);
    }
    expect((await other.session.call('GET', '/reports/campaigns', { query: { tags: 'sezon' } })).body.items).toEqual([]);
  });
});
