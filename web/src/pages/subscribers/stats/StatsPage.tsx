import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUSES } from '@shared/constants';
import { useApiQuery } from '@web/api/query';
import { useRestrictedToSegments } from '@web/common/use-restriction';
import { SubscriberStatusIndicator } from '../common/SubscriberStatusIndicator';
import { DAY_OPTIONS, daysFromQuery, totals } from './stats-series';
import { FlowChart, StatusChart, TimeZoneCaption } from './StatsCharts';

/** /subscribers/stats: the database by status over 7, 30, 90 or 365 days, who joined and left, and today's totals. */
export default function StatsPage() {
  return useRestrictedToSegments() ? <RestrictedStats /> : <Stats />;
}

/** The statistics count every subscriber, which the API does not show a user restricted to segments. */
function RestrictedStats() {
  const { t } = useTranslation();
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('subscribers.stats.description')}>
          {t('pages.subscriberStats')}
        </Header>
      }
    >
      <Alert type="info" header={t('restriction.title')}>
        {t('restriction.stats')}
      </Alert>
    </ContentLayout>
  );
}

function Stats() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const days = daysFromQuery(search.get('days'));
  const stats = useApiQuery('subscribers.stats', { query: { days } }, { placeholderData: (previous) => previous });
  const data = stats.data;
  const sums = data ? totals(data) : undefined;
  const failed = Boolean(stats.error);
  const chartProps = { stats: data, loading: stats.loading, failed, onRetry: stats.reload };

  const counter = (label: string, value: number | undefined, testId: string) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large" data-testid={testId}>
        {value ?? '—'}
      </Box>
    </div>
  );

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={t('subscribers.stats.description')}
          actions={
            <SegmentedControl
              selectedId={String(days)}
              onChange={({ detail }) => setSearch({ days: detail.selectedId }, { replace: true })}
              label={t('subscribers.stats.period')}
              options={DAY_OPTIONS.map((d) => ({ id: String(d), text: t('subscribers.stats.days', { count: d }) }))}
            />
          }
        >
          {t('pages.subscriberStats')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">{t('subscribers.stats.now')}</Header>}>
          <ColumnLayout columns={5} variant="text-grid">
            {counter(t('subscribers.stats.total'), sums?.total, 'stats-total')}
            {counter(t('subscribers.stats.subscribed'), sums?.subscribed, 'stats-subscribed')}
            {counter(t('subscribers.stats.unsubscribed'), sums?.left, 'stats-unsubscribed')}
            {counter(t('subscribers.stats.joinedInPeriod', { count: days }), sums?.joinedInPeriod, 'stats-joined')}
            {counter(t('subscribers.stats.leftInPeriod', { count: days }), sums?.leftInPeriod, 'stats-left')}
          </ColumnLayout>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('subscribers.stats.byStatusHint')}>
              {t('subscribers.stats.byStatus')}
            </Header>
          }
        >
          <SpaceBetween size="xs">
            <StatusChart {...chartProps} />
            <TimeZoneCaption stats={data} />
          </SpaceBetween>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('subscribers.stats.flowHint')}>
              {t('subscribers.stats.flow')}
            </Header>
          }
        >
          <FlowChart {...chartProps} />
        </Container>
        <Container header={<Header variant="h2">{t('subscribers.stats.statusTotals')}</Header>}>
          <KeyValuePairs
            columns={4}
            items={SUBSCRIBER_STATUSES.map((s) => ({
              label: <SubscriberStatusIndicator status={s} />,
              value: data ? String(data.byStatus[String(s)] ?? 0) : '—',
            }))}
          />
        </Container>
      </SpaceBetween>
    </ContentLayout>
  );
}
