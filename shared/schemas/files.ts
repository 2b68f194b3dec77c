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

// The rules live in shared/rules/avatar.ts: the route table's lines read the size without loading zod.
export { AVATAR_RULES, type AvatarType } from '../rules/avatar';
