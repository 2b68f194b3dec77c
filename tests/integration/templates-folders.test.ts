import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';

const template = (name: string, dir?: string | null) => ({ name, html: `<p>${name}</p>`, ...(dir !== undefined ? { dir } : {}) });

describe('template folders', () => {
  it('have names unique per account whatever their case, and are renamed', async () => {
    const { session } = await loggedIn();
    const created = await session.call('POST', '/template-folders', { json: { name: 'Promocje' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Promocje', templates: 0 });
    const again = await session.call('POST', '/template-folders', { json: { name: 'PROMOCJE' } });
    expect([again.status, again.body.code]).toEqual([409, 'TEMPLATE_FOLDER_EXISTS']);
    expect((await session.call('POST', '/template-folders', { json: { name: 'A' } })).status).toBe(400);

    const other = (await session.call('POST', '/template-folders', { json: { name: 'Biuletyn' } })).body;
    expect((await session.call('PUT', `/template-folders/${other.id}`, { json: { name: 'promocje' } })).body.code).toBe(
      'TEMPLATE_FOLDER_EXISTS',
    );
    // Its own name in another case is a rename, and the old name is free again.
    expect((await session.call('PUT', `/template-folders/${created.body.id}`, { json: { name: 'PROMOCJE' } })).body.name).toBe('PROMOCJE');
    expect((await session.call('PUT', `/template-folders/${created.body.id}`, { json: { name: 'Akcje' } })).body.name).toBe('Akcje');
    expect((await session.call('POST', '/template-folders', { json: { name: 'Promocje' } })).status).toBe(201);
    const list = await session.call('GET', '/template-folders');
    expect(list.body.items.map((f: { name: string }) => f.name)).toEqual(['Akcje', 'Biuletyn', 'Promocje']);

    // Another account may use the same names, and cannot reach these folders.
    const stranger = await loggedIn();
    expect((await stranger.session.call('POST', '/template-folders', { json: { name: 'Akcje' } })).status).toBe(201);
    const foreign = await stranger.session.call('PUT', `/template-folders/${other.id}`, { json: { name: 'Moje' } });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'TEMPLATE_FOLDER_NOT_FOUND']);
    expect((await stranger.session.call('DELETE', `/template-folders/${other.id}`)).status).toBe(404);
    expect((await stranger.session.call('POST', '/templates', { json: template('Obcy folder', other.id) })).body.params.errors).toEqual([
      { path: 'dir', code: 'TEMPLATE_FOLDER_NOT_FOUND' },
    ]);
  });

  it('count their templates and are deleted only when empty', async () => {
    const { session } = await loggedIn();
    const a = (await session.call('POST', '/template-folders', { json: { name: 'Pierwszy' } })).body;
    const b = (await session.call('POST', '/template-folders', { json: { name: 'Drugi' } })).body;
    const t1 = (await session.call('POST', '/templates', { json: template('Jeden', a.id) })).body;
    const t2 = (await session.call('POST', '/templates', { json: template('Dwa', a.id) })).body;
    const counts = async () =>
      Object.fromEntries(
        (await session.call('GET', '/template-folders')).body.items.map((f: { name: string; templates: number }) => [f.name, f.templates]),
      );
    expect(await counts()).toEqual({ Pierwszy: 2, Drugi: 0 });

    const full = await session.call('DELETE', `/template-folders/${a.id}`);
    expect([full.status, full.body.code]).toEqual([409, 'TEMPLATE_FOLDER_NOT_EMPTY']);

    // Moving a template moves its count; deleting one takes it off.
    expect((await session.call('PUT', `/templates/${t1.id}`, { json: template('Jeden', b.id) })).body.dir).toBe(b.id);
    expect(await counts()).toEqual({ Pierwszy: 1, Drugi: 1 });
    await session.call('DELETE', `/templates/${t2.id}`);
    expect(await counts()).toEqual({ Pierwszy: 0, Drugi: 1 });
    expect((await session.call('DELETE', `/template-folders/${a.id}`)).body).toEqual({ deleted: true });

    // A template cannot go into a folder that is gone, and its own folder stays as it was.
    const moved = await session.call('PUT', `/templates/${t1.id}`, { json: template('Jeden', a.id) });
    expect(moved.body.params.errors).toEqual([{ path: 'dir', code: 'TEMPLATE_FOLDER_NOT_FOUND' }]);
    expect((await session.call('GET', `/templates/${t1.id}`)).body.dir).toBe(b.id);
    expect((await session.call('PUT', `/templates/${t1.id}`, { json: template('Jeden', null) })).body.dir).toBeNull();
    expect(await counts()).toEqual({ Drugi: 0 });
    expect((await session.call('DELETE', `/template-folders/${b.id}`)).status).toBe(200);
  });
});
