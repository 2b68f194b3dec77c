import type { Segment } from '@shared/schemas/segments';
import type { TFunction } from 'i18next';
import { useCurrentUser } from '@web/app/session/session-store';

/**
 * The user is restricted to segments (spec section 6): the API leaves out numbers over the whole
 * database and refuses what would reach beyond their segments, so screens say so instead of offering it.
 */
export function useRestrictedToSegments(): boolean {
  return useCurrentUser().segmentIds.length > 0;
}

/** A calculated audience's size in words; a restricted user gets none from the API (it would count others). */
export function audienceSizeText(t: TFunction, audience: NonNullable<Segment['audience']>): string {
  if (audience.count === undefined) return t('restriction.sizeHidden');
  // Who can receive first, when some members cannot (unsubscribed or quarantined since they matched).
  if (audience.reachable !== undefined && audience.reachable < audience.count)
    return t('segments.audience.reachableOf', { reachable: audience.reachable, total: audience.count });
  return t('segments.audience.members', { count: audience.count });
}
