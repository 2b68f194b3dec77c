import type { ReactNode } from 'react';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { CursorPagination } from './CursorPagination';
import { TableEmpty } from './TableEmpty';
import { TableHeader } from './TableHeader';
import type { PagedList } from '@web/api/query';

interface Props<T> {
  title: string;
  description?: ReactNode;
  /** A page of its own, or a table inside a tab. */
  fullPage?: boolean;
  pages: PagedList<T>;
  columns: TableProps.ColumnDefinition<T>[];
  emptyText: string;
}

/** A read-only, cursor-paginated list, newest first, with a refresh (histories, activity, contact). */
export function PagedTable<T extends { id: string }>({ title, description, fullPage, pages, columns, emptyText }: Props<T>) {
  const { t } = useTranslation();
  return (
    <Table
      variant={fullPage ? 'full-page' : 'container'}
      stickyHeader={fullPage}
      header={
        <TableHeader
          variant={fullPage ? 'awsui-h1-sticky' : 'h2'}
          title={title}
          description={description}
          onRefresh={pages.reload}
          loading={pages.loading}
        />
      }
      ariaLabels={{ tableLabel: title }}
      trackBy="id"
      columnDefinitions={columns}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      wrapLines
      pagination={<CursorPagination pages={pages} />}
      empty={<TableEmpty title={emptyText} error={pages.error} />}
    />
  );
}
