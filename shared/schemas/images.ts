import { z } from 'zod';

/** Issue 16: the account's image library (S3, served publicly at /t/i/<account>/<name>, cached by CloudFront for good). */
export const ImageAsset = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The public address e-mails use (never changes: a new upload is a new image). */
  url: z.string(),
  createdAt: z.string(),
  createdBy: z.string().optional(),
});
export type ImageAsset = z.infer<typeof ImageAsset>;
export const ImageListQuery = z.strictObject({
  q: z.string().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
export const ImageList = z.object({ items: z.array(ImageAsset), cursor: z.string().optional() });
export const DeleteImageResult = z.object({ deleted: z.literal(true) });
