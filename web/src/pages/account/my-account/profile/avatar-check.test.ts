import { describe, expect, it } from 'vitest';
import { AVATAR_RULES } from '@shared/schemas/files';
import { AVATAR_ACCEPT, checkAvatarDimensions, checkAvatarFile } from './avatar-check';

const file = (name: string, type: string, size = 2048) => ({ name, type, size });

describe('avatar pre-checks (the server rules, from the same constants)', () => {
  it('accepts jpg, png and webp with a matching extension', () => {
    expect(checkAvatarFile(file('me.JPG', 'image/jpeg'))).toBeNull();
    expect(checkAvatarFile(file('me.jpeg', 'image/jpeg'))).toBeNull();
    expect(checkAvatarFile(file('me.png', 'image/png'))).toBeNull();
    expect(checkAvatarFile(file('me.webp', 'image/webp'))).toBeNull();
  });

  it('refuses other formats or a mismatched extension', () => {
    expect(checkAvatarFile(file('me.gif', 'image/gif'))?.code).toBe('FILE_WRONG_EXTENSION');
    expect(checkAvatarFile(file('me.png', 'image/jpeg'))?.code).toBe('FILE_WRONG_EXTENSION');
    expect(checkAvatarFile(file('me', 'image/png'))?.code).toBe('FILE_WRONG_EXTENSION');
  });

  it('refuses a file over the weight limit first, and an empty one', () => {
    expect(checkAvatarFile(file('me.gif', 'image/gif', AVATAR_RULES.maxBytes + 1))).toEqual({
      path: 'file',
      code: 'FILE_SIZE_EXCEEDED',
      params: { max: AVATAR_RULES.maxBytes },
    });
    expect(checkAvatarFile(file('me.png', 'image/png', AVATAR_RULES.maxBytes))).toBeNull();
    expect(checkAvatarFile(file('me.png', 'image/png', 0))?.code).toBe('FILE_NOT_IMAGE');
  });

  it('checks both sides against the minimum and maximum', () => {
    const { minSide, maxSide } = AVATAR_RULES;
    expect(checkAvatarDimensions(minSide, maxSide)).toBeNull();
    expect(checkAvatarDimensions(minSide - 1, 100)?.code).toBe('FILE_WRONG_DIMENSIONS');
    expect(checkAvatarDimensions(100, maxSide + 1)).toEqual({
      path: 'file',
      code: 'FILE_WRONG_DIMENSIONS',
      params: { min: minSide, max: maxSide },
    });
  });

  it('offers the allowed types to the file picker', () => {
    expect(AVATAR_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', '.jpg', '.jpeg', '.png', '.webp']),
    );
  });
});
