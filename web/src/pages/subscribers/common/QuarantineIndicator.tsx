import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { effectiveQuarantine } from '@shared/rules/quarantine';
import type { Quarantine } from '@shared/schemas/subscriber';
import { useFormatDate } from '@web/common/use-format-date';

/** A quarantine as it stands now (a temporary one past its end is over), with its end date. */
export function QuarantineIndicator({ quarantine }: { quarantine: Quarantine | undefined }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const q = effectiveQuarantine(quarantine, new Date());
  if (q.level === 'none') return <StatusIndicator type="success">{t('subscribers.quarantine.levels.none')}</StatusIndicator>;
  if (q.level === 'permanent') return <StatusIndicator type="error">{t('subscribers.quarantine.levels.permanent')}</StatusIndicator>;
  const level = t('subscribers.quarantine.levels.temporary');
  return (
    <StatusIndicator type="warning">
      {q.until ? t('subscribers.quarantine.levelUntil', { level, date: formatDate(q.until) }) : level}
    </StatusIndicator>
  );
}
