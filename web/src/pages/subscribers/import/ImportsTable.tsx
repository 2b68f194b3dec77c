import { useCallback } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ImportJob } from '@shared/schemas/imports';
import { api } from '@web/api';
import { CursorPagination } from '@web/common/CursorPagination';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { importPath } from '../paths';
import { TableEmpty } from '../common/TableEmpty';
import { usePollActive } from '../common/use-poll-active';
import { useQueryPages } from '../common/use-query-pages';
import { ReportButton } from './common/ImportSummary';
import { ImportStateIndicator } from './common/ImportStateIndicator';
import { isImportActive, OUTCOMES } from './common/outcomes';

interface Props {
  /** Bumped after an import started: the list is read again. */
  generation: number;
}

/** Past imports, newest first: state, counters, dates and reports; a running one is kept fresh and can be opened. */
export function ImportsTable({ generation }: Props) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const pages = useQueryPages<ImportJob>(
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) => api('imports.list', { query: { cursor, limit: 20 }, signal }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation is a reason to read again
      [generation],
    ),
  );
  usePollActive(
    pages.items,
    (job) => isImportActive(job.state),
    (id, signal) => api('imports.get', { params: { id }, signal }),
    (fresh) => pages.replace((job) => (job.id === fresh.id ? fresh : job)),
  );
  const number = (n: number) => n.toLocaleString(i18n.language);
  const name = (job: ImportJob) => (job.source === 'manual' ? t('imports.source.manual') : (job.fileName ?? t('imports.source.file')));

  return (
    <Table
      variant="container"
      trackBy="id"
      header={
        <Header
          variant="h2"
          description={t('imports.list.description')}
          actions={<Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={pages.reload} loading={pages.loading} />}
        >
          {t('imports.list.title')}
        </Header>
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
                {t('imports.list.startedBy', { at: formatDate(job.createdAt, true), by: job.createdBy })}
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
              <ImportStateIndicator state={job.state} />
              {job.finishedAt && (
                <Box variant="small" display="block">
                  {t('imports.list.finishedAt', { at: formatDate(job.finishedAt, true) })}
                </Box>
              )}
            </>
          ),
        },
        { id: 'rowsRead', header: t('imports.list.rows'), cell: (job) => number(job.counters.rowsRead) },
        ...OUTCOMES.map((outcome) => ({ id: outcome, header: t(`imports.counters.${outcome}`), cell: (job: ImportJob) => number(job.counters[outcome]) })),
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
