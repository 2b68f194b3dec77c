import { describe, expect, it } from 'vitest';
import { imageSize } from 'image-size';
import { grayJpeg, png } from '@tests/fixtures/images';
import { checkLogo } from './logo-rules';

const file = (name: string, data: Buffer) => ({ name, type: 'image/jpeg', data: new Uint8Array(data) });

describe('the logo rules (spec section 9: jpg, at most 500×200 px and 1 MB)', () => {
  it('the generated JPEG is what its header says', () => {
    expect(imageSize(grayJpeg(123, 45))).toMatchObject({ type: 'jpg', width: 123, height: 45 });
  });

  it('takes a jpg up to the limits, by either extension', () => {
    expect(checkLogo(file('logo.jpg', grayJpeg(500, 200)))).toEqual({ ok: true, width: 500, height: 200 });
    expect(checkLogo(file('Logo.JPEG', grayJpeg(1, 1)))).toEqual({ ok: true, width: 1, height: 1 });
  });

  it('refuses a pixel too wide or too high', () => {
    expect(checkLogo(file('logo.jpg', grayJpeg(501, 200)))).toMatchObject({ ok: false, code: 'FILE_WRONG_DIMENSIONS' });
    expect(checkLogo(file('logo.jpg', grayJpeg(500, 201)))).toMatchObject({ ok: false, code: 'FILE_WRONG_DIMENSIONS' });
  });

  it('reads the dimensions as shown: a 200×500 photo turned by EXIF is 500×200', () => {
    expect(checkLogo(file('logo.jpg', grayJpeg(200, 500, { orientation: 6 })))).toEqual({ ok: true, width: 500, height: 200 });
    expect(checkLogo(file('logo.jpg', grayJpeg(500, 200, { orientation: 8 })))).toMatchObject({ code: 'FILE_WRONG_DIMENSIONS' });
  });

  it('refuses more than 1 MB before reading it, and takes 1 MB exactly', () => {
    const heavy = grayJpeg(10, 10, { padTo: 1024 * 1024 + 1 });
    expect(heavy.length).toBe(1024 * 1024 + 1);
    expect(checkLogo(file('logo.jpg', heavy))).toMatchObject({ ok: false, code: 'FILE_SIZE_EXCEEDED' });
    expect(checkLogo(file('logo.jpg', grayJpeg(10, 10, { padTo: 1024 * 1024 })))).toMatchObject({ ok: true });
  });

  it('judges the format by the bytes: a PNG named .jpg, or a jpg named .png, is a wrong extension', async () => {
    expect(checkLogo(file('logo.jpg', await png(64)))).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
    expect(checkLogo(file('logo.png', grayJpeg(10, 10)))).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
    expect(checkLogo(file('logo', grayJpeg(10, 10)))).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
  });

  it('refuses what is no image at all', () => {
    expect(checkLogo(file('logo.jpg', Buffer.from('not a picture')))).toMatchObject({ ok: false, code: 'FILE_NOT_IMAGE' });
  });
});
