import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { BounceCodeRow, MailingReport } from '@shared/schemas/reports';
import { largestFirst } from './report-view';

/** Bounces by their SMTP code (spec section 9's table): hard or soft, and whether the code sends the address to quarantine. */
export function BouncesPanel({ report }: { report: Pick<MailingReport, 'bounceCodes'> }) {
  const { t, i18n } = useTranslation();
  const rows = largestFirst(
    report.bounceCodes,
    (b) => b.count,
    (b) => `${b.code}${b.kind}`,
  );
  return (
    <Table<BounceCodeRow>
      variant="embedded"
      header={
        <Header variant="h3" description={t('reports.mailing.bounces.description')}>
          {t('reports.mailing.bounces.header')}
        </Header>
      }
      trackBy={(b) => `${b.code}#${b.kind}`}
      items={rows}
      empty={<Box textAlign="center">{t('reports.mailing.bounces.empty')}</Box>}
      columnDefinitions={[
        {
          id: 'code',
          header: t('reports.mailing.bounces.code'),
          cell: (b) => (b.code === 'other' ? t('reports.mailing.bounces.other') : b.code),
        },
        {
          id: 'kind',
          header: t('reports.mailing.bounces.kind'),
          cell: (b) => (
            <StatusIndicator type={b.kind === 'hard' ? 'error' : 'warning'}>{t(`reports.mailing.bounces.${b.kind}`)}</StatusIndicator>
          ),
        },
        {
          id: 'quarantines',
          header: t('reports.mailing.bounces.quarantines'),
          cell: (b) => t(b.quarantines ? 'reports.mailing.bounces.yes' : 'reports.mailing.bounces.no'),
        },
        { id: 'count', header: t('reports.mailing.bounces.count'), cell: (b) => b.count.toLocaleString(i18n.language) },
      ]}
    />
  );
}
