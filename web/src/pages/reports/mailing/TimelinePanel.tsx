import { useState } from 'react';
import LineChart from '@cloudscape-design/components/line-chart';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { MailingReport } from '@shared/schemas/reports';
import { useChartStrings } from '@web/common/use-chart-strings';
import { TIMELINE_METRICS, timelineSeries } from './report-view';

const HOUR_MS = 3_600_000;
type Granularity = 'hours' | 'days';

/** Opens and clicks hour by hour over the first 48 hours, then day by day (as the roll-ups keep them). */
export function TimelinePanel({ report }: { report: MailingReport }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  // The first days are where a sending's story is; once the hours are over, the days tell the rest.
  const [granularity, setGranularity] = useState<Granularity>(
    report.timeline.hours.length || !report.timeline.days.length ? 'hours' : 'days',
  );
  const points = report.timeline[granularity];
  const step = granularity === 'hours' ? HOUR_MS : 24 * HOUR_MS;
  const tick = (x: Date) =>
    granularity === 'hours'
      ? x.toLocaleString(i18n.language, { day: 'numeric', month: 'numeric', hour: '2-digit', minute: '2-digit' })
      : x.toLocaleDateString(i18n.language, { day: 'numeric', month: 'numeric' });
  return (
    <SpaceBetween size="m">
      <SegmentedControl
        label={t('reports.mailing.timeline.granularity')}
        selectedId={granularity}
        onChange={({ detail }) => setGranularity(detail.selectedId as Granularity)}
        options={(['hours', 'days'] as const).map((id) => ({ id, text: t(`reports.mailing.timeline.${id}`) }))}
      />
      <LineChart
        {...strings}
        series={TIMELINE_METRICS.map((metric) => ({
          type: 'line' as const,
          title: t(`reports.mailing.timeline.${metric}`),
          data: timelineSeries(points, metric, step),
        }))}
        xScaleType="time"
        xTitle={t('reports.mailing.timeline.xTitle')}
        yTitle={t('reports.mailing.timeline.yTitle')}
        height={280}
        ariaLabel={t('reports.mailing.timeline.header')}
        i18nStrings={{ ...strings.i18nStrings, xTickFormatter: tick }}
      />
    </SpaceBetween>
  );
}
