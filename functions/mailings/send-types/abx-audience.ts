import type { RecipientFilter } from '@functions/delivery/audience-filters';

/** CONTRACT placeholder (the A/B/X helper): the subscribers whose stable bucket falls in [from, to). */
export const abxBucketFilter =
  (_spec: { from: number; to: number }): RecipientFilter =>
  async (ids) =>
    ids;
