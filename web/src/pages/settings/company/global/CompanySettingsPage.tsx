import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useApiQuery } from '@web/api/query';
import { TrackingTab } from '../tracking/TrackingTab';
import { GlobalSettingsForm } from './GlobalSettingsForm';

const TABS = ['global', 'tracking'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** The global tab: the account's time zone. */
function GlobalTab() {
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

/** /settings/company: the account's settings, one tab per part (spec section 2); the tab is in the address (?tab=). */
export default function CompanySettingsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'global';

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('companySettings.description')}>
          {t('pages.settingsCompany')}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t('pages.settingsCompany')}
        tabs={[
          { id: 'global', label: t('companySettings.global'), content: <GlobalTab /> },
          { id: 'tracking', label: t('trackingSettings.tab'), content: <TrackingTab /> },
        ]}
      />
    </ContentLayout>
  );
}
