import { describe, expect, it } from 'vitest';
import { IMAGE_RULES } from '@shared/rules/templates';
import { grayJpeg, png } from '@tests/fixtures/images';
import { createTestAccount, loggedIn, trackingRequest } from './helpers';

function form(data: Buffer | string, name: string, type = 'image/png'): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return body;
}

const fieldError = (res: { body: { params?: { errors?: { path: string; code: string; params?: unknown }[] } } }) =>
  res.body.params?.errors?.[0];

describe('the image library (/images)', () => {
  it('uploads, lists newest first and serves an image publicly for good', async () => {
    const { session, account } = await loggedIn();
    const qr = await png(120);
    const first = await session.call('POST', '/images', { form: form(qr, 'Baner lato.png') });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Baner lato.png', type: 'image/png', bytes: qr.length, width: 120, height: 120 });
    expect(first.body.createdBy).toBe(account.email);
    const url = new URL(first.body.url as string);
    expect(url.origin).toBe('https://goniec.test');
    expect(url.pathname).toBe(`/t/i/${account.accountId}/${first.body.id}.png`);

    const served = await trackingRequest('GET', url.pathname);
    expect(served).toMatchObject({
      statusCode: 200,
      isBase64Encoded: true,
      headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
    });
    expect(Buffer.from(served.body!, 'base64').equals(qr)).toBe(true);

    const photo = grayJpeg(300, 200);
    const second = await session.call('POST', '/images', { form: form(photo, 'zdjęcie.JPEG', 'image/jpeg') });
    expect(second.body).toMatchObject({ name: 'zdjęcie.JPEG', type: 'image/jpeg', width: 300, height: 200 });
    expect(second.body.url).toMatch(/\.jpg$/);
    const servedJpeg = await trackingRequest('GET', new URL(second.body.url as string).pathname);
    expect(servedJpeg.headers).toMatchObject({ 'content-type': 'image/jpeg' });

    const list = await session.call('GET', '/images');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body.items[1]).toEqual(first.body);
  });

  it('searches by name without case and pages with a cursor', async () => {
    const { session } = await loggedIn();
    const qr = await png(16);
    for (const name of ['Lato-1.png', 'zima.png', 'LATO-2.png', 'lato-3.png'])
      await session.call('POST', '/images', { form: form(qr, name) });
    const found = await session.call('GET', '/images', { query: { q: 'lato' } });
    expect(found.body.items.map((i: { name: string }) => i.name)).toEqual(['lato-3.png', 'LATO-2.png', 'Lato-1.png']);

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await session.call('GET', '/images', { query: { limit: '3', ...(cursor ? { cursor } : {}) } });
      expect(page.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.items.map((i: { name: string }) => i.name));
      cursor = page.body.cursor as string | undefined;
    } while (cursor);
    expect(seen).toEqual(['lato-3.png', 'LATO-2.png', 'zima.png', 'Lato-1.png']);
  });

  it('refuses what is no acceptable image with the file’s codes, storing nothing', async () => {
    const { session } = await loggedIn();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refusals: [FormData, string][] = [
      [form('not a picture', 'a.png'), 'FILE_NOT_IMAGE'],
      [form(svg, 'a.svg', 'image/svg+xml'), 'FILE_NOT_IMAGE'],
      [form(await png(16), 'a.jpg', 'image/jpeg'), 'FILE_WRONG_EXTENSION'],
      [form(grayJpeg(IMAGE_RULES.maxWidth + 8, 8), 'wide.jpg', 'image/jpeg'), 'FILE_WRONG_DIMENSIONS'],
    ];
    for (const [body, code] of refusals) {
      const res = await session.call('POST', '/images', { form: body });
      expect(res.status, code).toBe(400);
      expect(fieldError(res), code).toMatchObject({ path: 'file', code });
    }
    const heavy = await session.call('POST', '/images', { form: form(grayJpeg(8, 8, { padTo: IMAGE_RULES.maxBytes + 1 }), 'h.jpg') });
    expect(heavy.status).toBe(413);
    expect(heavy.body).toEqual({ code: 'FILE_SIZE_EXCEEDED', params: { max: IMAGE_RULES.maxBytes } });
    expect((await session.call('GET', '/images')).body.items).toEqual([]);
  });

  it('deletes the item and the file: the address serves nothing any more', async () => {
    const { session } = await loggedIn();
    const image = (await session.call('POST', '/images', { form: form(await png(16), 'x.png') })).body;
    const path = new URL(image.url as string).pathname;
    expect(await session.call('DELETE', `/images/${image.id}`, { json: {} })).toMatchObject({ status: 200, body: { deleted: true } });
    expect((await session.call('GET', '/images')).body.items).toEqual([]);
    expect((await trackingRequest('GET', path)).statusCode).toBe(404);
    const again = await session.call('DELETE', `/images/${image.id}`, { json: {} });
    expect(again).toMatchObject({ status: 404, body: { code: 'IMAGE_NOT_FOUND' } });
  });

  it('keeps accounts apart: another account neither lists nor deletes an image by its id', async () => {
    const a = await loggedIn();
    const b = await loggedIn();
    const image = (await a.session.call('POST', '/images', { form: form(await png(16), 'a.png') })).body;
    expect((await b.session.call('GET', '/images')).body.items).toEqual([]);
    expect(await b.session.call('DELETE', `/images/${image.id}`, { json: {} })).toMatchObject({
      status: 404,
      body: { code: 'IMAGE_NOT_FOUND' },
    });
    expect((await a.session.call('GET', '/images')).body.items).toHaveLength(1);
    expect((await trackingRequest('GET', new URL(image.url as string).pathname)).statusCode).toBe(200);
  });

  it('serves nothing for a path that is no stored image', async () => {
    const { session, account } = await loggedIn();
    const image = (await session.call('POST', '/images', { form: form(await png(16), 'a.png') })).body;
    const other = await createTestAccount();
    for (const path of [
      `/t/i/${account.accountId}/01JAAAAAAAAAAAAAAAAAAAAAAA.png`,
      `/t/i/${account.accountId}/${image.id}.jpg`,
      `/t/i/${account.accountId}/${image.id}.svg`,
      `/t/i/${account.accountId}/${image.id}.PNG`,
      `/t/i/${other.accountId}/${image.id}.png`,
      `/t/i/${account.accountId}/..%2F..%2Fbranding.png`,
      `/t/i/../branding/${account.accountId}/x.jpg`,
      `/t/i/${account.accountId}/${image.id}.png/x`,
    ])
      expect((await trackingRequest('GET', path)).statusCode, path).toBe(404);
    expect((await trackingRequest('POST', new URL(image.url as string).pathname)).statusCode).toBe(404);
  });

  it('is refused without the permission to write mailings (PERM_MNOWY)', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true } }));
    for (const res of [
      await session.call('GET', '/images'),
      await session.call('POST', '/images', { form: form(await png(16), 'a.png') }),
      await session.call('DELETE', '/images/01JAAAAAAAAAAAAAAAAAAAAAAA', { json: {} }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_MNOWY' } });
    }
  });
});
