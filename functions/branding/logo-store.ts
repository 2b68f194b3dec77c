import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { fileStore } from '@functions/files/store';
import { ulid } from 'ulid';
import { s3 } from '@functions/platform/aws';
import { config, getPublicBaseUrl } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';
import { LOGO_RULES } from '@shared/rules/logo';

/**
 * Logos live in the private assets bucket under branding/<account>/<ulid>.jpg. E-mails and public
 * pages show them for years, longer than any presigned URL lives, so the public tracking function
 * serves them at /t/b/<account>/<ulid>.jpg (functions/tracking/handler.ts). A new upload gets a new
 * name, so a served logo never changes and may be cached for good.
 */
const ACCOUNT = /^[A-Za-z0-9_-]{1,64}$/;
const NAME = /^[0-9A-HJKMNP-TV-Z]{26}$/;

const objectKey = (accountId: string, name: string) => `branding/${accountId}/${name}.jpg`;

export const logoStore = {
  async put(accountId: string, data: Uint8Array): Promise<string> {
    const key = objectKey(accountId, ulid());
    await s3().send(
      new PutObjectCommand({
        Bucket: config.assetsBucket,
        Key: key,
        Body: data,
        ContentType: LOGO_RULES.contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return key;
  },

  /** Best effort: an orphaned old logo costs cents, a failed request over it would cost the user's change. */
  async remove(key: string): Promise<void> {
    await s3()
      .send(new DeleteObjectCommand({ Bucket: config.assetsBucket, Key: key }))
      .catch((error: unknown) => logger.warn('old logo not deleted', { key, error: error as Error }));
  },

  async url(key: string): Promise<string> {
    return `${await getPublicBaseUrl()}/t/b/${key.slice('branding/'.length)}`;
  },

  /** The logo at /t/b/<account>/<name>.jpg, or undefined for anything else (a forged path reads nothing). */
  async read(accountId: string, name: string): Promise<Uint8Array | undefined> {
    if (!ACCOUNT.test(accountId) || !NAME.test(name)) return undefined;
    return fileStore.readPublic(objectKey(accountId, name));
  },
};
