import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { WebhookAttempt } from '@shared/schemas/webhooks';
import type { CursorPages } from '@web/api/query';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { eventLabel } from './webhook-view';

const OUTCOMES: Record<WebhookAttempt['outcome'], StatusIndicatorProps.Type> = {
  delivered: 'success',
  failed: 'error',
  refused: 'stopped',
};

/** The webhook's delivery attempts, newest first: how each went, what it carried, and when the next one is due. */
export function AttemptsTable({ pages, onRefresh }: { pages: CursorPages<WebhookAttempt>; onRefresh: () => void }) {
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
      ariaLabels={{ tableLabel: t('webhooks.attempts.title') }}
      header={
        <TableHeader
          title={t('webhooks.attempts.title')}
          description={t('webhooks.attempts.description')}
          onRefresh={onRefresh}
          loading={pages.loading}
        />
      }
      pagination={<CursorPagination pages={pages} />}
      empty={
        pages.error ? (
          <TableEmpty title="" error={pages.error} onRetry={pages.reload} />
        ) : (
          <TableEmpty title={t('webhooks.attempts.empty')} hint={t('webhooks.attempts.emptyHint')} />
        )
      }
      columnDefinitions={[
        { id: 'at', header: t('webhooks.attempts.columns.at'), isRowHeader: true, cell: (a) => formatDate(a.at, true) },
        { id: 'attempt', header: t('webhooks.attempts.columns.attempt'), cell: (a) => a.attempt },
        {
          id: 'outcome',
          header: t('webhooks.attempts.columns.outcome'),
          cell: (a) => <StatusIndicator type={OUTCOMES[a.outcome]}>{t(`webhooks.attempts.outcome.${a.outcome}`)}</StatusIndicator>,
        },
        { id: 'status', header: t('webhooks.attempts.columns.status'), cell: (a) => a.status ?? '—' },
        { id: 'latency', header: t('webhooks.attempts.columns.latency'), cell: (a) => t('webhooks.attempts.latency', { ms: a.latencyMs }) },
        {
          id: 'events',
          header: t('webhooks.attempts.columns.events'),
          cell: (a) => t('webhooks.attempts.events', { count: a.events, types: a.types.map((type) => eventLabel(t, type)).join(', ') }),
        },
        { id: 'error', header: t('webhooks.attempts.columns.error'), cell: (a) => a.error ?? '—' },
        { id: 'retryAt', header: t('webhooks.attempts.columns.retryAt'), cell: (a) => (a.retryAt ? formatDate(a.retryAt, true) : '—') },
      ]}
    />
  );
}
