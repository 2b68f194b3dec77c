import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ImportState } from '@shared/schemas/imports';

const TYPES: Record<ImportState, StatusIndicatorProps.Type> = {
  queued: 'pending',
  running: 'in-progress',
  finished: 'success',
  failed: 'error',
  locked: 'warning',
};

/** Spec section 4: queued, (running,) finished, failed, or locked by the spam-trap time lock. */
export function ImportStateIndicator({ state }: { state: ImportState }) {
  const { t } = useTranslation();
  return <StatusIndicator type={TYPES[state]}>{t(`imports.states.${state}`)}</StatusIndicator>;
}
