import type { FollowupAudience } from '@shared/rules/campaigns';
import type { RecipientFilter } from '@functions/delivery/audience-filters';
import { activityRepository, keyId } from '@functions/activity/repository';
import { batchGetItems } from '@functions/platform/batch-get';
import { tenant } from '@functions/data/tenant';

/** What a recipient of the source did with it: a click counts as an open too (engagement/events.ts). */
export interface SourceEngagement {
  opened: boolean;
  clicked: boolean;
}

/** Whether a recipient the source reached belongs to the follow-up's audience. */
export function followupKeeps(audience: FollowupAudience, e: SourceEngagement): boolean {
  switch (audience) {
    case 'nonOpeners':
      return !e.opened && !e.clicked;
    case 'nonClickers':
      return !e.clicked;
    case 'openersNotClicked':
      return e.opened && !e.clicked;
  }
}

/**
 * At most how many a follow-up reaches, from the source's counters (opened and clicked count each
 * recipient once; a click writes an open too): before its own segment and the sender's reach narrow it.
 */
export function followupReach(audience: FollowupAudience, stats: { sent: number; opened: number; clicked: number }): number {
  const opened = Math.max(stats.opened, stats.clicked);
  const counts: Record<FollowupAudience, number> = {
    nonOpeners: stats.sent - opened,
    nonClickers: stats.sent - stats.clicked,
    openersNotClicked: opened - stats.clicked,
  };
  return Math.max(0, counts[audience]);
}

/**
 * Recipients of `sourceId` who match the follow-up's audience. Reached means its claim settled
 * `sent` (SES took the message; refused, failed and never-claimed subscribers are left out);
 * engagement is read from the markers the events worker writes once per (subscriber, mailing, type)
 * (activity/repository.ts), so a page costs two BatchGets whatever the source's size.
 */
export const followupFilter =
  (accountId: string, spec: { sourceId: string; audience: FollowupAudience }): RecipientFilter =>
  async (ids) => {
    if (ids.length === 0) return [];
    const keys = await tenant(accountId);
    const claims = ids.map((id) => keys.sendClaim(spec.sourceId, id));
    const claimed = await batchGetItems(claims, ['pk', 'sk', 'state'], { consistent: true });
    const reached = new Set(claimed.filter((c) => c.state === 'sent').map((c) => String(c.sk)));
    const recipients = ids.filter((_, i) => reached.has(claims[i]!.sk));
    if (recipients.length === 0) return [];
    const markers = await activityRepository.engagementKeys(
      accountId,
      recipients.flatMap((subscriberId) => [
        { subscriberId, mailingId: spec.sourceId, type: 'opened' as const },
        { subscriberId, mailingId: spec.sourceId, type: 'clicked' as const },
      ]),
    );
    const seen = await activityRepository.existing(markers);
    return recipients.filter((_, i) =>
      followupKeeps(spec.audience, { opened: seen.has(keyId(markers[2 * i]!)), clicked: seen.has(keyId(markers[2 * i + 1]!)) }),
    );
  };
