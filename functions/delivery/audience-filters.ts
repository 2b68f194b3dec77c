import { FOLLOWUP_AUDIENCES } from '@shared/rules/campaigns';
import { abxBucketFilter } from '@functions/mailings/send-types/abx-audience';
import { followupFilter } from '@functions/mailings/send-types/followup-audience';
import { bestHourFilter, hourIsEmpty } from '@functions/mailings/send-types/optimisation-audience';
import type { BestHourSpec } from '@functions/mailings/send-types/optimisation-repository';
import { segmentMembersFilter } from '@functions/segments/membership';
import type { SendingHead } from './channel';

/**
 * Issue 17: a sending may take only part of its audience. Its item's `audienceSpec` says which:
 * `buckets` — an A/B/X variant's or winner's share (a stable split by subscriber id, in ten-thousandths
 * [from, to)); `followup` — recipients of another mailing who did not open, click, or opened without
 * clicking it; `bestHour` — an optimisation's sending for one hour: the recipients whose best hour it is.
 * The planner applies the filter to every page it reads (after the sender's reach).
 */
export type AudienceSpec =
  | { kind: 'buckets'; from: number; to: number }
  | { kind: 'followup'; sourceId: string; audience: (typeof FOLLOWUP_AUDIENCES)[number] }
  | BestHourSpec
  | { kind: 'inSegment'; segmentId: string };

export type RecipientFilter = (ids: string[]) => Promise<string[]>;

export function recipientFilter(accountId: string, head: Pick<SendingHead, 'item'>): RecipientFilter | undefined {
  const spec = head.item.audienceSpec as AudienceSpec | undefined;
  if (!spec) return undefined;
  switch (spec.kind) {
    case 'buckets':
      return abxBucketFilter(spec);
    case 'followup':
      return followupFilter(accountId, spec);
    case 'bestHour':
      return bestHourFilter(accountId, spec);
    case 'inSegment':
      return segmentMembersFilter(accountId, spec.segmentId);
  }
}

/**
 * Whether a sending's part is known to be empty before its audience is read: an optimisation's hour
 * that the first pass gave nobody (optimisation-audience.ts hourIsEmpty). Reading it would find no one.
 */
export async function partIsEmpty(accountId: string, head: Pick<SendingHead, 'item'>): Promise<boolean> {
  const spec = head.item.audienceSpec as AudienceSpec | undefined;
  return spec?.kind === 'bestHour' ? hourIsEmpty(accountId, spec) : false;
}
