import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboards } from '@shared/schemas/dashboard';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { useFollow } from '@web/common/use-follow';
import { dynamicKey } from '@web/i18n';

const SubscribersChart = lazy(() => import('./SubscribersChart'));

/** In place of the counts for a user restricted to segments: the API leaves them out (they count everyone). */
export function RestrictedSubscribersModule() {
  const { t } = useTranslation();
  const follow = useFollow();
  return (
    <Container
      header={
        <Header variant="h2" description={t('dashboard.subscribers.description')}>
          {t('dashboard.subscribers.title')}
        </Header>
      }
      fitHeight
    >
      <SpaceBetween size="m">
        <Box data-testid="dashboard-subscribers-restricted">{t('restriction.dashboard')}</Box>
        <Box>
          <Button href="/subscribers/all" onFollow={follow}>
            {t('dashboard.subscribers.open')}
          </Button>
        </Box>
      </SpaceBetween>
    </Container>
  );
}

/** Subscriber counts by status, as numbers and a chart. */
export function SubscribersModule({ data }: { data: NonNullable<Dashboards['subscribers']> }) {
  const { t } = useTranslation();
  const follow = useFollow();
  const can = useCan();
  const slices = Object.entries(data.byStatus)
    .filter(([, count]) => count > 0)
    .map(([status, count]) => ({ title: t(dynamicKey(`subscribers.status.${status}`)), value: count }));
  return (
    <Container
      header={
        <Header variant="h2" description={t('dashboard.subscribers.description')}>
          {t('dashboard.subscribers.title')}
        </Header>
      }
      fitHeight
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={slices.length > 0 ? 2 : 1}>
          <SpaceBetween size="s">
            <div>
              <Box variant="awsui-key-label">{t('dashboard.subscribers.total')}</Box>
              <Box variant="awsui-value-large" data-testid="dashboard-subscribers-total">
                {data.total}
              </Box>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('dashboard.subscribers.subscribed')}</Box>
              <Box variant="awsui-value-large" data-testid="dashboard-subscribers-subscribed">
                {data.subscribed}
              </Box>
            </div>
          </SpaceBetween>
          {slices.length > 0 && (
            // The numbers beside it show at once; the chart follows with its chunk.
            <Suspense fallback={<div aria-busy="true" style={{ minHeight: 160 }} />}>
              <SubscribersChart slices={slices} />
            </Suspense>
          )}
        </ColumnLayout>
        <SpaceBetween direction="horizontal" size="xs">
          <Button href="/subscribers/all" onFollow={follow}>
            {t('dashboard.subscribers.open')}
          </Button>
          {can(routes['subscribers.create'].permission) && (
            <Button iconName="add-plus" href="/subscribers/new" onFollow={follow}>
              {t('subscribers.add')}
            </Button>
          )}
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
