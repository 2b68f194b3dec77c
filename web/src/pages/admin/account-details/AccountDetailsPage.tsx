import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AdminMember } from '@shared/schemas/admin';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { AccountSummary } from './AccountSummary';
import { ChangePlanModal } from './ChangePlanModal';
import { DeleteMemberModal } from './DeleteMemberModal';
import { LogoutModal } from './LogoutModal';
import { memberDeleteReason } from './member-delete';
import { memberColumns } from './members-table-config';
import { useAccountDetails } from './use-account-details';

type OpenModal = 'plan' | 'logout' | 'deleteMember' | null;

/** One account: its data and configuration switches, its members (one may be deleted), a plan change and a mass logout. */
export default function AccountDetailsPage() {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const details = useAccountDetails(id);
  const [modal, setModal] = useState<OpenModal>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const me = useCurrentUser();
  const account = details.data;

  if (!account && details.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(details.error)}
      </Alert>
    );
  if (!account) return <PageSpinner />;

  const selected: AdminMember | undefined = account.members.find((m) => m.userId === selectedId);
  const deleteCode = selected ? memberDeleteReason(account.members, me.id, selected) : null;
  const deleteWhy = !selected ? t('admin.account.deleteMember.selectOne') : deleteCode ? t(`errors.${deleteCode}`) : undefined;
  const deleteSelected = async (member: AdminMember) => {
    await details.deleteMember(member.userId);
    setModal(null);
    setSelectedId(null);
    pushNotice(
      { type: 'success', content: { key: 'admin.account.deleteMember.deleted', params: { email: member.email, name: account.name } } },
      8000,
    );
  };

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
              <Button variant="primary" onClick={() => setModal('plan')}>
                {t('admin.account.changePlan')}
              </Button>
            </SpaceBetween>
          }
        >
          {account.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {details.error !== null && (
          <Alert type="error" header={t('common.loadFailed')}>
            {errorText.describe(details.error)}
          </Alert>
        )}
        <AccountSummary account={account} onConfig={async (body) => void (await details.setConfig(body))} />
        <Table
          header={
            <Header
              variant="h2"
              counter={`(${account.members.length})`}
              actions={
                <Button disabled={deleteWhy !== undefined} disabledReason={deleteWhy} onClick={() => setModal('deleteMember')}>
                  {t('admin.account.deleteMember.action')}
                </Button>
              }
            >
              {t('admin.account.members.title')}
            </Header>
          }
          ariaLabels={{ tableLabel: t('admin.account.members.title'), ...selection((m: { email: string }) => m.email) }}
          selectionType="single"
          selectedItems={selected ? [selected] : []}
          onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.userId ?? null)}
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
      {modal === 'deleteMember' && selected && (
        <DeleteMemberModal
          accountName={account.name}
          member={selected}
          onConfirm={() => deleteSelected(selected)}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'logout' && (
        <LogoutModal
          accountName={account.name}
          memberCount={account.members.length}
          onConfirm={details.logoutAll}
          onDone={loggedOut}
          onClose={() => setModal(null)}
        />
      )}
    </ContentLayout>
  );
}
