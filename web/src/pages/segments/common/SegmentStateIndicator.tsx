import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { Segment, SegmentState } from '@shared/schemas/segments';
import { progressPercent } from './segment-state';

const TYPES: Record<SegmentState, StatusIndicatorProps.Type> = {
  draft: 'not-started',
  queued: 'pending',
  calculating: 'in-progress',
  ready: 'success',
  failed: 'error',
};

/** The segment's state, with how far a calculation has got. */
export function SegmentStateIndicator({ segment }: { segment: Pick<Segment, 'state' | 'progress'> }) {
  const { t } = useTranslation();
  const percent = segment.state === 'calculating' ? progressPercent(segment.progress) : undefined;
  return (
    <StatusIndicator type={TYPES[segment.state]}>
      {percent === undefined ? t(`segments.states.${segment.state}`) : t('segments.states.calculatingPercent', { percent })}
    </StatusIndicator>
  );
}
