import PieChart, { type PieChartProps } from '@cloudscape-design/components/pie-chart';
import { useTranslation } from 'react-i18next';

/**
 * The donut of subscribers by status, its own chunk (DashboardPage loads it lazily): Cloudscape's
 * pie chart brings its filter (multiselect), details (expandable section) and d3, about 25 KB of
 * gzip the dashboard's first paint does not need (npm run bench:web).
 */
export default function SubscribersChart({ slices }: { slices: PieChartProps.Datum[] }) {
  const { t } = useTranslation();
  return (
    <PieChart
      data={slices}
      variant="donut"
      size="small"
      hideFilter
      hideLegend
      ariaLabel={t('dashboard.subscribers.chart')}
      i18nStrings={{ detailsValue: t('dashboard.subscribers.count'), detailsPercentage: t('dashboard.subscribers.share') }}
    />
  );
}
