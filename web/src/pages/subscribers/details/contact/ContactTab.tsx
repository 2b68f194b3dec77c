import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { routes } from '@shared/routes';
import type { ContactEntry } from '@shared/schemas/subscriber-records';
import { useCan } from '@web/app/session/session-store';
import { PagedTable } from '@web/common/PagedTable';
import { useApiPages } from '@web/api/query';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { mailingReportPath } from '../../paths';

type Row = z.infer<typeof ContactEntry> & { id: string };
const MOMENTS = ['sentAt', 'deliveredAt', 'openedAt', 'clickedAt', 'bouncedAt', 'complainedAt', 'unsubscribedAt'] as const;

/** The e-mail contact history: each mailing sent to the subscriber, with when it was delivered, opened, clicked… */
export function ContactTab({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const can = useCan();
  const canOpen = can(routes['mailings.get'].permission);
  const pages = useApiPages(
    'subscribers.contact',
    { params: { id }, query: { limit: 50 } },
    { row: (c): Row => ({ ...c, id: `${c.mailingId}:${c.sentAt}` }) },
  );

  const columns: TableProps.ColumnDefinition<Row>[] = [
    {
      id: 'mailing',
      header: t('subscribers.contact.mailing'),
      cell: (c) =>
        canOpen ? (
          <Link href={mailingReportPath(c.mailingId)} onFollow={follow}>
            {c.mailingName}
          </Link>
        ) : (
          c.mailingName
        ),
      isRowHeader: true,
    },
    { id: 'subject', header: t('subscribers.contact.subject'), cell: (c) => c.subject ?? '—' },
    ...MOMENTS.map((m): TableProps.ColumnDefinition<Row> => ({
      id: m,
      header: t(`subscribers.contact.${m}`),
      cell: (c) => formatDate(c[m], true) || '—',
    })),
  ];

  return (
    <PagedTable
      title={t('subscribers.details.tabs.contact')}
      description={t('subscribers.contact.description')}
      pages={pages}
      columns={columns}
      emptyText={t('subscribers.contact.empty')}
    />
  );
}
