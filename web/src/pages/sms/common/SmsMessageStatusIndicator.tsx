import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { SmsMessageStatus } from '@shared/schemas/sms';

const TYPES: Record<SmsMessageStatus, StatusIndicatorProps.Type> = {
  sent: 'info',
  not_sent: 'error',
  not_sent_prefix: 'stopped',
  delivered: 'success',
  clicked: 'success',
  accepted: 'pending',
  en_route: 'in-progress',
  expired: 'warning',
  undeliverable: 'error',
  rejected: 'error',
  unknown: 'stopped',
};

/** One SMS as it reached one number (spec section 3, SMS delivery statuses). */
export function SmsMessageStatusIndicator({ status }: { status: SmsMessageStatus }) {
  const { t } = useTranslation();
  return <StatusIndicator type={TYPES[status]}>{t(`sms.messageStatus.${status}`)}</StatusIndicator>;
}
