import type { RecipientFilter } from '@functions/delivery/audience-filters';

/** CONTRACT placeholder (the automatic helper): recipients of `sourceId` who match the follow-up's audience. */
export const followupFilter =
  (_accountId: string, _spec: { sourceId: string; audience: string }): RecipientFilter =>
  async (ids) =>
    ids;
