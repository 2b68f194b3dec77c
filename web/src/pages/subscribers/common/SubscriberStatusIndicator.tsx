import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { SubscriberStatus } from '@shared/constants';

const TYPES: Record<SubscriberStatus, StatusIndicatorProps.Type> = {
  2: 'stopped',
  3: 'stopped',
  4: 'pending',
  5: 'info',
  6: 'pending',
  7: 'error',
  8: 'success',
  9: 'not-started',
};

/** Spec section 3's statuses 2–9, translated. */
export function SubscriberStatusIndicator({ status }: { status: SubscriberStatus }) {
  const { t } = useTranslation();
  return <StatusIndicator type={TYPES[status]}>{t(`subscribers.status.${status}`)}</StatusIndicator>;
}
