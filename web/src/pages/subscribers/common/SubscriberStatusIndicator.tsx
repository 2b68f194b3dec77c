import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUS, type SubscriberStatus } from '@shared/constants';

const S = SUBSCRIBER_STATUS;
const TYPES: Record<SubscriberStatus, StatusIndicatorProps.Type> = {
  [S.manuallyUnsubscribed]: 'stopped',
  [S.unsubscribed]: 'stopped',
  [S.unsubscribeRequest]: 'pending',
  [S.withoutVerification]: 'info',
  [S.unverified]: 'pending',
  [S.blocked]: 'error',
  [S.verified]: 'success',
  [S.forgotten]: 'not-started',
};

/** Spec section 3's statuses 2–9, translated. */
export function SubscriberStatusIndicator({ status }: { status: SubscriberStatus }) {
  const { t } = useTranslation();
  return <StatusIndicator type={TYPES[status]}>{t(`subscribers.status.${status}`)}</StatusIndicator>;
}
