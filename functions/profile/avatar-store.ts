import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import { s3 } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';

/**
 * Avatars live in the private assets bucket under avatars/<user>/; the browser gets a presigned GET
 * URL. Lambda's role credentials last hours, so a URL is signed for 6 hours; the web app reads the
 * current user (and so a fresh URL) on every start.
 */
const URL_TTL_SECONDS = 6 * 3600;

export const avatarStore = {
  async put(userId: string, extension: string, contentType: string, data: Uint8Array): Promise<string> {
    const key = `avatars/${userId}/${ulid()}.${extension}`;
    await s3().send(
      new PutObjectCommand({
        Bucket: config.assetsBucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: 'private, max-age=86400',
      }),
    );
    return key;
  },

  /** Best effort: an orphaned old avatar costs cents, a failed request over it would cost the user's change. */
  async remove(key: string): Promise<void> {
    await s3()
      .send(new DeleteObjectCommand({ Bucket: config.assetsBucket, Key: key }))
      .catch((error: unknown) => {
        logger.warn('old avatar not deleted', { key, error: error as Error });
      });
  },

  url(key: string): Promise<string> {
    return getSignedUrl(s3(), new GetObjectCommand({ Bucket: config.assetsBucket, Key: key }), { expiresIn: URL_TTL_SECONDS });
  },
};
