import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pushNotice } from '@web/app/notifications/notification-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { AccountSummary } from './AccountSummary';
import { ChangePlanModal } from './ChangePlanModal';
import { LogoutModal } from './LogoutModal';
import { memberColumns } from './members-table-config';
import { useAccountDetails } from './use-account-details';

type OpenModal = 'plan' | 'logout' | null;

/** One account: its data and configuration switches, its members, a plan change and a mass logout. */
export default function AccountDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const details = useAccountDetails(id);
  const [modal, setModal] = useState<OpenModal>(null);
  const account = details.data;

  if (!account && details.error) return <Alert type="error" header={t('common.loadFailed')}>{errorText.describe(details.error)}</Alert>;
  if (!account) return <PageSpinner />;

  const loggedOut = (members: number) => {
    setModal(null);
    pushNotice({ type: 'success', content: { key: 'admin.account.loggedOut', params: { count: members, name: account.name } } }, 8000);
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('pages.adminAccount')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={details.reload} loading={details.loading} />
              <Button onClick={() => setModal('logout')}>{t('admin.account.logout')}</Button>
              <Button variant="primary" onClick={() => setModal('plan')}>{t('admin.account.changePlan')}</Button>
            </SpaceBetween>
          }
        >
          {account.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {details.error !== null && <Alert type="error" header={t('common.loadFailed')}>{errorText.describe(details.error)}</Alert>}
        <AccountSummary account={account} onConfig={async (body) => void (await details.setConfig(body))} />
        <Table
          header={<Header variant="h2" counter={`(${account.members.length})`}>{t('admin.account.members.title')}</Header>}
          ariaLabels={{ tableLabel: t('admin.account.members.title') }}
          columnDefinitions={memberColumns({ t, formatDate })}
          items={account.members}
          trackBy="userId"
          loading={details.loading}
          loadingText={t('common.loading')}
          empty={t('admin.account.members.empty')}
        />
      </SpaceBetween>
      {modal === 'plan' && (
        <ChangePlanModal
          accountName={account.name}
          current={account.plan}
          onChange={async (plan) => {
            await details.changePlan(plan);
            pushNotice({ type: 'success', content: { key: 'admin.account.planChanged', params: { name: account.name } } }, 8000);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'logout' && (
        <LogoutModal accountName={account.name} memberCount={account.members.length} onConfirm={details.logoutAll} onDone={loggedOut} onClose={() => setModal(null)} />
      )}
    </ContentLayout>
  );
}
