import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { AccountHistoryTab } from './AccountHistoryTab';
import { PolicyForm } from './PolicyForm';
import { usePolicyForm } from './use-policy-form';

const TABS = ['policy', 'login-history', 'activity'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** /settings/security: the account's security policy, and who signed in and changed what. */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'policy';
  const form = usePolicyForm();
  const leave = useLeaveConfirmation(form.dirty && !form.saving);

  const policy = form.loadError ? (
    <Alert type="error" header={t('common.loadFailed')}>
      {errorText.describe(form.loadError)}
    </Alert>
  ) : form.values ? (
    <PolicyForm form={form} />
  ) : (
    <PageSpinner />
  );

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('securitySettings.description')}>
          {t('pages.settingsSecurity')}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t('pages.settingsSecurity')}
        tabs={[
          { id: 'policy', label: t('securitySettings.tabs.policy'), content: policy },
          { id: 'login-history', label: t('securitySettings.tabs.loginHistory'), content: <AccountHistoryTab kind="logins" /> },
          { id: 'activity', label: t('securitySettings.tabs.activity'), content: <AccountHistoryTab kind="activity" /> },
        ]}
      />
      {leave.modal}
    </ContentLayout>
  );
}
