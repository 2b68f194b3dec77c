import { describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING } from '@shared/schemas/branding';
import { brandingBody } from '@tests/fixtures/branding';
import { grayJpeg, png } from '@tests/fixtures/images';
import { createTestAccount, loggedIn, trackingRequest } from './helpers';

const PATH = '/settings/company/branding';
const LOGO = `${PATH}/logo`;

function form(data: Buffer | string, name: string, type = 'image/jpeg'): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return body;
}

const fieldCode = (res: { body: { params?: { errors?: { path: string; code: string }[] } } }) => res.body.params?.errors?.[0];

describe('the account’s branding (/settings/company, branding)', () => {
  it('starts as the app looks and keeps what was saved, the logo untouched by a save', async () => {
    const { session } = await loggedIn();
    expect(await session.call('GET', PATH)).toMatchObject({ status: 200, body: { branding: DEFAULT_BRANDING } });
    expect((await session.call('GET', PATH)).body.logoUrl).toBeUndefined();
    const saved = {
      ...brandingBody(),
      font: 'Georgia',
      colours: { ...brandingBody().colours, primary: '#AA0055', background: '#fafafa' },
      socialLinks: { ...brandingBody().socialLinks, facebook: 'https://facebook.com/sklep' },
      unsubscribeLabel: 'Nie chcę już',
      replyTo: 'biuro@example.com',
      confirmationEmail: { subject: 'Potwierdź zapis', text: 'Kliknij poniżej.' },
    };
    expect(await session.call('PUT', PATH, { json: saved })).toMatchObject({ status: 200, body: { branding: { ...saved, logo: null } } });
    expect((await session.call('GET', PATH)).body.branding).toEqual({ ...saved, logo: null });
  });

  it('refuses bad values with their field errors', async () => {
    const { session } = await loggedIn();
    const body = brandingBody();
    const cases: [unknown, string, string][] = [
      [{ ...body, colours: { ...body.colours, text: 'red' } }, 'colours.text', 'VALIDATION_INVALID_VALUE'],
      [{ ...body, socialLinks: { ...body.socialLinks, x: 'javascript:alert(1)' } }, 'socialLinks.x', 'VALIDATION_INVALID_URL'],
      [{ ...body, replyTo: 'nie-adres' }, 'replyTo', 'VALIDATION_INVALID_EMAIL'],
      [{ ...body, font: 'Comic Sans MS' }, 'font', 'VALIDATION_INVALID_VALUE'],
    ];
    for (const [json, path, code] of cases) {
      const res = await session.call('PUT', PATH, { json });
      expect(res.status, path).toBe(400);
      expect(fieldCode(res), path).toMatchObject({ path, code });
    }
    expect((await session.call('GET', PATH)).body.branding).toEqual(DEFAULT_BRANDING);
  });

  it('takes a jpg logo up to 500×200 px and serves it publicly; replaces and deletes it', async () => {
    const { session, account } = await loggedIn();
    const first = grayJpeg(500, 200);
    const uploaded = await session.call('POST', LOGO, { form: form(first, 'logo.jpg') });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.branding.logo).toMatchObject({ width: 500, height: 200, bytes: first.length });
    const url = new URL(uploaded.body.logoUrl as string);
    expect(url.origin).toBe('https://goniec.test');
    expect(url.pathname).toMatch(new RegExp(`^/t/b/${account.accountId}/[0-9A-Z]{26}\\.jpg$`));
    const served = await trackingRequest('GET', url.pathname);
    expect(served).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-type': 'image/jpeg' } });
    expect(Buffer.from(served.body!, 'base64').equals(first)).toBe(true);

    // A new logo gets a new address; the old one is gone.
    const second = await session.call('POST', LOGO, { form: form(grayJpeg(120, 40), 'nowe.jpeg') });
    expect(second.body.branding.logo).toMatchObject({ width: 120, height: 40 });
    expect(second.body.logoUrl).not.toBe(uploaded.body.logoUrl);
    expect((await trackingRequest('GET', url.pathname)).statusCode).toBe(404);
    // Saving the other settings keeps the logo.
    expect((await session.call('PUT', PATH, { json: brandingBody() })).body.logoUrl).toBe(second.body.logoUrl);

    const deleted = await session.call('DELETE', LOGO, { json: {} });
    expect(deleted).toMatchObject({ status: 200, body: { branding: { logo: null } } });
    expect(deleted.body.logoUrl).toBeUndefined();
    expect((await trackingRequest('GET', new URL(second.body.logoUrl as string).pathname)).statusCode).toBe(404);
  });

  it('refuses a logo of the wrong dimensions, format, extension or weight with the spec’s codes, keeping the old one', async () => {
    const { session } = await loggedIn();
    const kept = (await session.call('POST', LOGO, { form: form(grayJpeg(10, 10), 'logo.jpg') })).body.logoUrl as string;
    const refusals: [FormData, string][] = [
      [form(grayJpeg(501, 200), 'wide.jpg'), 'FILE_WRONG_DIMENSIONS'],
      [form(grayJpeg(200, 201), 'tall.jpg'), 'FILE_WRONG_DIMENSIONS'],
      [form(await png(64), 'logo.jpg', 'image/jpeg'), 'FILE_WRONG_EXTENSION'],
      [form(await png(64), 'logo.png', 'image/png'), 'FILE_WRONG_EXTENSION'],
      [form(grayJpeg(10, 10), 'logo.gif', 'image/gif'), 'FILE_WRONG_EXTENSION'],
      [form('not a picture at all', 'logo.jpg'), 'FILE_NOT_IMAGE'],
    ];
    for (const [body, code] of refusals) {
      const res = await session.call('POST', LOGO, { form: body });
      expect(res.status, code).toBe(400);
      expect(fieldCode(res), code).toMatchObject({ path: 'file', code });
    }
    const heavy = await session.call('POST', LOGO, { form: form(grayJpeg(10, 10, { padTo: 1024 * 1024 + 1 }), 'heavy.jpg') });
    expect(heavy.status).toBe(413);
    expect(heavy.body).toEqual({ code: 'FILE_SIZE_EXCEEDED', params: { max: 1024 * 1024 } });
    expect((await session.call('GET', PATH)).body.logoUrl).toBe(kept);
  });

  it('serves nothing for a path that is no stored logo', async () => {
    const { account } = await loggedIn();
    for (const path of [
      `/t/b/${account.accountId}/01JAAAAAAAAAAAAAAAAAAAAAAA.jpg`,
      `/t/b/${account.accountId}/..%2F..%2Fexports.jpg`,
      `/t/b/../avatars/x.jpg`,
    ])
      expect((await trackingRequest('GET', path)).statusCode, path).toBe(404);
  });

  it('is refused without the general-settings permission (PERM_POGOLNE)', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true, PERM_MWYSYL: true } }));
    for (const res of [
      await session.call('GET', PATH),
      await session.call('PUT', PATH, { json: brandingBody() }),
      await session.call('POST', LOGO, { form: form(grayJpeg(10, 10), 'logo.jpg') }),
      await session.call('DELETE', LOGO, { json: {} }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_POGOLNE' } });
    }
  });
});
