import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ExportState } from '@shared/schemas/exports';
import { api } from '@web/api';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { useJobList } from '@web/common/job-progress/use-job-list';
import { useDownload } from '../import/common/download';
import { formatBytes } from '@web/common/format-bytes';
import { exportJobView as view, isExportActive } from './export-form';

const TYPES: Record<ExportState, StatusIndicatorProps.Type> = {
  queued: 'pending',
  running: 'in-progress',
  finished: 'success',
  failed: 'error',
  expired: 'stopped',
};

interface Props {
  labelOf: (field: string) => string;
  /** A segment's name, when the user may see segments. */
  segmentName: (id: string) => string | undefined;
  /** Reports' files only, under the ordered reports' own title (/reports/ordered). */
  reports?: { title: string; description: string; emptyHint: string };
}

/** Exports, newest first: state, progress (kept fresh while one runs), expiry and the download. */
export function ExportsTable({ labelOf, segmentName, reports }: Props) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { busy, download } = useDownload();
  const pages = useJobList('exports.list', 'exports.get', view, 20, reports ? { group: 'reports' } : {});
  const title = reports?.title ?? t('exports.list.title');
  const number = (n: number) => n.toLocaleString(i18n.language);

  return (
    <Table
      variant="container"
      trackBy="id"
      header={
        <TableHeader
          title={title}
          description={reports?.description ?? t('exports.list.description')}
          onRefresh={pages.reload}
          loading={pages.loading}
        />
      }
      ariaLabels={{ tableLabel: title }}
      wrapLines
      stickyColumns={{ first: 0, last: 1 }}
      columnDefinitions={[
        {
          id: 'createdAt',
          header: t('exports.list.createdAt'),
          isRowHeader: true,
          minWidth: 120,
          cell: (job) => formatDate(job.createdAt, true),
        },
        {
          id: 'audience',
          header: t('exports.list.audience'),
          cell: (job) => {
            switch (job.audience.kind) {
              case 'segment':
                return t('exports.list.segment', { name: segmentName(job.audience.segmentId) ?? job.audience.segmentId });
              case 'mailingRecipients':
                return [t(`exports.list.recipientList.${job.audience.list}`), job.title].filter(Boolean).join(': ');
              case 'addresses':
                return t('exports.list.addressesReport');
              case 'statuses':
                return job.audience.statuses.map((s) => t(`subscribers.status.${s}`)).join(', ');
            }
          },
        },
        { id: 'fields', header: t('exports.list.fields'), cell: (job) => job.fields.map(labelOf).join(', ') },
        { id: 'encoding', header: t('exports.list.encoding'), cell: (job) => t(`imports.encodings.${job.encoding}`) },
        {
          id: 'state',
          header: t('exports.list.state'),
          minWidth: 130,
          cell: (job) => (
            <StatusIndicator type={TYPES[job.state]}>
              {job.state === 'failed' && job.failure
                ? `${t('exports.states.failed')}: ${errorText.code(job.failure.code)}`
                : t(`exports.states.${job.state}`)}
            </StatusIndicator>
          ),
        },
        {
          id: 'progress',
          header: t('exports.list.progress'),
          minWidth: 160,
          cell: (job) =>
            isExportActive(job.state) ? (
              <JobProgress
                job={view(job)}
                additionalInfo={t('exports.list.rows', {
                  count: job.rowsExpected,
                  written: number(job.rowsWritten),
                  expected: number(job.rowsExpected),
                })}
                ariaLabel={t('exports.list.progress')}
              />
            ) : (
              <Box>
                {t('exports.list.rowsDone', { count: job.rowsWritten })}
                {job.bytes !== undefined ? ` · ${formatBytes(job.bytes, i18n.language)}` : ''}
              </Box>
            ),
        },
        { id: 'expiresAt', header: t('exports.list.expiresAt'), cell: (job) => (job.expiresAt ? formatDate(job.expiresAt, true) : '—') },
        {
          id: 'download',
          header: t('exports.list.download'),
          minWidth: 150,
          cell: (job) => (
            <Button
              iconName="download"
              disabled={job.state !== 'finished'}
              disabledReason={t(`exports.notDownloadable.${job.state === 'finished' ? 'running' : job.state}`)}
              loading={busy === job.id}
              ariaLabel={t('exports.list.downloadFrom', { at: formatDate(job.createdAt, true) })}
              onClick={() => void download(job.id, () => api('exports.download', { params: { id: job.id } }))}
            >
              {t('exports.list.download')}
            </Button>
          ),
        },
      ]}
      items={pages.items}
      loading={pages.loading && pages.items.length === 0}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={<TableEmpty title={t('exports.list.empty')} hint={reports?.emptyHint ?? t('exports.list.emptyHint')} error={pages.error} />}
    />
  );
}
