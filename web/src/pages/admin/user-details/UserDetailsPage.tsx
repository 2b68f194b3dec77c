import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { PresenceIndicator } from '@web/common/PresenceIndicator';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { userLabel } from '@web/common/user-label';
import { ADMIN_PATHS } from '../common/paths';
import { DeleteUserModal } from './DeleteUserModal';
import { RenameUserModal } from './RenameUserModal';
import { membershipColumns } from './memberships-table-config';
import { useUserDetails } from './use-user-details';
import { userDeleteReason } from './user-delete';

/** One platform user: their data, the accounts they belong to (linking to those accounts) and their deletion. */
export default function UserDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const details = useUserDetails(id);
  const me = useCurrentUser();
  const [deleting, setDeleting] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const user = details.data;

  if (!user && details.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(details.error)}
      </Alert>
    );
  if (!user) return <PageSpinner />;

  const reason = userDeleteReason(user, me.id);
  const yesNo = (value: boolean) => (value ? t('admin.users.yes') : t('admin.users.no'));
  const remove = async () => {
    await details.deleteUser();
    setDeleting(false);
    pushNotice({ type: 'success', content: { key: 'admin.user.delete.deleted', params: { email: user.email } } }, 8000);
    navigate(ADMIN_PATHS.users);
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('pages.adminUser')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={details.reload} loading={details.loading} />
              {!user.deletedAt && <Button onClick={() => setRenaming(true)}>{t('admin.user.rename.action')}</Button>}
              {reason !== 'deleted' && (
                <Button
                  disabled={reason !== null}
                  disabledReason={reason ? t(`errors.${reason}`) : undefined}
                  onClick={() => setDeleting(true)}
                >
                  {t('admin.user.delete.action')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {user.email || user.id}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {details.error !== null && (
          <Alert type="error" header={t('common.loadFailed')}>
            {errorText.describe(details.error)}
          </Alert>
        )}
        {user.deletedAt && (
          <Alert type="info" header={t('admin.user.deletedHeader')}>
            {t('admin.user.deletedText', {
              at: formatDate(user.deletedAt, true),
              by: user.deletedByEmail ? userLabel(t, user.deletedByEmail) : '—',
            })}
          </Alert>
        )}
        <Container header={<Header variant="h2">{t('admin.user.summary')}</Header>}>
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('admin.users.fields.email'), value: user.email || '—' },
              { label: t('admin.users.fields.name'), value: user.name || '—' },
              { label: t('admin.users.fields.platformRole'), value: t(`admin.users.platformRoles.${user.platformRole}`) },
              { label: t('admin.users.fields.createdAt'), value: formatDate(user.createdAt, true) },
              { label: t('admin.users.fields.online'), value: <PresenceIndicator online={user.online} /> },
              { label: t('admin.users.fields.lastSeenAt'), value: formatDate(user.lastSeenAt, true) || '—' },
              { label: t('admin.users.fields.twoFactor'), value: user.twoFactorEnabled ? t('admin.users.on') : t('admin.users.off') },
              { label: t('admin.users.fields.activated'), value: yesNo(user.activated) },
              { label: t('admin.users.fields.onboarded'), value: yesNo(user.onboarded) },
              { label: t('admin.users.fields.banned'), value: yesNo(user.banned) },
              { label: t('admin.users.fields.id'), value: user.id },
            ]}
          />
        </Container>
        <Table
          header={
            <Header variant="h2" counter={`(${user.memberships.length})`} description={t('admin.user.memberships.description')}>
              {t('admin.user.memberships.title')}
            </Header>
          }
          ariaLabels={{ tableLabel: t('admin.user.memberships.title') }}
          columnDefinitions={membershipColumns({ t, follow })}
          items={user.memberships}
          trackBy="accountId"
          loading={details.loading}
          loadingText={t('common.loading')}
          empty={t('admin.user.memberships.empty')}
        />
      </SpaceBetween>
      {renaming && <RenameUserModal user={user} onRenamed={details.set} onClose={() => setRenaming(false)} />}
      {deleting && <DeleteUserModal user={user} onConfirm={remove} onClose={() => setDeleting(false)} />}
    </ContentLayout>
  );
}
