import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { segmentView } from './segment-state';

/** How far a segment's calculation has come: pieces done of all, subscribers scanned ("preparing" until it is split). */
export function CalculationProgress({ segment }: { segment: Segment }) {
  const { t, i18n } = useTranslation();
  const job = segmentView(segment);
  const scanned = segment.progress?.scanned;
  return (
    <JobProgress
      job={job}
      label={t('segments.status.progress')}
      ariaLabel={t('segments.status.progress')}
      description={job.total ? t('segments.status.pieces', { done: job.done ?? 0, total: job.total }) : t('segments.status.preparing')}
      additionalInfo={
        // Not told to a user restricted to segments: it counts the whole database.
        scanned === undefined ? undefined : t('segments.status.scanned', { count: scanned, scanned: scanned.toLocaleString(i18n.language) })
      }
    />
  );
}
