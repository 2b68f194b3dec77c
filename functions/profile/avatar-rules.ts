import { imageSize } from 'image-size';
import type { ErrorCode } from '@shared/errors';
import { AVATAR_RULES, type AvatarType, type UploadedFile } from '@shared/schemas/files';

export type AvatarCheck =
  { ok: true; type: AvatarType; contentType: string } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

const TYPES = Object.keys(AVATAR_RULES.types) as AvatarType[];

/**
 * Format from the bytes (image-size reads the header), never from the name or the declared type;
 * then the name's extension, the weight and the dimensions, each with its own catalogue code.
 */
export function checkAvatar(file: UploadedFile): AvatarCheck {
  if (file.data.length > AVATAR_RULES.maxBytes) return { ok: false, code: 'FILE_SIZE_EXCEEDED', params: { max: AVATAR_RULES.maxBytes } };
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(file.data);
  } catch {
    return { ok: false, code: 'FILE_NOT_IMAGE' };
  }
  const type = TYPES.find((t) => t === info.type);
  if (!type) return { ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: TYPES.join(', ') } };
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(AVATAR_RULES.extensions[type] as readonly string[]).includes(extension))
    return { ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: TYPES.join(', ') } };
  const { width, height } = info;
  if (width < AVATAR_RULES.minSide || height < AVATAR_RULES.minSide || width > AVATAR_RULES.maxSide || height > AVATAR_RULES.maxSide) {
    return { ok: false, code: 'FILE_WRONG_DIMENSIONS', params: { min: AVATAR_RULES.minSide, max: AVATAR_RULES.maxSide } };
  }
  return { ok: true, type, contentType: AVATAR_RULES.types[type] };
}
