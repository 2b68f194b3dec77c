import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { SmsState } from '@shared/schemas/sms';
import { smsStateKey } from './sms-state';

const TYPES: Record<SmsState, StatusIndicatorProps.Type> = {
  awaiting: 'pending',
  planned: 'pending',
  cancelled: 'stopped',
  rejected: 'stopped',
  sending: 'in-progress',
  paused: 'warning',
  sent: 'success',
  failed: 'error',
};

/** A sending's state: waiting for acceptance, going out, paused, sent, failed or rejected. */
export function SmsStateIndicator({ state }: { state: SmsState }) {
  const { t } = useTranslation();
  return <StatusIndicator type={TYPES[state]}>{t(smsStateKey(state))}</StatusIndicator>;
}
