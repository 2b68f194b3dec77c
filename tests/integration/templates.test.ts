import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';

const { config } = await import('@functions/platform/config');

const MJML = (words: string) =>
  `<mjml><mj-body><mj-section><mj-column><mj-text>${words}</mj-text></mj-column></mj-section></mj-body></mjml>`;
const html = (words: string) => `<p>${words} <a href="{{ unsubscribe_url }}">wypisz</a></p>`;
const template = (name: string, extra: Record<string, unknown> = {}) => ({ name, html: html(name), ...extra });

describe('templates', () => {
  it('are created, read, listed newest first, saved and deleted; content goes through the compiler', async () => {
    const { session } = await loggedIn();
    const visual = await session.call('POST', '/templates', {
      json: {
        name: 'Wiosna',
        description: 'Na marzec',
        mode: 'visual',
        mjml: MJML('Cześć {{ firstname | default: "Kliencie" }}'),
        headers: { subject: 'Wiosna!', fromEmail: `news@${config.senderDomain}`, fromName: 'Sklep' },
        tags: [{ name: 'sezon', value: 'wiosna' }],
        custom: [{ key: 'kampania', value: 'q1' }],
        utm: { source: 'goniec' },
      },
    });
    expect(visual.status).toBe(201);
    expect(visual.body).toMatchObject({
      name: 'Wiosna',
      type: 'visual',
      mode: 'visual',
      freeze: false,
      canDelete: true,
      dir: null,
      subject: 'Wiosna!',
      textCustom: false,
      tags: [{ name: 'sezon', value: 'wiosna' }],
      custom: [{ key: 'kampania', value: 'q1' }],
      utm: { source: 'goniec' },
    });
    expect(visual.body.html).toContain('Cześć {{ firstname | default: "Kliencie" }}');
    expect(visual.body.html).toMatch(/<html/);
    expect(visual.body.text).toContain('Cześć');
    expect(visual.body.createdBy).toMatch(/@example\.com$/);

    const plain = await session.call('POST', '/templates', { json: template('Lato', { text: 'Mój tekst', textCustom: true }) });
    expect(plain.body).toMatchObject({ mode: 'html', text: 'Mój tekst', textCustom: true });

    const got = await session.call('GET', `/templates/${visual.body.id}`);
    expect(got.body).toMatchObject({ id: visual.body.id, mjml: expect.stringContaining('<mjml>'), headers: { subject: 'Wiosna!' } });
    expect(got.body.html).toBe(visual.body.html);

    const list = await session.call('GET', '/templates');
    expect(list.body.items.map((t: { name: string }) => t.name)).toEqual(['Lato', 'Wiosna']);
    expect(list.body.items[0]).not.toHaveProperty('html');

    const saved = await session.call('PUT', `/templates/${visual.body.id}`, {
      json: { name: 'Wiosna 2', mode: 'visual', mjml: MJML('Nowe'), baseUpdatedAt: got.body.updatedAt },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Wiosna 2', tags: [], createdAt: visual.body.createdAt });
    expect(saved.body.updatedAt > got.body.updatedAt).toBe(true);
    expect((await session.call('GET', `/templates/${visual.body.id}`)).body.html).toContain('Nowe');

    expect((await session.call('DELETE', `/templates/${visual.body.id}`)).body).toEqual({ deleted: true });
    expect((await session.call('GET', `/templates/${visual.body.id}`)).body.code).toBe('TEMPLATE_NOT_FOUND');
    expect((await session.call('GET', `/templates/${visual.body.id}/history`)).status).toBe(404);
  });

  it('refuses broken MJML with its line, unknown merge fields, duplicate tags and a name too short', async () => {
    const { session } = await loggedIn();
    const broken = await session.call('POST', '/templates', {
      json: {
        name: 'Zła',
        mode: 'visual',
        mjml: '<mjml><mj-body><mj-section><mj-column><mj-unknown/></mj-column></mj-section></mj-body></mjml>',
      },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.params.errors[0]).toMatchObject({
      path: 'mjml',
      code: 'CONTENT_MJML_INVALID',
      params: { line: expect.any(Number) },
    });

    const unknown = await session.call('POST', '/templates', {
      json: template('Pola', { html: '<p>{{ shoesize }}</p>', headers: { subject: '{{ nick }}' } }),
    });
    expect(unknown.body.params.errors).toEqual([
      { path: 'headers.subject', code: 'PROPERTY_NOT_FOUND', params: { name: 'nick' } },
      { path: 'html', code: 'PROPERTY_NOT_FOUND', params: { name: 'shoesize' } },
    ]);

    const tags = await session.call('POST', '/templates', {
      json: template('Tagi', { tags: [{ name: 'Sezon' }, { name: 'inne' }, { name: 'sezon', value: 'x' }] }),
    });
    expect(tags.body.params.errors).toEqual([{ path: 'tags.2.name', code: 'TEMPLATE_TAG_DUPLICATE' }]);

    expect((await session.call('POST', '/templates', { json: template('A') })).status).toBe(400);
    expect((await session.call('GET', '/templates')).body.items).toEqual([]);
  });

  it('are searched by name, folder and tag, and paged', async () => {
    const { session } = await loggedIn();
    const folder = (await session.call('POST', '/template-folders', { json: { name: 'Promocje' } })).body;
    await session.call('POST', '/templates', { json: template('Black Friday', { dir: folder.id, tags: [{ name: 'sale' }] }) });
    await session.call('POST', '/templates', { json: template('Cyber Monday', { dir: folder.id }) });
    await session.call('POST', '/templates', { json: template('Powitanie', { tags: [{ name: 'sale' }] }) });
    const names = async (query: Record<string, string>) =>
      (await session.call('GET', '/templates', { query })).body.items.map((t: { name: string }) => t.name);
    expect(await names({ q: 'FRIDAY' })).toEqual(['Black Friday']);
    expect(await names({ dir: folder.id })).toEqual(['Cyber Monday', 'Black Friday']);
    expect(await names({ dir: 'none' })).toEqual(['Powitanie']);
    expect(await names({ tag: 'sale' })).toEqual(['Powitanie', 'Black Friday']);
    expect(await names({ tag: 'sale', dir: folder.id })).toEqual(['Black Friday']);

    const first = await session.call('GET', '/templates', { query: { limit: '2' } });
    expect(first.body.items).toHaveLength(2);
    const second = await session.call('GET', '/templates', { query: { limit: '2', cursor: first.body.cursor } });
    expect(second.body.items.map((t: { name: string }) => t.name)).toEqual(['Black Friday']);
  });

  it('freeze: a frozen template is neither saved nor deleted until thawed', async () => {
    const { session } = await loggedIn();
    const created = (await session.call('POST', '/templates', { json: template('Mróz') })).body;
    const frozen = await session.call('PUT', `/templates/${created.id}/freeze`, { json: { freeze: true } });
    expect(frozen.body.freeze).toBe(true);
    expect((await session.call('PUT', `/templates/${created.id}`, { json: template('Odwilż') })).body.code).toBe('TEMPLATE_FROZEN');
    const del = await session.call('DELETE', `/templates/${created.id}`);
    expect([del.status, del.body.code]).toEqual([409, 'TEMPLATE_FROZEN']);
    await session.call('PUT', `/templates/${created.id}/freeze`, { json: { freeze: false } });
    expect((await session.call('PUT', `/templates/${created.id}`, { json: template('Odwilż') })).body.name).toBe('Odwilż');
  });

  it('a save from a stale editor is refused, and HTML does not go back to visual', async () => {
    const { session } = await loggedIn();
    const created = (await session.call('POST', '/templates', { json: { name: 'Tryby', mode: 'visual', mjml: MJML('a') } })).body;
    const first = await session.call('PUT', `/templates/${created.id}`, {
      json: { name: 'Tryby', mode: 'visual', mjml: MJML('b'), baseUpdatedAt: created.updatedAt },
    });
    expect(first.status).toBe(200);
    const stale = await session.call('PUT', `/templates/${created.id}`, {
      json: { name: 'Tryby', mode: 'visual', mjml: MJML('c'), baseUpdatedAt: created.updatedAt },
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'TEMPLATE_CHANGED_MEANWHILE']);

    const toHtml = await session.call('PUT', `/templates/${created.id}`, { json: template('Tryby') });
    expect(toHtml.body).toMatchObject({ mode: 'html' });
    expect(toHtml.body).not.toHaveProperty('mjml');
    const back = await session.call('PUT', `/templates/${created.id}`, { json: { name: 'Tryby', mode: 'visual', mjml: MJML('d') } });
    expect([back.status, back.body.code]).toEqual([400, 'TEMPLATE_MODE_ONE_WAY']);
    expect((await session.call('GET', `/templates/${created.id}`)).body.mode).toBe('html');
  });

  it('duplicate makes an unfrozen copy with its content', async () => {
    const { session } = await loggedIn();
    const created = (await session.call('POST', '/templates', { json: { name: 'Oryginał', mode: 'visual', mjml: MJML('treść') } })).body;
    await session.call('PUT', `/templates/${created.id}/freeze`, { json: { freeze: true } });
    const copy = await session.call('POST', `/templates/${created.id}/duplicate`, { json: {} });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Oryginał (kopia)', freeze: false, mode: 'visual', mjml: created.mjml, html: created.html });
    expect(copy.body.id).not.toBe(created.id);
    const named = await session.call('POST', `/templates/${created.id}/duplicate`, { json: { name: 'Inna nazwa' } });
    expect(named.body.name).toBe('Inna nazwa');
  });

  it('belong to their account: another account’s template is not found by any route', async () => {
    const owner = await loggedIn();
    const other = await loggedIn();
    const created = (await owner.session.call('POST', '/templates', { json: template('Moje') })).body;
    for (const [method, path, json] of [
      ['GET', `/templates/${created.id}`, undefined],
      ['PUT', `/templates/${created.id}`, template('Cudze')],
      ['DELETE', `/templates/${created.id}`, undefined],
      ['POST', `/templates/${created.id}/duplicate`, {}],
      ['PUT', `/templates/${created.id}/freeze`, { freeze: true }],
      ['GET', `/templates/${created.id}/history`, undefined],
    ] as const) {
      const res = await other.session.call(method, path, { json });
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'TEMPLATE_NOT_FOUND']);
    }
    const fromIt = await other.session.call('POST', '/mailings/from-template', { json: { source: 'template', id: created.id } });
    expect([fromIt.status, fromIt.body.code]).toEqual([404, 'TEMPLATE_NOT_FOUND']);
    expect((await other.session.call('GET', '/templates')).body.items).toEqual([]);
    expect((await owner.session.call('GET', `/templates/${created.id}`)).body.freeze).toBe(false);
  });
});
