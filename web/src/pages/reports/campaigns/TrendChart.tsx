import LineChart from '@cloudscape-design/components/line-chart';
import { useTranslation } from 'react-i18next';
import type { CampaignReportRow } from '@shared/schemas/reports';
import { useChartStrings } from '@web/common/use-chart-strings';
import { formatRate } from '../mailing/report-view';
import { trendSeries } from './trend';

/** Open rate and CTR of the listed mailings by their start: how the results move from one sending to the next. */
export function TrendChart({ rows }: { rows: readonly CampaignReportRow[] }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  return (
    <LineChart
      {...strings}
      series={(['open', 'click'] as const).map((metric) => ({
        type: 'line' as const,
        title: t(metric === 'open' ? 'reports.campaigns.openRate' : 'reports.campaigns.clickRate'),
        data: trendSeries(rows, metric),
        valueFormatter: (y: number) => formatRate(y, i18n.language),
      }))}
      xScaleType="time"
      yDomain={[0, 1]}
      xTitle={t('reports.campaigns.trendX')}
      yTitle={t('reports.campaigns.trendY')}
      height={220}
      ariaLabel={t('reports.campaigns.trend')}
      i18nStrings={{ ...strings.i18nStrings, yTickFormatter: (y: number) => formatRate(y, i18n.language) }}
    />
  );
}
