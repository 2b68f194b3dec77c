import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { GlobalSettingsForm } from './GlobalSettingsForm';
import { QuarantineRule } from './QuarantineRule';

/** /settings/company?tab=global: the account's time zone, currency, language of messages and 4-eye verification, and the quarantine rule. */
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
  if (!settings.data) return <PageSpinner />;
  return (
    <SpaceBetween size="l">
      <GlobalSettingsForm saved={settings.data} />
      <QuarantineRule />
    </SpaceBetween>
  );
}
