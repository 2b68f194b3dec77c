import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_KINDS, type NotificationKind } from '@shared/schemas/notifications';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useCurrentUser } from '@web/app/session/session-store';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { useApiQuery } from '@web/api/query';

/**
 * Which e-mails the user gets about their own work in the current account. Each toggle is saved as
 * it is switched (there is nothing else to fill in, so no save button and no unsaved changes).
 */
export function NotificationsTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const settings = useApiQuery('profile.notifications', {});
  const { busy, error, run } = useSubmission<NotificationKind>();

  const change = async (kind: NotificationKind, on: boolean) => {
    const saved = await run(kind, () => api('profile.updateNotifications', { body: { [kind]: on } }));
    if (saved === null) return;
    settings.set(saved);
    pushNotice(
      {
        type: 'success',
        content: {
          key: on ? 'account.notifications.turnedOn' : 'account.notifications.turnedOff',
          params: { name: t(`account.notifications.kinds.${kind}.label`) },
        },
      },
      5000,
    );
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t('account.notifications.description', { account: user.account.name })}>
          {t('account.notifications.title')}
        </Header>
      }
    >
      {settings.error !== null && !settings.data ? (
        <Box color="text-status-error">{errorText.describe(settings.error)}</Box>
      ) : !settings.data ? (
        <Spinner />
      ) : (
        <SpaceBetween size="l">
          {error !== null && <Box color="text-status-error">{errorText.describe(error)}</Box>}
          {NOTIFICATION_KINDS.map((kind) => (
            <Toggle
              key={kind}
              checked={settings.data![kind]}
              disabled={busy !== null}
              description={t(`account.notifications.kinds.${kind}.description`)}
              onChange={({ detail }) => void change(kind, detail.checked)}
            >
              {t(`account.notifications.kinds.${kind}.label`)}
            </Toggle>
          ))}
        </SpaceBetween>
      )}
    </Container>
  );
}
