import { z } from 'zod';
import { singleLineField } from '../validation';

/** A file from a multipart upload, as the API reads it (functions/platform/http.ts). */
export const UploadedFile = z.object({
  // One line without direction overrides ("gpj.exe" shown as "exe.jpg"); < > / are the file system's business.
  name: singleLineField(0, 255),
  type: singleLineField(0, 255),
  data: z.custom<Uint8Array>((value) => value instanceof Uint8Array, { message: 'FILE_UPLOAD_FAILED' }),
});
export type UploadedFile = z.infer<typeof UploadedFile>;

/** Spec section 5: an avatar is refused on a wrong format, size (dimensions) or weight (bytes). */
export const AVATAR_RULES = {
  maxBytes: 1024 * 1024,
  types: { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' },
  /** Extensions a file name may carry for each detected type. */
  extensions: { jpg: ['jpg', 'jpeg'], png: ['png'], webp: ['webp'] },
  minSide: 32,
  maxSide: 2048,
} as const;
export type AvatarType = keyof typeof AVATAR_RULES.types;
