import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { loggedIn } from './helpers';
import { addAndLogin, grantSuperAdmin, setPlan } from './users-helpers';

/** A real PNG of the given side (a QR code is the cheapest image library we already ship). */
const png = (width: number) => QRCode.toBuffer('goniec', { width, margin: 0 });

/** Just a PNG header (signature and IHDR): enough for a dimension check to read, nothing more. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), ihdr]);
}

function form(data: Buffer | string, name: string, type = 'image/png'): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return body;
}

const fieldCode = (res: { body: { params?: { errors?: { code: string }[] } } }) => res.body.params?.errors?.[0]?.code;

describe('avatar', () => {
  it('stores an image and serves it by a signed link; refuses wrong format, size or weight', async () => {
    const { session } = await loggedIn();
    const image = await png(128);
    const uploaded = await session.call('POST', '/users/me/avatar', { form: form(image, 'me.png') });
    expect(uploaded.status).toBe(200);
    const me = await session.call('GET', '/users/me');
    expect(me.body.avatarUrl).toContain('/avatars/');
    const served = await fetch(me.body.avatarUrl);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);

    expect(fieldCode(await session.call('POST', '/users/me/avatar', { form: form('not an image', 'me.png', 'text/plain') }))).toBe(
      'FILE_NOT_IMAGE',
    );
    expect(fieldCode(await session.call('POST', '/users/me/avatar', { form: form(image, 'me.jpg', 'image/jpeg') }))).toBe(
      'FILE_WRONG_EXTENSION',
    );
    expect(fieldCode(await session.call('POST', '/users/me/avatar', { form: form(pngHeader(16, 16), 'tiny.png') }))).toBe(
      'FILE_WRONG_DIMENSIONS',
    );
    expect(fieldCode(await session.call('POST', '/users/me/avatar', { form: form(pngHeader(4000, 300), 'wide.png') }))).toBe(
      'FILE_WRONG_DIMENSIONS',
    );
    const heavy = await session.call('POST', '/users/me/avatar', {
      form: form(Buffer.concat([image, Buffer.alloc(1024 * 1024)]), 'heavy.png'),
    });
    expect(heavy.status).toBe(413);
    expect(heavy.body).toEqual({ code: 'FILE_SIZE_EXCEEDED', params: { max: 1024 * 1024 } });
    expect((await session.call('POST', '/users/me/avatar', { json: { file: 'x' } })).body.code).toBe('BAD_REQUEST');
    // The refusals changed nothing: the same object (the link is signed anew, per second, on every read).
    const objectOf = (url: string) => new URL(url).pathname;
    expect(objectOf((await session.call('GET', '/users/me')).body.avatarUrl)).toBe(objectOf(me.body.avatarUrl));

    expect((await session.call('DELETE', '/users/me/avatar', { json: {} })).body).toEqual({ avatarUrl: null });
    expect((await session.call('GET', '/users/me')).body.avatarUrl).toBeNull();
  });

  it('lets a super administrator set a user’s avatar, never an account’s administrator (issue 10)', async () => {
    const { session: admin, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const member = await addAndLogin(admin, { roleId: 'editor' });
    expect((await admin.call('POST', `/users/${member.id}/avatar`, { form: form(await png(64), 'm.png') })).body.code).toBe(
      'RESOURCE_NOT_FOUND',
    );
    expect((await member.session.call('GET', '/users/me')).body.avatarUrl).toBeNull();
    await grantSuperAdmin(account.email);
    expect((await admin.call('POST', `/users/${member.id}/avatar`, { form: form(await png(64), 'm.png') })).status).toBe(200);
    expect((await member.session.call('GET', '/users/me')).body.avatarUrl).toContain(`/avatars/${member.id}/`);
    expect((await admin.call('POST', '/users/01NOSUCHUSER/avatar', { form: form(await png(64), 'm.png') })).body.code).toBe(
      'USER_NOT_FOUND',
    );
  });
});

describe('profile and feedback', () => {
  it('renames the user and takes feedback', async () => {
    const { session } = await loggedIn();
    const renamed = await session.call('PUT', '/users/me/profile', { json: { name: 'Nowe Imię' } });
    expect(renamed.body.name).toBe('Nowe Imię');
    expect((await session.call('PUT', '/users/me/profile', { json: { name: 'A<b>' } })).body.params.errors[0].code).toBe(
      'VALIDATION_FORBIDDEN_CHARACTERS',
    );
    const feedback = await session.call('POST', '/users/me/feedback', {
      json: { category: 'idea', message: 'Więcej wykresów, proszę.', ua: 'vitest', resolution: '1366x900', url: 'https://goniec.test/' },
    });
    expect(feedback.status).toBe(201);
    expect((await session.call('POST', '/users/me/feedback', { json: { category: 'rant', message: 'x' } })).status).toBe(400);
  });
});
