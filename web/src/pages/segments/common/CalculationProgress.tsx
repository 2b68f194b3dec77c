import ProgressBar from '@cloudscape-design/components/progress-bar';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { progressPercent } from './segment-state';

/** How far a segment's calculation has come: pieces done of all, subscribers scanned ("preparing" until it is split). */
export function CalculationProgress({ progress }: { progress: Segment['progress'] }) {
  const { t, i18n } = useTranslation();
  const percent = progressPercent(progress);
  return (
    <ProgressBar
      label={t('segments.status.progress')}
      value={percent ?? 0}
      description={
        percent === undefined
          ? t('segments.status.preparing')
          : t('segments.status.pieces', { done: progress?.done ?? 0, total: progress?.total ?? 0 })
      }
      additionalInfo={
        // Not told to a user restricted to segments: it counts the whole database.
        progress?.scanned === undefined
          ? undefined
          : t('segments.status.scanned', { count: progress.scanned, scanned: progress.scanned.toLocaleString(i18n.language) })
      }
    />
  );
}
