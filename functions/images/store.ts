import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { fileStore } from '@functions/files/store';
import { s3 } from '@functions/platform/aws';
import { config, getPublicBaseUrl } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';
import type { ImageType } from '@shared/rules/templates';
import { typeOfExtension } from './rules';

/**
 * The library's files live in the private assets bucket under images/<account>/<ulid>.<ext>, as
 * logos do (functions/branding/logo-store.ts): e-mails show them for years, so the public tracking
 * function serves them at /t/i/<account>/<ulid>.<ext>. An upload always gets a new name, so a
 * served image never changes and may be cached for good.
 */
const ACCOUNT = /^[A-Za-z0-9_-]{1,64}$/;
const NAME = /^[0-9A-HJKMNP-TV-Z]{26}$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imageObjectKey = (accountId: string, id: string, extension: string) => `images/${accountId}/${id}.${extension}`;

export const imageStore = {
  async put(accountId: string, id: string, extension: string, type: ImageType, data: Uint8Array): Promise<void> {
    await s3().send(
      new PutObjectCommand({
        Bucket: config.assetsBucket,
        Key: imageObjectKey(accountId, id, extension),
        Body: data,
        ContentType: type,
        CacheControl: IMMUTABLE,
      }),
    );
  },

  /** Best effort, after the item is gone: an orphaned file costs cents and is never listed again. */
  async remove(accountId: string, id: string, extension: string): Promise<void> {
    const key = imageObjectKey(accountId, id, extension);
    await s3()
      .send(new DeleteObjectCommand({ Bucket: config.assetsBucket, Key: key }))
      .catch((error: unknown) => logger.warn('deleted image file not removed', { key, error: error as Error }));
  },

  async url(accountId: string, id: string, extension: string): Promise<string> {
    return `${await getPublicBaseUrl()}/t/i/${accountId}/${id}.${extension}`;
  },

  /**
   * The image at /t/i/<account>/<name>.<ext> with the type its extension stands for, or undefined
   * for anything else: a forged account, name or extension reads nothing.
   */
  async read(accountId: string, name: string, extension: string): Promise<{ type: ImageType; bytes: Uint8Array } | undefined> {
    const type = typeOfExtension(extension);
    if (!type || !ACCOUNT.test(accountId) || !NAME.test(name)) return undefined;
    const bytes = await fileStore.readPublic(imageObjectKey(accountId, name, extension));
    return bytes ? { type, bytes } : undefined;
  },
};
