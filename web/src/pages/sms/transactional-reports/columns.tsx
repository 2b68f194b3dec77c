import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { TransactionalSmsRow } from '@shared/schemas/transactional-reports';
import { formatMoney } from '@web/pages/reports/sms/area';

/** The message list's columns. */
export function messageColumns(
  t: TFunction,
  language: string,
  currency: string,
  formatDate: (iso: string, withTime?: boolean) => string,
): TableProps.ColumnDefinition<TransactionalSmsRow>[] {
  return [
    { id: 'to', header: t('smsTransactional.columns.to'), cell: (r) => r.to, isRowHeader: true },
    { id: 'sender', header: t('smsTransactional.columns.sender'), cell: (r) => r.sender },
    { id: 'status', header: t('smsTransactional.columns.status'), cell: (r) => t(`smsTransactional.status.${r.status}`) },
    { id: 'createdAt', header: t('smsTransactional.columns.createdAt'), cell: (r) => formatDate(r.createdAt, true) },
    { id: 'sentAt', header: t('smsTransactional.columns.sentAt'), cell: (r) => (r.sentAt ? formatDate(r.sentAt, true) : '—') },
    { id: 'parts', header: t('smsTransactional.columns.parts'), cell: (r) => r.parts.toLocaleString(language) },
    { id: 'cost', header: t('smsTransactional.columns.cost'), cell: (r) => formatMoney(r.cost, currency, language) },
  ];
}
