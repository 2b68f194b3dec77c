import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useFormatDate } from '@web/common/use-format-date';
import type { ApiQuery } from '@web/api/query';
import { roleLabel } from '../../common/role-label';
import type { MemberList } from '../../common/use-admin-data';

type Busy = { id: string; action: 'resend' | 'cancel' } | null;

/**
 * Existing Goniec users invited to the account who have not answered: the account sees only the
 * address it typed, the role offered and until when it stands (issue 10). It may send the
 * invitation again (seven more days) or withdraw it.
 */
export function InvitationsTable({ members }: { members: ApiQuery<MemberList> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const [busy, setBusy] = useState<Busy>(null);
  const items = members.data?.invitations ?? [];

  const run = async (invitation: Invitation, action: 'resend' | 'cancel') => {
    setBusy({ id: invitation.id, action });
    try {
      if (action === 'resend') {
        const renewed = await api('invitations.resend', { params: { id: invitation.id }, body: {} });
        members.mutate((list) => ({ ...list, invitations: list.invitations.map((i) => (i.id === renewed.id ? renewed : i)) }));
      } else {
        await api('invitations.cancel', { params: { id: invitation.id }, body: {} });
        members.mutate((list) => ({ ...list, invitations: list.invitations.filter((i) => i.id !== invitation.id) }));
      }
      pushNotice(
        {
          type: 'success',
          content: {
            key: action === 'resend' ? 'usersAdmin.invitations.resent' : 'usersAdmin.invitations.cancelled',
            params: { email: invitation.email },
          },
        },
        6000,
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box margin={{ top: 'l' }}>
      <Table
        variant="container"
        items={items}
        trackBy="id"
        ariaLabels={{ tableLabel: t('usersAdmin.invitations.title') }}
        header={
          <Header variant="h2" counter={`(${items.length})`} description={t('usersAdmin.invitations.description')}>
            {t('usersAdmin.invitations.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'email', header: t('usersAdmin.fields.email'), cell: (i) => i.email, isRowHeader: true },
          {
            id: 'status',
            header: t('usersAdmin.fields.status'),
            cell: () => <StatusIndicator type="pending">{t('usersAdmin.invitations.pending')}</StatusIndicator>,
          },
          { id: 'role', header: t('usersAdmin.fields.role'), cell: (i) => roleLabel(t, i.roleId, i.roleName) },
          { id: 'invitedAt', header: t('usersAdmin.invitations.invitedAt'), cell: (i) => formatDate(i.invitedAt, true) },
          { id: 'expiresAt', header: t('usersAdmin.invitations.expiresAt'), cell: (i) => formatDate(i.expiresAt, true) },
          {
            id: 'actions',
            header: t('usersAdmin.invitations.actions'),
            cell: (i) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="inline-link"
                  ariaLabel={t('usersAdmin.invitations.resendLabel', { email: i.email })}
                  loading={busy?.id === i.id && busy.action === 'resend'}
                  disabled={busy !== null}
                  onClick={() => void run(i, 'resend')}
                >
                  {t('usersAdmin.invitations.resend')}
                </Button>
                <Button
                  variant="inline-link"
                  ariaLabel={t('usersAdmin.invitations.cancelLabel', { email: i.email })}
                  loading={busy?.id === i.id && busy.action === 'cancel'}
                  disabled={busy !== null}
                  onClick={() => void run(i, 'cancel')}
                >
                  {t('usersAdmin.invitations.cancel')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
    </Box>
  );
}
