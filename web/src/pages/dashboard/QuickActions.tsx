import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { useFollow } from '@web/common/use-follow';
import { editorPath } from '../mailing/common/mailing-links';

/** Spec's quickActions module; only newMailing exists so far (newSMS and newSurvey come later). */
export function QuickActions() {
  const { t } = useTranslation();
  const follow = useFollow();
  return (
    <Container header={<Header variant="h2">{t('dashboard.quickActions.title')}</Header>} fitHeight>
      <SpaceBetween size="s">
        <Box color="text-body-secondary">{t('dashboard.quickActions.description')}</Box>
        <Button variant="primary" iconName="add-plus" href={editorPath()} onFollow={follow}>
          {t('dashboard.quickActions.newMailing')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
