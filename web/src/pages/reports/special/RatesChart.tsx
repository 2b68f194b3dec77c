import LineChart from '@cloudscape-design/components/line-chart';
import { useTranslation } from 'react-i18next';
import type { SpecialReport } from '@shared/schemas/period-reports';
import { useChartStrings } from '@web/common/use-chart-strings';
import { formatRate } from '../mailing/report-view';
import { rateSeries } from '../period/period-view';

/** Bounce and complaint rates by day (or week), with the thresholds as lines to stay under. */
export function RatesChart({ report }: { report: SpecialReport }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  const rate = (y: number) => formatRate(y, i18n.language);
  return (
    <LineChart
      {...strings}
      series={[
        { type: 'line', title: t('reports.period.bounceRate'), data: rateSeries(report.series, 'bounceRate'), valueFormatter: rate },
        { type: 'line', title: t('reports.period.complaintRate'), data: rateSeries(report.series, 'complaintRate'), valueFormatter: rate },
        {
          type: 'threshold',
          title: t('reports.special.bounceLimit', { rate: rate(report.thresholds.bounceRate) }),
          y: report.thresholds.bounceRate,
        },
        {
          type: 'threshold',
          title: t('reports.special.complaintLimit', { rate: rate(report.thresholds.complaintRate) }),
          y: report.thresholds.complaintRate,
        },
      ]}
      xScaleType="time"
      xTitle={t('reports.special.x')}
      yTitle={t('reports.special.y')}
      height={260}
      ariaLabel={t('reports.special.chart')}
      i18nStrings={{ ...strings.i18nStrings, yTickFormatter: rate }}
    />
  );
}
