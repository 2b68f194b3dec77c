import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AccountsTab } from './accounts/AccountsTab';
import { NotificationsTab } from './notifications/NotificationsTab';
import { ProfileTab } from './profile/ProfileTab';
import { SecurityTab } from './security/SecurityTab';

const TABS = ['profile', 'security', 'notifications', 'accounts'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

/** /account: the signed-in user's profile, security, notification settings and accounts; the tab is in the address (?tab=). */
export default function AccountPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('account.description')}>
          {t('pages.account')}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t('pages.account')}
        tabs={[
          { id: 'profile', label: t('account.tabs.profile'), content: <ProfileTab /> },
          { id: 'security', label: t('account.tabs.security'), content: <SecurityTab /> },
          { id: 'notifications', label: t('account.tabs.notifications'), content: <NotificationsTab /> },
          { id: 'accounts', label: t('account.tabs.accounts'), content: <AccountsTab /> },
        ]}
      />
    </ContentLayout>
  );
}
