import Box from '@cloudscape-design/components/box';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { formatGsm } from '@shared/rules/contacts';
import type { SmsContactEntry } from '@shared/schemas/sms';
import { PagedTable } from '@web/common/PagedTable';
import { useApiPages } from '@web/api/query';
import { useFormatDate } from '@web/common/use-format-date';
import { SmsMessageStatusIndicator } from '@web/pages/sms/common/SmsMessageStatusIndicator';

type Row = SmsContactEntry & { id: string };

/** The SMS contact history: each SMS sent to the subscriber, to which number, with what it said and how it ended. */
export function ContactSmsTab({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const pages = useApiPages(
    'subscribers.contactSms',
    { params: { id }, query: { limit: 50 } },
    { row: (c, i, cursor): Row => ({ ...c, id: `${c.smsId}:${cursor ?? ''}:${i}` }) },
  );

  const columns: TableProps.ColumnDefinition<Row>[] = [
    { id: 'sms', header: t('subscribers.contactSms.sms'), cell: (c) => c.smsName, isRowHeader: true },
    { id: 'sender', header: t('subscribers.contactSms.sender'), cell: (c) => c.sender },
    { id: 'gsm', header: t('subscribers.contactSms.gsm'), cell: (c) => formatGsm(c.gsm) },
    {
      id: 'content',
      header: t('subscribers.contactSms.content'),
      minWidth: 240,
      cell: (c) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.content}</span>,
    },
    {
      id: 'status',
      header: t('subscribers.contactSms.status'),
      minWidth: 200,
      cell: (c) => <SmsMessageStatusIndicator status={c.status} />,
    },
    { id: 'at', header: t('subscribers.contactSms.at'), cell: (c) => formatDate(c.at, true) },
    { id: 'parts', header: t('subscribers.contactSms.parts'), cell: (c) => c.parts.toLocaleString(i18n.language) },
    {
      id: 'reason',
      header: t('subscribers.contactSms.error'),
      minWidth: 220,
      cell: (c) =>
        c.reason ? (
          <Box color="text-status-error">
            {t(`sms.reason.${c.reason}`)}
            {c.detail ? ` (${c.detail})` : ''}
          </Box>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <PagedTable
      title={t('subscribers.details.tabs.contactSms')}
      description={t('subscribers.contactSms.description')}
      pages={pages}
      columns={columns}
      emptyText={t('subscribers.contactSms.empty')}
    />
  );
}
