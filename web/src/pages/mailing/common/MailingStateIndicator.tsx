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
  cancelled: 'stopped',
};

/** The state, or for a ready mailing under 4-eye verification, where its acceptance stands. */
export function MailingStateIndicator({ state, approval }: { state: MailingState; approval?: 'pending' | 'rejected' }) {
  const { t } = useTranslation();
  if (state === 'ready' && approval === 'pending') return <StatusIndicator type="pending">{t('acceptance.state.pending')}</StatusIndicator>;
  if (state === 'ready' && approval === 'rejected')
    return <StatusIndicator type="warning">{t('acceptance.state.rejected')}</StatusIndicator>;
  return <StatusIndicator type={TYPES[state]}>{t(`mailing.state.${state}`)}</StatusIndicator>;
}

/** A mailing can be changed until it has been handed to the planner. */
export const isEditable = (state: MailingState) => state === 'working' || state === 'ready';
