import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';

/** Signs out every other browser and device; this one stays signed in. */
export function SessionsSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { busy, error, run } = useSubmission<'ending'>();
  const endOthers = async () => {
    if (await run('ending', () => api('security.endOtherSessions', { body: {} }))) {
      pushNotice({ type: 'success', content: { key: 'account.sessions.ended' } }, 8000);
    }
  };
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('account.sessions.description')}
          actions={
            <Button onClick={() => void endOthers()} loading={busy !== null}>
              {t('account.sessions.endOthers')}
            </Button>
          }
        >
          {t('account.sessions.title')}
        </Header>
      }
    >
      {error !== null ? <Alert type="error">{errorText.describe(error)}</Alert> : t('account.sessions.hint')}
    </Container>
  );
}
