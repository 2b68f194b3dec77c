import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { DomainDeliverabilityRow, SpecialReport } from '@shared/schemas/period-reports';
import { formatRate } from '../mailing/report-view';

/** Recipient domains with their bounce and complaint rates, flagged over the providers' thresholds. */
export function DomainsTable({ report }: { report: SpecialReport }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const rate = (r: number | null) => formatRate(r, i18n.language);
  return (
    <Table<DomainDeliverabilityRow>
      header={
        <Header
          variant="h2"
          description={t('reports.special.domainsDescription', {
            bounce: rate(report.thresholds.bounceRate),
            complaint: rate(report.thresholds.complaintRate),
          })}
        >
          {t('reports.special.domains')}
        </Header>
      }
      trackBy="domain"
      items={report.domains}
      empty={<Box textAlign="center">{t('reports.special.noDomains')}</Box>}
      columnDefinitions={[
        { id: 'domain', header: t('reports.special.domain'), cell: (d) => (d.domain === 'other' ? t('reports.special.other') : d.domain) },
        { id: 'sent', header: t('reports.period.sent'), cell: (d) => number(d.sent) },
        { id: 'delivered', header: t('reports.period.delivered'), cell: (d) => number(d.delivered) },
        { id: 'hard', header: t('reports.period.hardBounces'), cell: (d) => number(d.hardBounces) },
        { id: 'soft', header: t('reports.period.softBounces'), cell: (d) => number(d.softBounces) },
        { id: 'complaints', header: t('reports.period.complaints'), cell: (d) => number(d.complaints) },
        { id: 'bounceRate', header: t('reports.period.bounceRate'), cell: (d) => rate(d.bounceRate) },
        { id: 'complaintRate', header: t('reports.period.complaintRate'), cell: (d) => rate(d.complaintRate) },
        {
          id: 'flag',
          header: t('reports.special.flag'),
          cell: (d) =>
            d.bounceFlag || d.complaintFlag ? (
              <SpaceBetween size="xxs">
                {d.bounceFlag && <StatusIndicator type="warning">{t('reports.special.overBounce')}</StatusIndicator>}
                {d.complaintFlag && <StatusIndicator type="warning">{t('reports.special.overComplaint')}</StatusIndicator>}
              </SpaceBetween>
            ) : (
              <StatusIndicator type="success">{t('reports.special.ok')}</StatusIndicator>
            ),
        },
      ]}
    />
  );
}
