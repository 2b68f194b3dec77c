import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { SmsBreakdown } from '@shared/schemas/sms-reports';
import { useChartStrings } from '@web/common/use-chart-strings';
import { formatMoney } from './area';

const KPIS = ['recipients', 'sent', 'delivered', 'failed', 'clicked', 'notSent', 'notSentPrefix', 'parts'] as const;

/** A sending's (or a variant's) KPIs, its texts by status (a bar chart) and by destination prefix (a table). */
export function Breakdown({
  breakdown,
  currency,
  title,
  compact,
}: {
  breakdown: SmsBreakdown;
  currency: string;
  title?: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const kpis = (
    <KeyValuePairs
      columns={compact ? 2 : 4}
      items={[
        ...KPIS.map((key) => ({ label: t(`reports.sms.kpis.${key}`), value: number(breakdown.kpis[key]) })),
        { label: t('reports.sms.kpis.cost'), value: money(breakdown.kpis.cost) },
      ]}
    />
  );
  if (compact) return kpis;
  const statuses = breakdown.statuses.filter((s) => s.texts > 0);
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{title}</Header>}>{kpis}</Container>
      <Container
        header={
          <Header variant="h2" description={t('reports.sms.statusesDescription')}>
            {t('reports.sms.statuses')}
          </Header>
        }
      >
        <BarChart
          {...strings}
          series={[
            {
              title: t('reports.sms.texts'),
              type: 'bar' as const,
              data: statuses.map((s) => ({ x: t(`sms.messageStatus.${s.status}`), y: s.texts })),
            },
          ]}
          xScaleType="categorical"
          horizontalBars
          hideFilter
          height={Math.max(120, statuses.length * 40)}
          ariaLabel={t('reports.sms.statuses')}
          i18nStrings={{ ...strings.i18nStrings, xTickFormatter: (x: string) => x, yTickFormatter: (y: number) => number(y) }}
          empty={<Box textAlign="center">{t('reports.sms.noTexts')}</Box>}
        />
      </Container>
      <Table
        header={<Header variant="h2">{t('reports.sms.prefixes')}</Header>}
        items={breakdown.prefixes}
        trackBy="prefix"
        columnDefinitions={[
          {
            id: 'prefix',
            header: t('reports.sms.prefix'),
            cell: (p) => (p.country ? `+${p.prefix} (${p.country})` : t('reports.sms.otherPrefix')),
            isRowHeader: true,
          },
          ...(['texts', 'sent', 'delivered', 'failed', 'parts'] as const).map((key) => ({
            id: key,
            header: t(`reports.sms.prefixColumns.${key}`),
            cell: (p: SmsBreakdown['prefixes'][number]) => number(p[key]),
          })),
          { id: 'cost', header: t('reports.sms.kpis.cost'), cell: (p) => money(p.cost) },
        ]}
        empty={<Box textAlign="center">{t('reports.sms.noTexts')}</Box>}
      />
    </SpaceBetween>
  );
}
