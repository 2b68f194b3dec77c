import BarChart from '@cloudscape-design/components/bar-chart';
import LineChart from '@cloudscape-design/components/line-chart';
import { useTranslation } from 'react-i18next';
import { RATE_METRICS, type DynamicReport } from '@shared/schemas/period-reports';
import { useChartStrings } from '@web/common/use-chart-strings';
import { formatRate } from '../mailing/report-view';
import { dayAsDate, valueSeries } from '../period/period-view';

/** A rate as a line, a count as bars: one point (bar) per day, week or month of the period. */
export function DynamicChart({ report }: { report: DynamicReport }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  const title = t(`reports.dynamic.metrics.${report.metric}`);
  if (RATE_METRICS.includes(report.metric)) {
    const rate = (y: number) => formatRate(y, i18n.language);
    return (
      <LineChart
        {...strings}
        series={[{ type: 'line', title, data: valueSeries(report.series), valueFormatter: rate }]}
        xScaleType="time"
        xTitle={t('reports.dynamic.x')}
        yTitle={title}
        height={260}
        ariaLabel={t('reports.dynamic.chart')}
        i18nStrings={{ ...strings.i18nStrings, yTickFormatter: rate }}
      />
    );
  }
  const number = (y: number) => y.toLocaleString(i18n.language);
  return (
    <BarChart
      {...strings}
      series={[{ type: 'bar', title, data: report.series.map((p) => ({ x: dayAsDate(p.at), y: p.value ?? 0 })), valueFormatter: number }]}
      xScaleType="categorical"
      xTitle={t('reports.dynamic.x')}
      yTitle={title}
      height={260}
      ariaLabel={t('reports.dynamic.chart')}
      i18nStrings={{ ...strings.i18nStrings, yTickFormatter: number }}
    />
  );
}
