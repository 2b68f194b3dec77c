import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
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
import { DomainsTable } from './DomainsTable';
import { RatesChart } from './RatesChart';
import { useSpecialReport } from './use-special-report';

const COUNTS = ['sent', 'delivered', 'hardBounces', 'softBounces', 'complaints'] as const;
const RATES = ['bounceRate', 'complaintRate'] as const;

function Totals({ report }: { report: SpecialReport }) {
  const { t, i18n } = useTranslation();
  return (
    <KeyValuePairs
      columns={4}
      items={[
        ...COUNTS.map((key) => ({
          label: t(`reports.period.${key}`),
          value: (
            <Box variant="awsui-value-large">
              <span data-testid={`special-${key}`}>{report.totals[key].toLocaleString(i18n.language)}</span>
            </Box>
          ),
        })),
        ...RATES.map((key) => ({
          label: t(`reports.period.${key}`),
          value: (
            <Box variant="awsui-value-large">
              <span data-testid={`special-${key}`}>{formatRate(report.totals[key], i18n.language)}</span>
            </Box>
          ),
        })),
      ]}
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
      <Container
        header={
          <Header variant="h1" description={t('reports.special.description')}>
            {t('reports.special.title')}
          </Header>
        }
      >
        <SpaceBetween size="s">
          <SpaceBetween size="s" direction="horizontal" alignItems="end">
            <PeriodFields value={period} onChange={setPeriod} />
          </SpaceBetween>
          {query.data && (
            <Box variant="small">
              {t('reports.period.periodHint', { timeZone: query.data.period.timeZone })}{' '}
              <span data-testid="special-mailings">{t('reports.period.mailings', { count: query.data.mailings })}</span>
            </Box>
          )}
        </SpaceBetween>
      </Container>
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
