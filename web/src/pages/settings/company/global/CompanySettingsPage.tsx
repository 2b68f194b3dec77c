import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { GlobalSettingsForm } from './GlobalSettingsForm';

/** /settings/company: the account's global settings (its time zone). */
export default function CompanySettingsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const settings = useApiQuery('accounts.getGeneralSettings', {});

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('companySettings.description')}>
          {t('pages.settingsCompany')}
        </Header>
      }
    >
      {settings.error ? (
        <Alert type="error" header={t('common.loadFailed')}>
          {errorText.describe(settings.error)}
        </Alert>
      ) : settings.data ? (
        <GlobalSettingsForm saved={settings.data} />
      ) : (
        <PageSpinner />
      )}
    </ContentLayout>
  );
}
