import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/**
 * A calculated audience is stored as its pieces, one S3 object per piece of the calculation: the
 * members' ids in id order, one per line. Writing 50 000 members is a few PUTs instead of 50 000
 * table items, and a new calculation replaces the old one by name (the old objects expire).
 */
const key = (accountId: string, segmentId: string, calcId: string, piece: number) =>
  `segments/${accountId}/${segmentId}/${calcId}/${String(piece).padStart(5, '0')}.txt`;

/** Recently read pieces, for paging through an audience and membership checks within a container. */
const cache = new Map<string, string[]>();
const CACHE_LIMIT = 64;

function remember(k: string, ids: string[]): string[] {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(k, ids);
  return ids;
}

export const audienceStore = {
  async writePiece(accountId: string, segmentId: string, calcId: string, piece: number, ids: readonly string[]): Promise<void> {
    await s3().send(
      new PutObjectCommand({
        Bucket: config.assetsBucket,
        Key: key(accountId, segmentId, calcId, piece),
        Body: ids.join('\n'),
        ContentType: 'text/plain',
      }),
    );
  },

  async readPiece(accountId: string, segmentId: string, calcId: string, piece: number): Promise<string[]> {
    const k = key(accountId, segmentId, calcId, piece);
    const cached = cache.get(k);
    if (cached) return cached;
    try {
      const out = await s3().send(new GetObjectCommand({ Bucket: config.assetsBucket, Key: k }));
      const text = (await out.Body?.transformToString()) ?? '';
      return remember(k, text ? text.split('\n') : []);
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return remember(k, []);
      throw error;
    }
  },
};
