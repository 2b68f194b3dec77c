import BarChart from '@cloudscape-design/components/bar-chart';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Header from '@cloudscape-design/components/header';
import PieChart from '@cloudscape-design/components/pie-chart';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { DomainRow, MailingReport } from '@shared/schemas/reports';
import { useChartStrings } from '@web/common/use-chart-strings';
import { formatRate, largestFirst } from './report-view';

const OTHER = 'other';

/** Recipient domains (the big mailbox providers by name), devices and clients of the opens and clicks. */
export function AudiencePanel({ report }: { report: MailingReport }) {
  const { t, i18n } = useTranslation();
  const strings = useChartStrings();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const domainName = (d: string) => (d === OTHER ? t('reports.mailing.domains.other') : d);
  const clientName = (c: string) => (c === OTHER ? t('reports.mailing.clients.other') : c);
  // "Other" last: it is the rest, not a provider.
  const domains = largestFirst(
    report.domains,
    (d) => (d.domain === OTHER ? -1 : d.delivered + d.bounced),
    (d) => d.domain,
  );
  const clients = largestFirst(
    report.clients,
    (c) => c.opens + c.clicks,
    (c) => c.client,
  ).slice(0, 10);
  const devices = report.devices.filter((d) => d.opens + d.clicks > 0);
  return (
    <SpaceBetween size="l">
      <Table<DomainRow>
        variant="embedded"
        header={
          <Header variant="h3" description={t('reports.mailing.domains.description')}>
            {t('reports.mailing.domains.header')}
          </Header>
        }
        trackBy="domain"
        items={domains}
        empty={<Box textAlign="center">{t('reports.mailing.domains.empty')}</Box>}
        columnDefinitions={[
          { id: 'domain', header: t('reports.mailing.domains.domain'), cell: (d) => domainName(d.domain) },
          { id: 'delivered', header: t('reports.mailing.domains.delivered'), cell: (d) => number(d.delivered) },
          { id: 'bounced', header: t('reports.mailing.domains.bounced'), cell: (d) => number(d.bounced) },
          { id: 'opened', header: t('reports.mailing.domains.opened'), cell: (d) => number(d.opened) },
          { id: 'clicked', header: t('reports.mailing.domains.clicked'), cell: (d) => number(d.clicked) },
          {
            id: 'openRate',
            header: t('reports.mailing.domains.openRate'),
            cell: (d) => formatRate(d.delivered > 0 ? d.opened / d.delivered : null, i18n.language),
          },
        ]}
      />
      <ColumnLayout columns={2}>
        <div>
          <Header variant="h3">{t('reports.mailing.devices.header')}</Header>
          <PieChart
            {...strings}
            data={devices.map((d) => ({ title: t(`reports.mailing.devices.${d.device}`), value: d.opens + d.clicks }))}
            detailPopoverContent={(datum) => [{ key: t('reports.mailing.devices.opens'), value: number(datum.value) }]}
            ariaLabel={t('reports.mailing.devices.header')}
            hideFilter
            size="medium"
            variant="donut"
            i18nStrings={{ ...strings.i18nStrings, detailsValue: t('reports.mailing.devices.opens') }}
          />
        </div>
        <div>
          <Header variant="h3">{t('reports.mailing.clients.header')}</Header>
          {clients.length === 0 ? (
            strings.empty
          ) : (
            <BarChart
              {...strings}
              series={(['opens', 'clicks'] as const).map((metric) => ({
                type: 'bar' as const,
                title: t(`reports.mailing.clients.${metric}`),
                data: clients.map((c) => ({ x: clientName(c.client), y: c[metric] })),
              }))}
              xScaleType="categorical"
              horizontalBars
              stackedBars
              hideFilter
              height={Math.max(120, clients.length * 32)}
              xTitle={t('reports.mailing.clients.client')}
              ariaLabel={t('reports.mailing.clients.header')}
              i18nStrings={{ ...strings.i18nStrings, xTickFormatter: (x: string) => x, yTickFormatter: (y: number) => number(y) }}
            />
          )}
        </div>
      </ColumnLayout>
    </SpaceBetween>
  );
}
