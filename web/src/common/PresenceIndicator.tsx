import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';

/** Spec sections 3 and 4: a user online or offline, as the API judged it (active in the last few minutes). */
export function PresenceIndicator({ online }: { online: boolean }) {
  const { t } = useTranslation();
  return online ? (
    <StatusIndicator type="success">{t('common.presence.online')}</StatusIndicator>
  ) : (
    <StatusIndicator type="stopped">{t('common.presence.offline')}</StatusIndicator>
  );
}
