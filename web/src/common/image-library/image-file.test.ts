import { describe, expect, it } from 'vitest';
import { IMAGE_RULES } from '@shared/rules/templates';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('imageFileProblem', () => {
  it('lets the library types through, by type or by extension', () => {
    expect(imageFileProblem(file('a.png', 'image/png'))).toBeNull();
    expect(imageFileProblem(file('photo.JPEG', ''))).toBeNull();
    expect(imageFileProblem(file('noext', 'image/webp'))).toBeNull();
  });

  it('refuses another type with the catalogue code', () => {
    expect(imageFileProblem(file('logo.svg', 'image/svg+xml'))).toEqual({ code: 'FILE_WRONG_EXTENSION' });
    expect(imageFileProblem(file('doc.pdf', 'application/pdf'))).toEqual({ code: 'FILE_WRONG_EXTENSION' });
  });

  it('refuses a file over the limit, naming the limit, and takes one at it', () => {
    expect(imageFileProblem(file('a.png', 'image/png', IMAGE_RULES.maxBytes))).toBeNull();
    expect(imageFileProblem(file('a.png', 'image/png', IMAGE_RULES.maxBytes + 1))).toEqual({
      code: 'FILE_SIZE_EXCEEDED',
      params: { max: IMAGE_RULES.maxBytes },
    });
  });
});

describe('IMAGE_ACCEPT', () => {
  it('offers every type and extension of the rules', () => {
    expect(IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', '.jpg', '.jpeg', 'image/png', '.png', '.gif', '.webp']));
  });
});
