import { useState } from 'react';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { SpecialReport } from '@shared/schemas/period-reports';
import { QueryGate } from '@web/common/QueryGate';
import { BouncesPanel } from '../mailing/BouncesPanel';
import { formatRate } from '../mailing/report-view';
import { PeriodFields, type PeriodValue } from '../period/PeriodFields';
import { LargeValue } from '../period/LargeValue';
import { PeriodReportHeader } from '../period/PeriodReportHeader';
import { DomainsTable } from './DomainsTable';
import { RatesChart } from './RatesChart';
import { useSpecialReport } from './use-special-report';

const COUNTS = ['sent', 'delivered', 'hardBounces', 'softBounces', 'complaints'] as const;
const RATES = ['bounceRate', 'complaintRate'] as const;

function Totals({ report }: { report: SpecialReport }) {
  const { t, i18n } = useTranslation();
  const items = [
    ...COUNTS.map((key) => [key, report.totals[key].toLocaleString(i18n.language)] as const),
    ...RATES.map((key) => [key, formatRate(report.totals[key], i18n.language)] as const),
  ];
  return (
    <KeyValuePairs
      columns={4}
      items={items.map(([key, text]) => ({
        label: t(`reports.period.${key}`),
        value: <LargeValue testId={`special-${key}`}>{text}</LargeValue>,
      }))}
    />
  );
}

/** /reports/special: deliverability of the period's sendings over time, by recipient domain, by bounce code. */
export default function SpecialReportPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<PeriodValue>({ from: '', to: '' });
  const query = useSpecialReport(period);
  return (
    <SpaceBetween size="l">
      <PeriodReportHeader
        id="special"
        title={t('reports.special.title')}
        description={t('reports.special.description')}
        answer={query.data}
      >
        <PeriodFields value={period} onChange={setPeriod} />
      </PeriodReportHeader>
      <QueryGate query={query}>
        {(report) => (
          <SpaceBetween size="l">
            <Container>
              <Totals report={report} />
            </Container>
            <Container
              header={
                <Header
                  variant="h2"
                  description={t(report.granularity === 'day' ? 'reports.special.chartDay' : 'reports.special.chartWeek')}
                >
                  {t('reports.special.chart')}
                </Header>
              }
            >
              <RatesChart report={report} />
            </Container>
            <DomainsTable report={report} />
            <Container header={<Header variant="h2">{t('reports.special.codes')}</Header>}>
              <BouncesPanel report={report} />
            </Container>
          </SpaceBetween>
        )}
      </QueryGate>
    </SpaceBetween>
  );
}
