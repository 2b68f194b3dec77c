import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { AddressRow } from '@shared/schemas/report-addresses';
import { dynamicKey } from '@web/i18n';
import { detailsPath } from '@web/pages/subscribers/paths';

interface Context {
  t: TFunction;
  number: (n: number) => string;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

/** The addresses report's columns: the subscriber (to their details), status, and the engagement summary's figures. */
export function addressColumns({ t, number, formatDate, follow }: Context): TableProps.ColumnDefinition<AddressRow>[] {
  // A subscriber the recalculation has not reached shows that once, in the score column.
  const figure = (r: AddressRow, read: (e: NonNullable<AddressRow['engagement']>) => string, first = false) =>
    r.engagement ? read(r.engagement) : first ? t('reports.addresses.noFigures') : '';
  const when = (iso: string | undefined) => (iso ? formatDate(iso, true) : t('reports.addresses.never'));
  return [
    {
      id: 'email',
      header: t('reports.addresses.email'),
      isRowHeader: true,
      cell: (r) =>
        r.status === SUBSCRIBER_STATUS.forgotten ? (
          t('reports.addresses.forgotten')
        ) : (
          <Link href={detailsPath(r.id)} onFollow={follow}>
            {r.email ?? r.gsm ?? r.id}
          </Link>
        ),
    },
    { id: 'name', header: t('reports.addresses.name'), cell: (r) => r.name ?? '' },
    { id: 'status', header: t('reports.addresses.status'), cell: (r) => t(dynamicKey(`subscribers.status.${r.status}`)) },
    { id: 'score', header: t('reports.addresses.score'), cell: (r) => figure(r, (e) => number(e.score), true) },
    { id: 'opens', header: t('reports.addresses.opens'), cell: (r) => figure(r, (e) => number(e.opens)) },
    { id: 'clicks', header: t('reports.addresses.clicks'), cell: (r) => figure(r, (e) => number(e.clicks)) },
    { id: 'lastOpen', header: t('reports.addresses.lastOpen'), cell: (r) => figure(r, (e) => when(e.lastOpenAt)) },
    { id: 'lastClick', header: t('reports.addresses.lastClick'), cell: (r) => figure(r, (e) => when(e.lastClickAt)) },
    { id: 'asOf', header: t('reports.addresses.asOf'), cell: (r) => figure(r, (e) => formatDate(e.at, true)) },
  ];
}
