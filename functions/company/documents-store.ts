import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ulid } from 'ulid';
import type { DocumentKind } from '@shared/rules/company-documents';
import { s3 } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';

/**
 * Uploaded documents live in the private assets bucket under documents/<account>/<kind>/<ulid>.pdf.
 * Visitors never see the key: the public link (document-links.ts) is answered with a redirect to a
 * URL presigned for a few minutes, enough to open the file, short enough not to be worth sharing.
 */
const URL_TTL_SECONDS = 300;

export const documentsStore = {
  async put(accountId: string, kind: DocumentKind, data: Uint8Array): Promise<string> {
    const key = `documents/${accountId}/${kind}/${ulid()}.pdf`;
    await s3().send(new PutObjectCommand({ Bucket: config.assetsBucket, Key: key, Body: data, ContentType: 'application/pdf' }));
    return key;
  },

  /** Best effort: an orphaned old PDF costs cents, a failed request over it would cost the user's change. */
  async remove(key: string): Promise<void> {
    await s3()
      .send(new DeleteObjectCommand({ Bucket: config.assetsBucket, Key: key }))
      .catch((error: unknown) => logger.warn('old document not deleted', { key, error: error as Error }));
  },

  /** Opened in the browser (inline) as a PDF, under the name it was uploaded with. */
  url(key: string, fileName: string): Promise<string> {
    const safeName = fileName.replace(/[^\w.-]/g, '_');
    return getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: config.assetsBucket,
        Key: key,
        ResponseContentType: 'application/pdf',
        ResponseContentDisposition: `inline; filename="${safeName}"`,
      }),
      { expiresIn: URL_TTL_SECONDS },
    );
  },
};
