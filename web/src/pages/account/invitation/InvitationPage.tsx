import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MyInvitation } from '@shared/schemas/invitations';
import { switchAccount } from '@web/app/session/my-accounts';
import { INVITATIONS_HREF } from '@web/app/session/use-invitation-notice';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { useApiQuery } from '@web/api/query';
import { roleLabel } from '@web/pages/settings/users/common/role-label';
import { useAnswerInvitation, type Answer } from './use-answer-invitation';

/**
 * /invitations/{id}: where the invitation e-mail leads (through sign-in first). The invitee sees
 * which account asks, who sent it, the role offered and until when, and accepts or declines.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const invitation = useApiQuery('invitations.get', { params: { id } });
  const [answered, setAnswered] = useState<{ answer: Answer; invitation: MyInvitation } | null>(null);
  const [entering, setEntering] = useState(false);
  const { busy, error, answer } = useAnswerInvitation((what, i) => setAnswered({ answer: what, invitation: i }));

  const header = (
    <Header variant="h1" description={t('invitations.page.description')}>
      {t('pages.invitation')}
    </Header>
  );
  if (answered) {
    const name = answered.invitation.accountName;
    return (
      <ContentLayout header={header}>
        {answered.answer === 'accept' ? (
          <Alert
            type="success"
            header={t('invitations.page.acceptedHeader', { name })}
            action={
              <Button
                variant="primary"
                loading={entering}
                onClick={() => {
                  setEntering(true);
                  void switchAccount(answered.invitation.accountId).finally(() => setEntering(false));
                }}
              >
                {t('invitations.page.enter', { name })}
              </Button>
            }
          >
            {t('invitations.page.acceptedText')}
          </Alert>
        ) : (
          <Alert type="info" header={t('invitations.page.declinedHeader', { name })}>
            {t('invitations.page.declinedText')}
          </Alert>
        )}
      </ContentLayout>
    );
  }
  if (invitation.loading && !invitation.data) return <PageSpinner />;
  if (!invitation.data) {
    return (
      <ContentLayout header={header}>
        <Alert
          type="warning"
          header={t('invitations.page.unavailable')}
          action={
            <Button href={INVITATIONS_HREF} onFollow={follow}>
              {t('invitations.page.toList')}
            </Button>
          }
        >
          {errorText.describe(invitation.error)}
        </Alert>
      </ContentLayout>
    );
  }
  const i = invitation.data;
  return (
    <ContentLayout header={header}>
      <Container header={<Header variant="h2">{t('invitations.page.title', { name: i.accountName })}</Header>}>
        <SpaceBetween size="l">
          <Box>{t('invitations.page.intro', { email: i.invitedByEmail, name: i.accountName })}</Box>
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('invitations.list.account'), value: i.accountName },
              { label: t('invitations.list.role'), value: roleLabel(t, i.roleId, i.roleName) },
              { label: t('invitations.list.expiresAt'), value: formatDate(i.expiresAt, true) },
            ]}
          />
          <Box variant="small">{t('invitations.page.privacy')}</Box>
          {error !== null && <Box color="text-status-error">{errorText.describe(error)}</Box>}
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="primary" loading={busy === 'accept'} disabled={busy !== null} onClick={() => void answer(i, 'accept')}>
              {t('invitations.page.accept')}
            </Button>
            <Button loading={busy === 'decline'} disabled={busy !== null} onClick={() => void answer(i, 'decline')}>
              {t('invitations.page.decline')}
            </Button>
          </SpaceBetween>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
