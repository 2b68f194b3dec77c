import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Box from '@cloudscape-design/components/box';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { useFollow } from '@web/common/use-follow';

export function SubscribersModule() {
  const { t } = useTranslation();
  const follow = useFollow();
  const can = useCan();
  return (
    <Container header={<Header variant="h2">{t('dashboard.subscribers.title')}</Header>} fitHeight>
      <SpaceBetween size="s">
        <Box color="text-body-secondary">{t('dashboard.subscribers.description')}</Box>
        <SpaceBetween direction="horizontal" size="xs">
          <Button href="/subscribers/all" onFollow={follow}>{t('dashboard.subscribers.open')}</Button>
          {can(routes['subscribers.create'].permission) && (
            <Button iconName="add-plus" href="/subscribers/new" onFollow={follow}>{t('subscribers.add')}</Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
