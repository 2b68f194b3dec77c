import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '@shared/schemas/imports';
import { importStatus } from './outcomes';

/** Spec section 4: queued, (running,) finished — or finished with problems —, failed, or locked by the spam-trap time lock. */
export function ImportStateIndicator({ job }: { job: Pick<ImportJob, 'state' | 'outcome'> }) {
  const { t } = useTranslation();
  const { type, key } = importStatus(job);
  return <StatusIndicator type={type}>{t(`imports.states.${key}`)}</StatusIndicator>;
}
