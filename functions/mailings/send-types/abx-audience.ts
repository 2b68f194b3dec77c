import { createHash } from 'node:crypto';
import type { RecipientFilter } from '@functions/delivery/audience-filters';

/** The split's resolution: shares are whole percent, buckets ten-thousandths. */
export const ABX_BUCKETS = 10_000;

/** A subscriber's stable bucket: the same in every page and every retry, and spread evenly over [0, ABX_BUCKETS). */
export function abxBucket(subscriberId: string): number {
  return createHash('sha256').update(subscriberId).digest().readUInt32BE(0) % ABX_BUCKETS;
}

/** The subscribers whose stable bucket falls in [from, to): a variant's share, or the rest the winner gets. */
export const abxBucketFilter =
  (spec: { from: number; to: number }): RecipientFilter =>
  async (ids) =>
    ids.filter((id) => {
      const bucket = abxBucket(id);
      return bucket >= spec.from && bucket < spec.to;
    });

/** Each variant's bucket range in order of the variants, and the rest's: shares are consecutive slices from 0. */
export function abxRanges(shares: readonly number[]): { variants: { from: number; to: number }[]; rest: { from: number; to: number } } {
  let from = 0;
  const variants = shares.map((share) => {
    const range = { from, to: from + share * (ABX_BUCKETS / 100) };
    from = range.to;
    return range;
  });
  return { variants, rest: { from, to: ABX_BUCKETS } };
}
