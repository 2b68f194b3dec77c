import AreaChart from '@cloudscape-design/components/area-chart';
import Box from '@cloudscape-design/components/box';
import LineChart from '@cloudscape-design/components/line-chart';
import { useTranslation } from 'react-i18next';
import { zoneLabel } from '@shared/rules/time-zone';
import type { SubscriberStats } from '@shared/schemas/subscriber-records';
import { useChartStrings } from '@web/common/use-chart-strings';
import { flowSeries, statusSeries } from './stats-series';

interface Props {
  stats: SubscriberStats | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}

/** The days axis names the account's zone: a day there is not the browser's day. */
function useDayTitle(stats: SubscriberStats | undefined): string {
  const { t } = useTranslation();
  return stats ? t('subscribers.stats.dayIn', { zone: zoneLabel(stats.timeZone) }) : t('subscribers.stats.day');
}

/** The small print under a chart: which zone's midnights cut its days. */
export function TimeZoneCaption({ stats }: { stats: SubscriberStats | undefined }) {
  const { t } = useTranslation();
  if (!stats) return null;
  return (
    <Box variant="small" color="text-body-secondary" data-testid="stats-time-zone">
      {t('subscribers.stats.timeZone', { zone: zoneLabel(stats.timeZone) })}
    </Box>
  );
}

/** Counts by status, day by day, stacked into the total. */
export function StatusChart({ stats, loading, failed, onRetry }: Props) {
  const { t } = useTranslation();
  const strings = useChartStrings();
  const dayTitle = useDayTitle(stats);
  const series = stats ? statusSeries(stats) : [];
  return (
    <AreaChart
      {...strings}
      series={series.map((s) => ({ type: 'area' as const, title: t(`subscribers.status.${s.status}`), data: s.data }))}
      xScaleType="time"
      xTitle={dayTitle}
      yTitle={t('subscribers.stats.subscribers')}
      height={300}
      ariaLabel={t('subscribers.stats.byStatus')}
      statusType={failed ? 'error' : loading ? 'loading' : 'finished'}
      onRecoveryClick={onRetry}
      i18nStrings={{ ...strings.i18nStrings, detailTotalLabel: t('subscribers.stats.total') }}
    />
  );
}

/** Who joined and who left, each day. */
export function FlowChart({ stats, loading, failed, onRetry }: Props) {
  const { t } = useTranslation();
  const strings = useChartStrings();
  const dayTitle = useDayTitle(stats);
  const flow = stats ? flowSeries(stats) : { joined: [], left: [] };
  return (
    <LineChart
      {...strings}
      series={[
        { type: 'line', title: t('subscribers.stats.joined'), data: flow.joined },
        { type: 'line', title: t('subscribers.stats.left'), data: flow.left },
      ]}
      xScaleType="time"
      xTitle={dayTitle}
      yTitle={t('subscribers.stats.people')}
      height={240}
      ariaLabel={t('subscribers.stats.flow')}
      statusType={failed ? 'error' : loading ? 'loading' : 'finished'}
      onRecoveryClick={onRetry}
    />
  );
}
