import { imageSize } from 'image-size';
import type { ErrorCode } from '@shared/errors';
import { IMAGE_RULES, type ImageType } from '@shared/rules/templates';

export type ImageCheck =
  | { ok: true; type: ImageType; extension: string; width: number; height: number }
  | { ok: false; code: ErrorCode; params?: Record<string, string | number> };

/** image-size's name of a format → the MIME type the library stores it as (anything else is refused). */
const SNIFFED: Record<string, ImageType> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' };
const ALLOWED = Object.values(IMAGE_RULES.types).flat().join(', ');

/** The extension a stored image gets (its public address ends with it): the first of its type's. */
export const extensionOf = (type: ImageType): string => IMAGE_RULES.types[type][0];

/** The type served for a stored image's extension, or undefined for one the library never writes. */
export function typeOfExtension(extension: string): ImageType | undefined {
  return (Object.keys(IMAGE_RULES.types) as ImageType[]).find((type) => extensionOf(type) === extension);
}

/**
 * As logos are checked (functions/branding/logo-rules.ts): the weight first, then the format read
 * from the bytes by image-size (never the declared type), then the name's extension against that
 * format, then the dimensions a browser shows. SVG is refused whatever it is called: it is a
 * document that can carry scripts and external references, not a picture.
 */
export function checkImage(name: string, data: Uint8Array): ImageCheck {
  if (data.length > IMAGE_RULES.maxBytes) return { ok: false, code: 'FILE_SIZE_EXCEEDED', params: { max: IMAGE_RULES.maxBytes } };
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(data);
  } catch {
    return { ok: false, code: 'FILE_NOT_IMAGE' };
  }
  if (info.type === 'svg') return { ok: false, code: 'FILE_NOT_IMAGE' };
  const type = info.type ? SNIFFED[info.type] : undefined;
  if (!type) return { ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: ALLOWED } };
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const extensions: readonly string[] = IMAGE_RULES.types[type];
  // A PNG named photo.jpg is refused: the address would promise one format and serve another.
  if (!name.includes('.') || !extensions.includes(extension))
    return { ok: false, code: 'FILE_WRONG_EXTENSION', params: { allowed: extensions.join(', ') } };
  // EXIF orientation 5–8 turns the picture a quarter: what a browser shows is height × width.
  const turned = (info.orientation ?? 1) >= 5;
  const width = turned ? info.height : info.width;
  const height = turned ? info.width : info.height;
  if (!width || !height || width > IMAGE_RULES.maxWidth || height > IMAGE_RULES.maxHeight)
    return { ok: false, code: 'FILE_WRONG_DIMENSIONS', params: { width: IMAGE_RULES.maxWidth, height: IMAGE_RULES.maxHeight } };
  return { ok: true, type, extension: extensionOf(type), width, height };
}

/**
 * The name the library shows: the uploaded file's own, without any folder a browser or a zip put
 * before it, control and direction characters, or runs of spaces; cut to 255 characters keeping
 * the extension. A name left empty becomes `image.<ext>`.
 */
export function displayName(raw: string, extension: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!clean || clean.startsWith('.')) return `image.${extension}`;
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const tail = dot > 0 && clean.length - dot <= 6 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - tail.length) + tail;
}
