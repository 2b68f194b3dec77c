import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

export function HeadersTable({ headers }: { headers: { key: string; value: string }[] }) {
  const { t } = useTranslation();
  return (
    <Table
      variant="embedded"
      ariaLabels={{ tableLabel: t('outbox.tabs.headers') }}
      columnDefinitions={[
        { id: 'key', header: t('outbox.header.name'), cell: (h) => h.key, isRowHeader: true, width: 260 },
        { id: 'value', header: t('outbox.header.value'), cell: (h) => <span style={{ wordBreak: 'break-all' }}>{h.value}</span> },
      ]}
      items={headers}
      wrapLines
    />
  );
}
