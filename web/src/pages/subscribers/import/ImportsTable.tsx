import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '@shared/schemas/imports';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { userLabel } from '@web/common/user-label';
import type { JobView } from '@web/common/job-progress/job-view';
import { useJobList } from '@web/common/job-progress/use-job-list';
import { importPath } from '../paths';
import { ReportButton } from './common/ImportSummary';
import { useReasonText } from './common/use-reason-text';
import { ImportStateIndicator } from './common/ImportStateIndicator';
import { importView, isImportActive, OUTCOMES } from './common/outcomes';

/** The imports as the list reads them; a queued or running one is read again until it ends. */
const view = (job: ImportJob): JobView => importView(job);

/**
 * Past imports, newest first: state (finished with problems as a warning, with its most common
 * reason), counters, dates and reports; a running one is kept fresh and can be opened.
 */
export function ImportsTable({ fieldLabel }: { fieldLabel: (field: string) => string }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const pages = useJobList('imports.list', 'imports.get', view);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const reasonText = useReasonText();
  const name = (job: ImportJob) => (job.source === 'manual' ? t('imports.source.manual') : (job.fileName ?? t('imports.source.file')));

  return (
    <Table
      variant="container"
      trackBy="id"
      header={
        <TableHeader
          title={t('imports.list.title')}
          description={t('imports.list.description')}
          onRefresh={pages.reload}
          loading={pages.loading}
        />
      }
      ariaLabels={{ tableLabel: t('imports.list.title') }}
      stickyColumns={{ first: 1, last: 1 }}
      columnDefinitions={[
        {
          id: 'name',
          header: t('imports.list.source'),
          isRowHeader: true,
          minWidth: 240,
          cell: (job) => (
            <>
              <Link href={importPath(job.id)} onFollow={follow} ariaLabel={t('imports.list.open', { name: name(job) })}>
                {name(job)}
              </Link>
              <Box variant="small" display="block">
                {t('imports.list.startedBy', { at: formatDate(job.createdAt, true), by: userLabel(t, job.createdBy) })}
              </Box>
            </>
          ),
        },
        {
          id: 'state',
          header: t('imports.list.state'),
          minWidth: 170,
          cell: (job) => (
            <>
              <ImportStateIndicator job={job} />
              {job.outcome === 'problems' && job.topReasons?.[0] && (
                <Box variant="small" display="block" color="text-status-warning">
                  {reasonText.summary(job.topReasons[0], fieldLabel)}
                </Box>
              )}
              {job.finishedAt && (
                <Box variant="small" display="block">
                  {t('imports.list.finishedAt', { at: formatDate(job.finishedAt, true) })}
                </Box>
              )}
            </>
          ),
        },
        { id: 'rowsRead', header: t('imports.list.rows'), cell: (job) => number(job.counters.rowsRead) },
        ...OUTCOMES.map((outcome) => ({
          id: outcome,
          header: t(`imports.counters.${outcome}`),
          cell: (job: ImportJob) => number(job.counters[outcome]),
        })),
        {
          id: 'actions',
          header: t('imports.list.actions'),
          minWidth: 170,
          cell: (job) =>
            isImportActive(job.state) ? (
              <Button variant="inline-link" href={importPath(job.id)} onFollow={follow}>
                {t('imports.list.watch')}
              </Button>
            ) : (
              <ReportButton job={job} variant="inline-link" />
            ),
        },
      ]}
      items={pages.items}
      loading={pages.loading && pages.items.length === 0}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={<TableEmpty title={t('imports.list.empty')} hint={t('imports.list.emptyHint')} error={pages.error} />}
    />
  );
}
