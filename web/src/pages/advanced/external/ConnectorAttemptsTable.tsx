import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ConnectorAttempt } from '@shared/schemas/connectors';
import type { CursorPages } from '@web/api/query';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';

const OUTCOMES: Record<ConnectorAttempt['outcome'], StatusIndicatorProps.Type> = {
  accepted: 'success',
  ignored: 'info',
  rejected: 'error',
  duplicate: 'stopped',
};

/** The shop's deliveries to the connector, newest first (kept 30 days). */
export function ConnectorAttemptsTable({ pages, onRefresh }: { pages: CursorPages<ConnectorAttempt>; onRefresh: () => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Table
      variant="container"
      trackBy="id"
      wrapLines
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      ariaLabels={{ tableLabel: t('connectors.attempts.title') }}
      header={
        <TableHeader
          title={t('connectors.attempts.title')}
          description={t('connectors.attempts.description')}
          onRefresh={onRefresh}
          loading={pages.loading}
        />
      }
      pagination={<CursorPagination pages={pages} />}
      empty={
        pages.error ? (
          <TableEmpty title="" error={pages.error} onRetry={pages.reload} />
        ) : (
          <TableEmpty title={t('connectors.attempts.empty')} hint={t('connectors.attempts.emptyHint')} />
        )
      }
      columnDefinitions={[
        { id: 'at', header: t('connectors.attempts.columns.at'), isRowHeader: true, cell: (a) => formatDate(a.at, true) },
        { id: 'topic', header: t('connectors.attempts.columns.topic'), cell: (a) => a.topic },
        {
          id: 'outcome',
          header: t('connectors.attempts.columns.outcome'),
          cell: (a) => <StatusIndicator type={OUTCOMES[a.outcome]}>{t(`connectors.outcome.${a.outcome}`)}</StatusIndicator>,
        },
        {
          id: 'code',
          header: t('connectors.attempts.columns.error'),
          cell: (a) => (a.code ? t(`errors.${a.code}`, { field: a.field ?? '', defaultValue: a.code }) : '—'),
        },
        { id: 'events', header: t('connectors.attempts.columns.events'), cell: (a) => (a.events ?? []).join(', ') || '—' },
      ]}
    />
  );
}
