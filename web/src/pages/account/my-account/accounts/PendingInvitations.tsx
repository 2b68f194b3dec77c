import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useMyInvitations } from '@web/app/session/my-invitations';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { roleLabel } from '@web/pages/settings/users/common/role-label';
import { useAnswerInvitation } from '../../invitation/use-answer-invitation';

/**
 * Invitations to other accounts waiting for the user's answer (issue 10). Until accepted the
 * account knows only their address; an accepted one becomes a row of the accounts table below.
 */
export function PendingInvitations() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const invitations = useMyInvitations();
  const { busy, error, answer } = useAnswerInvitation();
  const items = invitations.items ?? [];
  if (items.length === 0) return null;

  return (
    <SpaceBetween size="s">
      {error !== null && <Box color="text-status-error">{errorText.describe(error)}</Box>}
      <Table
        header={
          <Header counter={`(${items.length})`} description={t('invitations.list.description')}>
            {t('invitations.list.title')}
          </Header>
        }
        trackBy="id"
        items={items}
        ariaLabels={{ tableLabel: t('invitations.list.title') }}
        columnDefinitions={[
          { id: 'account', header: t('invitations.list.account'), cell: (i) => i.accountName, isRowHeader: true },
          { id: 'invitedBy', header: t('invitations.list.invitedBy'), cell: (i) => i.invitedByEmail || '—' },
          { id: 'role', header: t('invitations.list.role'), cell: (i) => roleLabel(t, i.roleId, i.roleName) },
          { id: 'expiresAt', header: t('invitations.list.expiresAt'), cell: (i) => formatDate(i.expiresAt, true) },
          {
            id: 'answer',
            header: t('invitations.list.answer'),
            cell: (i) => (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="primary"
                  ariaLabel={t('invitations.acceptLabel', { name: i.accountName })}
                  loading={busy === 'accept'}
                  disabled={busy !== null}
                  onClick={() => void answer(i, 'accept')}
                >
                  {t('invitations.accept')}
                </Button>
                <Button
                  ariaLabel={t('invitations.declineLabel', { name: i.accountName })}
                  loading={busy === 'decline'}
                  disabled={busy !== null}
                  onClick={() => void answer(i, 'decline')}
                >
                  {t('invitations.decline')}
                </Button>
              </SpaceBetween>
            ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
