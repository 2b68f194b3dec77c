import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from './TableEmpty';
import type { QueryPages } from './use-query-pages';

interface Props<T> {
  title: string;
  description?: ReactNode;
  /** A page of its own, or a table inside a tab. */
  fullPage?: boolean;
  pages: QueryPages<T>;
  columns: TableProps.ColumnDefinition<T>[];
  emptyText: string;
}

/** A read-only, cursor-paginated list, newest first, with a refresh. */
export function PagedTable<T extends { id: string }>({ title, description, fullPage, pages, columns, emptyText }: Props<T>) {
  const { t } = useTranslation();
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
      empty={<TableEmpty title={emptyText} error={pages.error} />}
    />
  );
}
