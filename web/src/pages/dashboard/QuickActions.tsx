import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import type { Dashboards } from '@shared/schemas/dashboard';
import { useFollow } from '@web/common/use-follow';
import { editorPath } from '../mailing/common/mailing-links';
import { SMS_SENDING_PATH } from '../sms/paths';

/** Spec's quickActions: the server lists those the user may use (surveys are not built yet). */
export function QuickActions({ actions }: { actions: Dashboards['quickActions'] }) {
  const { t } = useTranslation();
  const follow = useFollow();
  return (
    <Container header={<Header variant="h2">{t('dashboard.quickActions.title')}</Header>} fitHeight>
      <SpaceBetween size="s">
        <Box color="text-body-secondary">{t('dashboard.quickActions.description')}</Box>
        {actions.includes('newMailing') && (
          <Button variant="primary" iconName="add-plus" href={editorPath()} onFollow={follow}>
            {t('dashboard.quickActions.newMailing')}
          </Button>
        )}
        {actions.includes('newSMS') && (
          <Button iconName="send" href={SMS_SENDING_PATH} onFollow={follow}>
            {t('dashboard.quickActions.newSMS')}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}
