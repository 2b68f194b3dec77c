import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { DnsRecord } from '@shared/schemas/domains';

/** A copyable value: DNS records are long and exact, so each name and value has its own copy button. */
function Copyable({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="xxs" alignItems="center">
      <Box variant="code">{text}</Box>
      <CopyToClipboard
        variant="icon"
        textToCopy={text}
        copyButtonAriaLabel={t('domains.copy', { what: label })}
        copySuccessText={t('domains.copied')}
        copyErrorText={t('domains.copyFailed')}
      />
    </SpaceBetween>
  );
}

/** Exactly the records to publish, as the API lists them (DKIM CNAMEs, MAIL FROM MX and SPF, suggested DMARC). */
export function DnsRecordsTable({ records }: { records: DnsRecord[] }) {
  const { t } = useTranslation();
  const hasDkim = records.some((r) => r.purpose === 'dkim');
  return (
    <SpaceBetween size="xs">
      {!hasDkim && <Box color="text-status-info">{t('domains.noDkimYet')}</Box>}
      <Table
        variant="embedded"
        items={records}
        trackBy={(r) => `${r.purpose}:${r.name}:${r.value}`}
        ariaLabels={{ tableLabel: t('domains.records') }}
        columnDefinitions={[
          { id: 'purpose', header: t('domains.purpose'), cell: (r) => t(`domains.purposes.${r.purpose}`) },
          { id: 'type', header: t('domains.type'), cell: (r) => r.type },
          { id: 'name', header: t('domains.name'), cell: (r) => <Copyable text={r.name} label={t('domains.name')} /> },
          {
            id: 'value',
            header: t('domains.value'),
            cell: (r) => <Copyable text={r.priority !== undefined ? `${r.priority} ${r.value}` : r.value} label={t('domains.value')} />,
          },
        ]}
      />
    </SpaceBetween>
  );
}
