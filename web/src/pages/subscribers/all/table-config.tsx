import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Subscriber } from '@shared/schemas/subscriber';
import { detailsPath, SubscriberStatusIndicator } from '../common/SubscriberStatusIndicator';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export function subscriberColumns({ t, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<Subscriber>[] {
  return [
    {
      id: 'email',
      header: t('subscribers.fields.email'),
      cell: (s) => <Link href={detailsPath(s.id)} onFollow={follow}>{s.email}</Link>,
      isRowHeader: true,
    },
    { id: 'name', header: t('subscribers.fields.name'), cell: (s) => s.name ?? '—' },
    { id: 'status', header: t('subscribers.fields.status'), cell: (s) => <SubscriberStatusIndicator status={s.status} /> },
    { id: 'emailType', header: t('subscribers.fields.emailType'), cell: (s) => t(`subscribers.emailType.${s.emailType}`) },
    { id: 'createdAt', header: t('subscribers.fields.createdAt'), cell: (s) => formatDate(s.createdAt) },
  ];
}
