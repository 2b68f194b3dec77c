import { describe, expect, it } from 'vitest';
import { checkAvatar } from './avatar-rules';

function png(width: number, height: number, extra = 0): Uint8Array {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  return new Uint8Array(Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), ihdr, Buffer.alloc(extra)]));
}
const gif = new Uint8Array(Buffer.concat([Buffer.from('GIF89a'), Buffer.from([64, 0, 64, 0]), Buffer.alloc(16)]));

describe('avatar rules', () => {
  it('reads the format from the bytes and matches the name to it', () => {
    expect(checkAvatar({ name: 'me.png', type: 'image/png', data: png(64, 64) })).toEqual({
      ok: true,
      type: 'png',
      contentType: 'image/png',
    });
    expect(checkAvatar({ name: 'ME.PNG', type: 'application/octet-stream', data: png(64, 64) })).toMatchObject({ ok: true });
    expect(checkAvatar({ name: 'me.jpg', type: 'image/jpeg', data: png(64, 64) })).toMatchObject({
      ok: false,
      code: 'FILE_WRONG_EXTENSION',
    });
    expect(checkAvatar({ name: 'me.gif', type: 'image/gif', data: gif })).toMatchObject({ ok: false, code: 'FILE_WRONG_EXTENSION' });
    expect(checkAvatar({ name: 'me.png', type: 'image/png', data: new TextEncoder().encode('hello') })).toMatchObject({
      ok: false,
      code: 'FILE_NOT_IMAGE',
    });
  });

  it('refuses images outside 32–2048 px per side and files over 1 MB', () => {
    expect(checkAvatar({ name: 'a.png', type: '', data: png(31, 64) })).toMatchObject({ code: 'FILE_WRONG_DIMENSIONS' });
    expect(checkAvatar({ name: 'a.png', type: '', data: png(64, 2049) })).toMatchObject({ code: 'FILE_WRONG_DIMENSIONS' });
    expect(checkAvatar({ name: 'a.png', type: '', data: png(2048, 32) })).toMatchObject({ ok: true });
    expect(checkAvatar({ name: 'a.png', type: '', data: png(64, 64, 1024 * 1024) })).toMatchObject({
      code: 'FILE_SIZE_EXCEEDED',
      params: { max: 1024 * 1024 },
    });
  });
});
