import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { OutboxSummary, SmsOutboxItem } from '@shared/schemas/dev';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export const messagePath = (id: string) => `/dev/outbox/${encodeURIComponent(id)}`;

export function outboxColumns({ t, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<OutboxSummary>[] {
  return [
    {
      id: 'subject',
      header: t('outbox.fields.subject'),
      cell: (m) => (
        <Link href={messagePath(m.id)} onFollow={follow}>
          {m.subject || t('outbox.noSubject')}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'from', header: t('outbox.fields.from'), cell: (m) => m.from },
    { id: 'to', header: t('outbox.fields.to'), cell: (m) => m.to.join(', ') },
    { id: 'date', header: t('outbox.fields.date'), cell: (m) => formatDate(m.date, true) },
  ];
}

export function textColumns(t: TFunction): TableProps.ColumnDefinition<SmsOutboxItem>[] {
  return [
    { id: 'to', header: t('outbox.sms.to'), cell: (m) => m.to, isRowHeader: true },
    { id: 'message', header: t('outbox.sms.message'), cell: (m) => m.message },
  ];
}

/** Newest first, whatever order the catcher answered in; undated messages last. */
export function newestFirst(items: OutboxSummary[]): OutboxSummary[] {
  return [...items].sort((a, b) => (b.date ? Date.parse(b.date) : 0) - (a.date ? Date.parse(a.date) : 0));
}
