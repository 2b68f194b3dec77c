import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { RAW_ACTIVITY_RETENTION_DAYS } from '@shared/constants';
import type { AddressRow } from '@shared/schemas/report-addresses';
import { api } from '@web/api';
import { notifyError } from '@web/app/notifications/notification-store';
import { PagedTable } from '@web/common/PagedTable';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { ExportStatus } from '../ExportStatus';
import { SCORING_PATH } from './paths';
import { AddressFilters } from './AddressFilters';
import { addressColumns } from './columns';
import { useAddressReport } from './use-address-report';

/** The oldest "as of" among the rows shown (the figures are at least that fresh), if any has figures. */
const oldestAsOf = (rows: AddressRow[]): string | undefined =>
  rows.reduce<string | undefined>(
    (oldest, r) => (r.engagement && (!oldest || r.engagement.at < oldest) ? r.engagement.at : oldest),
    undefined,
  );

/** /reports/addresses: each subscriber's engagement as the recalculation summed it up, filtered; the list as CSV. */
export default function AddressesReportPage() {
  const { t, i18n } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const report = useAddressReport();
  const { pages } = report;
  // The last export started, for the filters it was started with.
  const [started, setStarted] = useState<{ id: string; key: string }>();
  const [starting, setStarting] = useState(false);
  const filterKey = JSON.stringify(report.query);
  const startExport = async () => {
    setStarting(true);
    try {
      const job = await api('reports.exportAddresses', { body: report.query });
      setStarted({ id: job.id, key: filterKey });
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };
  const asOf = oldestAsOf(pages.items);
  const scoringLink = report.mayScore && (
    <Link href={SCORING_PATH} onFollow={follow}>
      {t('reports.addresses.scoringLink')}
    </Link>
  );
  return (
    <SpaceBetween size="l">
      {pages.items.length > 0 && (
        <Alert type="info" action={scoringLink || undefined}>
          {asOf
            ? t('reports.addresses.asOfNote', { at: formatDate(asOf, true), days: RAW_ACTIVITY_RETENTION_DAYS })
            : t('reports.addresses.asOfNone')}
        </Alert>
      )}
      <PagedTable<AddressRow>
        fullPage
        title={t('reports.addresses.title')}
        description={t('reports.addresses.description')}
        pages={pages}
        columns={addressColumns({ t, number: (n) => n.toLocaleString(i18n.language), formatDate, follow })}
        emptyText={t('reports.addresses.empty')}
        emptyHint={t('reports.addresses.emptyHint')}
        emptyAction={
          report.mayScore
            ? {
                text: t('reports.addresses.scoringLink'),
                onClick: () => follow({ preventDefault: () => {}, detail: { href: SCORING_PATH } }),
              }
            : undefined
        }
        filter={
          <SpaceBetween size="s">
            <AddressFilters report={report} />
            {started?.key === filterKey && <ExportStatus jobId={started.id} texts="reports.addresses" />}
          </SpaceBetween>
        }
      >
        {/* The file goes through the exports: downloading it needs their permission too. */}
        {report.mayExport && (
          <Button
            iconName="download"
            loading={starting}
            disabled={!report.valid || pages.items.length === 0}
            onClick={() => void startExport()}
          >
            {t('reports.addresses.export')}
          </Button>
        )}
      </PagedTable>
    </SpaceBetween>
  );
}
