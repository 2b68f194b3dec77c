import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { GlobalSettingsForm } from './GlobalSettingsForm';

/** /settings/company?tab=global: the account's time zone. */
export function GlobalTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useApiQuery('accounts.getGeneralSettings', {});
  if (settings.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(settings.error)}
      </Alert>
    );
  return settings.data ? <GlobalSettingsForm saved={settings.data} /> : <PageSpinner />;
}
