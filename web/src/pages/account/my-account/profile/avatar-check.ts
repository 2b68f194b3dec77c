import type { FieldError } from '@shared/errors';
import { AVATAR_RULES, type AvatarType } from '@shared/schemas/files';

/**
 * The server's avatar rules (functions/profile/avatar-rules.ts) checked before the upload, from the
 * same constants, so a wrong file is refused at once. The server still decides: it reads the
 * format from the bytes, the browser only knows the declared type.
 */
const TYPES = Object.keys(AVATAR_RULES.types) as AvatarType[];
const at = (code: FieldError['code'], params?: FieldError['params']): FieldError => ({ path: 'file', code, ...(params ? { params } : {}) });

/** For the file input's `accept`: the types and extensions allowed. */
export const AVATAR_ACCEPT = [
  ...Object.values(AVATAR_RULES.types),
  ...Object.values(AVATAR_RULES.extensions)
    .flat()
    .map((e) => `.${e}`),
].join(',');

export function checkAvatarFile(file: { name: string; type: string; size: number }): FieldError | null {
  if (file.size > AVATAR_RULES.maxBytes) return at('FILE_SIZE_EXCEEDED', { max: AVATAR_RULES.maxBytes });
  if (file.size === 0) return at('FILE_NOT_IMAGE');
  const type = TYPES.find((t) => AVATAR_RULES.types[t] === file.type);
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!type || !(AVATAR_RULES.extensions[type] as readonly string[]).includes(extension))
    return at('FILE_WRONG_EXTENSION', { allowed: TYPES.join(', ') });
  return null;
}

export function checkAvatarDimensions(width: number, height: number): FieldError | null {
  const { minSide, maxSide } = AVATAR_RULES;
  if (width < minSide || height < minSide || width > maxSide || height > maxSide)
    return at('FILE_WRONG_DIMENSIONS', { min: minSide, max: maxSide });
  return null;
}

/** The image's size as the browser decodes it; null when it cannot (not an image after all). */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Every check the browser can make, in the server's order: weight, format, then dimensions. */
export async function checkAvatar(file: File): Promise<FieldError | null> {
  const problem = checkAvatarFile(file);
  if (problem) return problem;
  const size = await readImageSize(file);
  return size ? checkAvatarDimensions(size.width, size.height) : at('FILE_NOT_IMAGE');
}
