import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { RECIPIENT_LIST_KINDS, type RecipientListKind, type RecipientRow } from '@shared/schemas/reports';
import { api } from '@web/api';
import { useApiPages } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { notifyError } from '@web/app/notifications/notification-store';
import { PagedTable } from '@web/common/PagedTable';
import { useFormatDate } from '@web/common/use-format-date';
import { ExportStatus } from '../ExportStatus';

type Row = RecipientRow & { id: string };

/** Who opened, clicked, bounced, complained or unsubscribed (first time first), and the list as a CSV file. */
export function RecipientsPanel({ mailingId }: { mailingId: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const formatDate = useFormatDate();
  const [kind, setKind] = useState<RecipientListKind>('opened');
  const [exports, setExports] = useState<Partial<Record<RecipientListKind, string>>>({});
  const [starting, setStarting] = useState(false);
  const pages = useApiPages(
    'reports.recipients',
    { params: { id: mailingId }, query: { kind } },
    { row: (item) => ({ ...item, id: item.subscriberId }) },
  );
  const startExport = async () => {
    setStarting(true);
    try {
      const job = await api('reports.exportRecipients', { params: { id: mailingId }, body: { kind } });
      setExports((e) => ({ ...e, [kind]: job.id }));
    } catch (error) {
      notifyError(error);
    } finally {
      setStarting(false);
    }
  };
  const exportId = exports[kind];
  return (
    <PagedTable<Row>
      title={t('reports.mailing.recipients.header')}
      pages={pages}
      emptyText={t('reports.mailing.recipients.empty')}
      filter={
        <SpaceBetween size="s">
          <SegmentedControl
            label={t('reports.mailing.recipients.kind')}
            selectedId={kind}
            onChange={({ detail }) => setKind(detail.selectedId as RecipientListKind)}
            options={RECIPIENT_LIST_KINDS.map((id) => ({ id, text: t(`reports.mailing.recipients.${id}`) }))}
          />
          {exportId && <ExportStatus jobId={exportId} texts="reports.mailing.recipients" />}
        </SpaceBetween>
      }
      columns={[
        {
          id: 'email',
          header: t('reports.mailing.recipients.email'),
          cell: (r) => r.email ?? t('reports.mailing.recipients.forgotten'),
        },
        { id: 'at', header: t('reports.mailing.recipients.at'), cell: (r) => formatDate(r.at, true) },
        { id: 'detail', header: t('reports.mailing.recipients.detail'), cell: (r) => r.detail ?? '' },
      ]}
    >
      {/* The file goes through the exports: downloading it needs their permission too. */}
      {can('PERM_AEKSPORT') && (
        <Button iconName="download" loading={starting} disabled={pages.items.length === 0} onClick={() => void startExport()}>
          {t('reports.mailing.recipients.export')}
        </Button>
      )}
    </PagedTable>
  );
}
