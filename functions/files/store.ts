import { PassThrough } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';

/** Presigned URLs live one hour: enough to upload 256 MB or start a download. */
export const URL_TTL_SECONDS = 3600;
/**
 * A running import reads its file in ranges fetched whole: a stream paused for minutes while the
 * database catches up would be closed by S3; 8 MB ranges never wait on the socket.
 */
const RANGE_BYTES = 8 * 1024 * 1024;

const isMissing = (error: unknown) => ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

/** An object being written as a stream (a report, an export): lib-storage uploads it in parts as it grows. */
export interface ObjectWriter {
  stream: PassThrough;
  done(): Promise<void>;
  abort(): Promise<void>;
}

/** S3 objects of imports and exports: keys come from their repositories (tenant-scoped), never from a client. */
export const fileStore = {
  uploadUrl(key: string, size: number): Promise<string> {
    // The size is signed in: S3 refuses a body of any other length.
    return getSignedUrl(s3(), new PutObjectCommand({ Bucket: config.assetsBucket, Key: key, ContentLength: size }), {
      expiresIn: URL_TTL_SECONDS,
    });
  },

  downloadUrl(key: string, fileName: string): Promise<string> {
    return getSignedUrl(
      s3(),
      new GetObjectCommand({
        Bucket: config.assetsBucket,
        Key: key,
        ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
        ResponseContentType: 'text/csv',
      }),
      { expiresIn: URL_TTL_SECONDS },
    );
  },

  /** The object's real size, or undefined when it is not there. */
  async size(key: string): Promise<number | undefined> {
    try {
      const out = await s3().send(new HeadObjectCommand({ Bucket: config.assetsBucket, Key: key }));
      return out.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

  /**
   * A whole object the public tracking function serves (a logo, a library image), or undefined when
   * it is not there. S3 answers AccessDenied, not NoSuchKey, for a missing key to a reader without
   * s3:ListBucket (the deployed tracking function): that is "not there" too, never a server error.
   */
  async readPublic(key: string): Promise<Uint8Array | undefined> {
    try {
      const out = await s3().send(new GetObjectCommand({ Bucket: config.assetsBucket, Key: key }));
      return out.Body ? await out.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (isMissing(error) || (error as { name?: string }).name === 'AccessDenied') return undefined;
      throw error;
    }
  },

  /** The first `bytes` bytes (a Range GET): validation never reads more. */
  async head(key: string, bytes: number): Promise<Uint8Array> {
    if (bytes <= 0) return new Uint8Array();
    const out = await s3().send(new GetObjectCommand({ Bucket: config.assetsBucket, Key: key, Range: `bytes=0-${bytes - 1}` }));
    return out.Body ? out.Body.transformToByteArray() : new Uint8Array();
  },

  /** The whole object, range by range. */
  async *ranges(key: string, size: number): AsyncGenerator<Buffer> {
    for (let start = 0; start < size; start += RANGE_BYTES) {
      const end = Math.min(size, start + RANGE_BYTES) - 1;
      const out = await s3().send(new GetObjectCommand({ Bucket: config.assetsBucket, Key: key, Range: `bytes=${start}-${end}` }));
      if (!out.Body) throw new Error(`empty range ${start}-${end} of ${key}`);
      yield Buffer.from(await out.Body.transformToByteArray());
    }
  },

  writer(key: string, contentType = 'text/csv; charset=utf-8'): ObjectWriter {
    const stream = new PassThrough();
    const upload = new Upload({
      client: s3(),
      params: { Bucket: config.assetsBucket, Key: key, Body: stream, ContentType: contentType },
      queueSize: 2,
    });
    const finished = upload.done();
    // Observed through done(); an abort rejects it on purpose.
    finished.catch(() => undefined);
    return {
      stream,
      async done() {
        stream.end();
        await finished;
      },
      async abort() {
        await upload.abort().catch((error: unknown) => logger.warn('upload not aborted', { key, error: error as Error }));
        stream.destroy();
      },
    };
  },
};
