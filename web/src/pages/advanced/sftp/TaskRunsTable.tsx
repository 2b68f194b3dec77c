import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { SftpTask, SftpTaskRun } from '@shared/schemas/sftp-tasks';
import { formatBytes } from '@web/common/format-bytes';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { runStatus } from './sftp-view';

interface Props {
  runs: SftpTaskRun[];
  loading: boolean;
  error: unknown;
  onRefresh: () => void;
  /** The task's kind: an import's runs take files, an export's write one. */
  kind: SftpTask['kind'];
  /** Where an import's report is (the imports' own page). */
  importHref: (importId: string) => string;
  /** Where the exports are listed (there is no page of one export). */
  exportHref: string;
}

/**
 * A task's runs, newest first (kept 90 days): an import's files each with its import, or why it
 * stayed on the server; an export's file written, with its export.
 */
export function TaskRunsTable({ runs, loading, error, onRefresh, kind, importHref, exportHref }: Props) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const fileCell = (file: SftpTaskRun['files'][number]) => {
    if (file.exportId)
      return (
        <>
          <Link href={exportHref}>{file.name}</Link> · {formatBytes(file.size, i18n.language)}
        </>
      );
    if (file.importId) return <Link href={importHref(file.importId)}>{file.name}</Link>;
    if (kind === 'export') return `${file.name} · ${formatBytes(file.size, i18n.language)}`;
    return (
      <span>
        {file.name}: {file.error ? errorText.code(file.error) : ''}
      </span>
    );
  };
  return (
    <Table
      variant="container"
      trackBy="id"
      wrapLines
      items={runs}
      loading={loading}
      loadingText={t('common.loading')}
      ariaLabels={{ tableLabel: t('sftp.runs.title') }}
      header={<TableHeader title={t('sftp.runs.title')} description={t('sftp.runs.description')} onRefresh={onRefresh} loading={loading} />}
      empty={
        error ? (
          <TableEmpty title="" error={error} onRetry={onRefresh} />
        ) : (
          <TableEmpty title={t('sftp.runs.empty')} hint={t('sftp.runs.emptyHint')} />
        )
      }
      columnDefinitions={[
        { id: 'startedAt', header: t('sftp.runs.columns.startedAt'), isRowHeader: true, cell: (run) => formatDate(run.startedAt, true) },
        { id: 'trigger', header: t('sftp.runs.columns.trigger'), cell: (run) => t(`sftp.runs.trigger.${run.trigger}`) },
        {
          id: 'status',
          header: t('sftp.runs.columns.status'),
          cell: (run) => {
            const view = runStatus(run, kind);
            return (
              <StatusIndicator type={view.type}>
                {run.error ? errorText.code(run.error) : t(`sftp.runs.status.${view.key}`)}
              </StatusIndicator>
            );
          },
        },
        {
          id: 'files',
          header: t('sftp.runs.columns.files'),
          cell: (run) => (run.files.length === 0 ? '—' : run.files.map((file) => <div key={file.name}>{fileCell(file)}</div>)),
        },
        {
          id: 'finishedAt',
          header: t('sftp.runs.columns.finishedAt'),
          cell: (run) => (run.finishedAt ? formatDate(run.finishedAt, true) : '—'),
        },
      ]}
    />
  );
}
