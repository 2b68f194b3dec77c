import Link from '@cloudscape-design/components/link';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ActivityEvent, ActivityType } from '@shared/schemas/subscriber-records';
import { PagedTable } from '@web/common/PagedTable';
import { useApiPages } from '@web/api/query';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { mailingReportPath } from '../../paths';
import { useMailingNames } from './use-mailing-names';

const TYPES: Record<ActivityType, StatusIndicatorProps.Type> = {
  sent: 'info',
  delivered: 'success',
  opened: 'success',
  clicked: 'success',
  bounced: 'error',
  complained: 'warning',
  unsubscribed: 'stopped',
};

type Row = ActivityEvent & { id: string };

/** What the subscriber did, newest first: every send, delivery, open, click, bounce, complaint and unsubscribe. */
export function ActivityTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const pages = useApiPages(
    'subscribers.activity',
    { params: { id }, query: { limit: 50 } },
    { row: (e, i, cursor): Row => ({ ...e, id: `${cursor ?? ''}:${i}` }) },
  );
  const mailings = useMailingNames(pages.items.flatMap((e) => (e.mailingId ? [e.mailingId] : [])));

  const columns: TableProps.ColumnDefinition<Row>[] = [
    { id: 'at', header: t('subscribers.activity.at'), cell: (e) => formatDate(e.at, true), isRowHeader: true },
    {
      id: 'type',
      header: t('subscribers.activity.type'),
      cell: (e) => <StatusIndicator type={TYPES[e.type]}>{t(`subscribers.activity.types.${e.type}`)}</StatusIndicator>,
    },
    {
      id: 'mailing',
      header: t('subscribers.activity.mailing'),
      cell: (e) => {
        if (!e.mailingId) return '—';
        const name = mailings.names.get(e.mailingId) || t('subscribers.activity.mailingWithId', { id: e.mailingId });
        return mailings.canOpen ? (
          <Link href={mailingReportPath(e.mailingId)} onFollow={follow}>
            {name}
          </Link>
        ) : (
          name
        );
      },
    },
    { id: 'detail', header: t('subscribers.activity.detail'), cell: (e) => e.detail ?? '—' },
  ];

  return (
    <PagedTable
      title={t('subscribers.details.tabs.activity')}
      description={t('subscribers.activity.description')}
      pages={pages}
      columns={columns}
      emptyText={t('subscribers.activity.empty')}
    />
  );
}
