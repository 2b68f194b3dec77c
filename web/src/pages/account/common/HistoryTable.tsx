import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { CursorPagination } from '@web/common/CursorPagination';
import type { useCursorPages } from '@web/common/use-cursor-pages';
import { useErrorText } from '@web/common/use-error-text';

interface HistoryTableProps<T> {
  title: string;
  description?: ReactNode;
  /** A page of its own, or a table inside a tab. */
  fullPage?: boolean;
  pages: ReturnType<typeof useCursorPages<T>>;
  columns: TableProps.ColumnDefinition<T>[];
  emptyText: string;
}

/** A cursor-paginated history (sign-ins or activity), newest first. */
export function HistoryTable<T extends { id: string }>({ title, description, fullPage, pages, columns, emptyText }: HistoryTableProps<T>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Table
      variant={fullPage ? 'full-page' : 'container'}
      stickyHeader={fullPage}
      header={
        <Header
          variant={fullPage ? 'awsui-h1-sticky' : 'h2'}
          description={description}
          actions={<Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={pages.reload} loading={pages.loading} />}
        >
          {title}
        </Header>
      }
      ariaLabels={{ tableLabel: title }}
      trackBy="id"
      columnDefinitions={columns}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      wrapLines
      pagination={<CursorPagination pages={pages} />}
      empty={
        <Box textAlign="center" color="inherit" padding="l">
          <SpaceBetween size="s">
            <b>{pages.error ? t('common.loadFailed') : emptyText}</b>
            {pages.error ? <span>{errorText.describe(pages.error)}</span> : null}
          </SpaceBetween>
        </Box>
      }
    />
  );
}
