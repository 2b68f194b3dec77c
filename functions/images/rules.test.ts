import { describe, expect, it } from 'vitest';
import { IMAGE_RULES } from '@shared/rules/templates';
import { grayJpeg, png } from '@tests/fixtures/images';
import { checkImage, displayName, typeOfExtension } from './rules';

/** A GIF's header is enough for its format and size: "GIF89a", then width and height little-endian. */
const gif = (width: number, height: number) =>
  Buffer.concat([Buffer.from('GIF89a'), Buffer.from([width & 0xff, width >> 8, height & 0xff, height >> 8, 0, 0, 0]), Buffer.from([0x3b])]);

describe('the image library’s checks', () => {
  it('takes jpg, png and gif by their bytes, with their dimensions and the extension stored', async () => {
    expect(checkImage('photo.JPEG', grayJpeg(640, 480))).toEqual({
      ok: true,
      type: 'image/jpeg',
      extension: 'jpg',
      width: 640,
      height: 480,
    });
    expect(checkImage('qr.png', await png(64))).toMatchObject({ ok: true, type: 'image/png', extension: 'png', width: 64 });
    expect(checkImage('a.gif', gif(20, 10))).toMatchObject({ ok: true, type: 'image/gif', width: 20, height: 10 });
  });

  it('refuses what is no image, SVG (it can carry scripts) included', () => {
    expect(checkImage('a.png', Buffer.from('hello'))).toEqual({ ok: false, code: 'FILE_NOT_IMAGE' });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(checkImage('a.svg', Buffer.from(svg))).toEqual({ ok: false, code: 'FILE_NOT_IMAGE' });
    expect(checkImage('a.png', Buffer.from(svg))).toEqual({ ok: false, code: 'FILE_NOT_IMAGE' });
  });

  it('refuses a name whose extension is not its format’s', async () => {
    expect(checkImage('qr.jpg', await png(64))).toEqual({ ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: 'png' } });
    expect(checkImage('photo', grayJpeg(8, 8))).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
    expect(checkImage('photo.html', grayJpeg(8, 8))).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
  });

  it('refuses too large dimensions and weight, with the limits', () => {
    expect(checkImage('wide.jpg', grayJpeg(IMAGE_RULES.maxWidth + 1, 8))).toEqual({
      ok: false,
      code: 'FILE_WRONG_DIMENSIONS',
      params: { width: IMAGE_RULES.maxWidth, height: IMAGE_RULES.maxHeight },
    });
    expect(checkImage('ok.jpg', grayJpeg(IMAGE_RULES.maxWidth, 8))).toMatchObject({ ok: true });
    expect(checkImage('heavy.jpg', grayJpeg(8, 8, { padTo: IMAGE_RULES.maxBytes + 1 }))).toEqual({
      ok: false,
      code: 'FILE_SIZE_EXCEEDED',
      params: { max: IMAGE_RULES.maxBytes },
    });
  });

  it('reads a turned photo’s dimensions as a browser shows it', () => {
    expect(checkImage('turned.jpg', grayJpeg(40, 10, { orientation: 6 }))).toMatchObject({ width: 10, height: 40 });
  });

  it('shows the uploaded name without folders, control characters or direction overrides', () => {
    expect(displayName('C:\\Users\\ala\\Pulpit\\baner.png', 'png')).toBe('baner.png');
    expect(displayName('img/../x/logo  firmy.jpg', 'jpg')).toBe('logo firmy.jpg');
    expect(displayName('\u202Egnp.exe', 'png')).toBe('gnp.exe');
    expect(displayName('', 'gif')).toBe('image.gif');
    const long = displayName(`${'a'.repeat(300)}.webp`, 'webp');
    expect(long).toHaveLength(255);
    expect(long.endsWith('.webp')).toBe(true);
  });

  it('serves only the extensions it stores', () => {
    expect(['jpg', 'png', 'gif', 'webp'].map(typeOfExtension)).toEqual(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
    expect(['jpeg', 'svg', 'html', ''].map(typeOfExtension)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
