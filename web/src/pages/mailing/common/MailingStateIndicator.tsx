import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { MailingState } from '@shared/constants';

const TYPES: Record<MailingState, StatusIndicatorProps.Type> = {
  working: 'pending',
  ready: 'info',
  planned: 'stopped',
  sending: 'in-progress',
  paused: 'warning',
  sent: 'success',
  failed: 'error',
};

export function MailingStateIndicator({ state }: { state: MailingState }) {
  const { t } = useTranslation();
  return <StatusIndicator type={TYPES[state]}>{t(`mailing.state.${state}`)}</StatusIndicator>;
}

/** A mailing can be changed until it has been handed to the planner. */
export const isEditable = (state: MailingState) => state === 'working' || state === 'ready';
