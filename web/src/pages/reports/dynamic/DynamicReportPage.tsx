import { useState } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { RATE_METRICS, type DynamicReport } from '@shared/schemas/period-reports';
import { QueryGate } from '@web/common/QueryGate';
import { useDebounced } from '@web/common/use-debounced';
import { useFormatDate } from '@web/common/use-format-date';
import { formatRate } from '../mailing/report-view';
import { changeView } from '../period/period-view';
import { LargeValue } from '../period/LargeValue';
import { PeriodReportHeader } from '../period/PeriodReportHeader';
import { DynamicChart } from './DynamicChart';
import { DynamicFilters } from './DynamicFilters';
import { useDynamicReport, type DynamicChoice } from './use-dynamic-report';

/** The metric over the period and the one before, and the change between them. */
function Totals({ report }: { report: DynamicReport }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const rate = RATE_METRICS.includes(report.metric);
  const value = (v: number | null) =>
    v === null ? t('reports.dynamic.none') : rate ? formatRate(v, i18n.language) : v.toLocaleString(i18n.language);
  const change = changeView(report.change, rate, i18n.language);
  const large = (id: string, text: string) => <LargeValue testId={`dynamic-${id}`}>{text}</LargeValue>;
  return (
    <KeyValuePairs
      columns={3}
      items={[
        { label: t('reports.dynamic.total'), value: large('total', value(report.total)) },
        {
          label: t('reports.dynamic.previous', { from: formatDate(report.previousPeriod.from), to: formatDate(report.previousPeriod.to) }),
          value: large('previous', value(report.previousTotal)),
        },
        {
          label: t('reports.dynamic.change'),
          value: change ? (
            <StatusIndicator type={change.trend === 'up' ? 'success' : change.trend === 'down' ? 'warning' : 'info'}>
              <span data-testid="dynamic-change">{rate ? t('reports.dynamic.points', { value: change.text }) : change.text}</span>
            </StatusIndicator>
          ) : (
            <span data-testid="dynamic-change">{t('reports.dynamic.noChange')}</span>
          ),
        },
      ]}
    />
  );
}

/** /reports/dynamic: one metric of the sendings over a period (segment, type, sender), by day, week or month, against the period before. */
export default function DynamicReportPage() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<DynamicChoice>({ from: '', to: '', metric: 'sent', granularity: 'day' });
  const [senderText, setSenderText] = useState('');
  const sender = useDebounced(senderText).trim();
  const query = useDynamicReport({ ...choice, ...(sender ? { sender } : {}) });
  return (
    <SpaceBetween size="l">
      <PeriodReportHeader
        id="dynamic"
        title={t('reports.dynamic.title')}
        description={t('reports.dynamic.description')}
        answer={query.data}
      >
        <DynamicFilters choice={choice} onChange={setChoice} senderText={senderText} onSenderText={setSenderText} />
      </PeriodReportHeader>
      <QueryGate query={query}>
        {(report) => (
          <SpaceBetween size="l">
            <Container>
              <Totals report={report} />
            </Container>
            <Container header={<Header variant="h2">{t('reports.dynamic.chart')}</Header>}>
              <DynamicChart report={report} />
            </Container>
          </SpaceBetween>
        )}
      </QueryGate>
    </SpaceBetween>
  );
}
