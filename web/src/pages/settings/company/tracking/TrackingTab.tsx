import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { TrackingSettingsForm } from './TrackingSettingsForm';

/** /settings/company?tab=tracking: the account's link parameters. */
export function TrackingTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useApiQuery('trackingSettings.get', {});
  if (settings.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(settings.error)}
      </Alert>
    );
  return settings.data ? <TrackingSettingsForm saved={settings.data} /> : <PageSpinner />;
}
