import { IMAGE_RULES, type ImageType } from '@shared/rules/templates';

/** What the file picker offers: the library's types and their extensions. */
export const IMAGE_ACCEPT = Object.entries(IMAGE_RULES.types)
  .flatMap(([type, extensions]) => [type, ...extensions.map((e) => `.${e}`)])
  .join(',');

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/**
 * What is plainly wrong with a chosen file before it is sent: too large, or neither a type nor an
 * extension the library takes. The catalogue's codes, so the message is the server's own words;
 * the server checks again from the bytes (the dimensions only it can read).
 */
export interface ImageFileProblem {
  code: 'FILE_SIZE_EXCEEDED' | 'FILE_WRONG_EXTENSION';
  params?: Record<string, unknown>;
}

export function imageFileProblem(file: Pick<File, 'size' | 'type' | 'name'>): ImageFileProblem | null {
  if (file.size > IMAGE_RULES.maxBytes) return { code: 'FILE_SIZE_EXCEEDED', params: { max: IMAGE_RULES.maxBytes } };
  const types = IMAGE_RULES.types as Record<string, readonly string[]>;
  const typeKnown = file.type in types;
  const extension = extensionOf(file.name);
  const extensionKnown = Object.values(types).some((list) => list.includes(extension));
  return typeKnown || extensionKnown ? null : { code: 'FILE_WRONG_EXTENSION' };
}

/** The extensions the library takes, for the message ("jpg, jpeg, png, gif, webp"). */
export const IMAGE_EXTENSIONS = Object.values(IMAGE_RULES.types).flat();

export type { ImageType };
