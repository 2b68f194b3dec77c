import { imageSize } from 'image-size';
import type { ErrorCode } from '@shared/errors';
import type { UploadedFile } from '@shared/schemas/files';
import { LOGO_RULES } from '@shared/rules/logo';

export type LogoCheck =
  { ok: true; width: number; height: number } | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

/**
 * As avatars are checked (functions/profile/avatar-rules.ts): the weight first, then the format read
 * from the bytes by image-size (never the declared type), then the name's extension, then the real
 * dimensions from the JPEG's frame header. A PNG named logo.jpg is a wrong extension, not a jpg.
 */
export function checkLogo(file: UploadedFile): LogoCheck {
  if (file.data.length > LOGO_RULES.maxBytes) return { ok: false, code: 'FILE_SIZE_EXCEEDED', params: { max: LOGO_RULES.maxBytes } };
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(file.data);
  } catch {
    return { ok: false, code: 'FILE_NOT_IMAGE' };
  }
  const wrongExtension = { ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: 'jpg' } } as const;
  if (info.type !== 'jpg') return wrongExtension;
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  if (!(LOGO_RULES.extensions as readonly string[]).includes(extension)) return wrongExtension;
  // EXIF orientation 5–8 turns the picture a quarter: what a browser shows is height × width.
  const turned = (info.orientation ?? 1) >= 5;
  const width = turned ? info.height : info.width;
  const height = turned ? info.width : info.height;
  if (!width || !height || width > LOGO_RULES.maxWidth || height > LOGO_RULES.maxHeight)
    return { ok: false, code: 'FILE_WRONG_DIMENSIONS', params: { width: LOGO_RULES.maxWidth, height: LOGO_RULES.maxHeight } };
  return { ok: true, width, height };
}
