import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { useFormatDate } from '@web/common/use-format-date';
import { audienceSizeText } from '@web/common/use-restriction';
import { audienceStanding, isCalculating } from './segment-state';

/**
 * A segment's audience in a few words, where segments are chosen (a mailing's audience, a user's
 * restriction): its size and when it was computed, or why there is none to use.
 */
export function useAudienceText() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (segment: Pick<Segment, 'state' | 'audience'>): string => {
    const standing = audienceStanding(segment);
    if (isCalculating(segment)) return t('segments.choice.calculating');
    if (standing === 'none' || !segment.audience) return t('segments.choice.none');
    const size = audienceSizeText(t, segment.audience);
    if (standing === 'expired') return t('segments.choice.expired', { size });
    const computed = formatDate(segment.audience.computedAt, true);
    return segment.audience.expiresAt
      ? t('segments.choice.currentUntil', { size, computed, until: formatDate(segment.audience.expiresAt, true) })
      : t('segments.choice.current', { size, computed });
  };
}
