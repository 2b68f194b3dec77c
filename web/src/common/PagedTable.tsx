import type { ReactNode } from 'react';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { CursorPagination } from './CursorPagination';
import { TableEmpty } from './TableEmpty';
import { TableHeader } from './TableHeader';
import { useSelectionLabels } from './use-selection-labels';
import type { PagedList } from '@web/api/query';

/** Rows the user picks to act on; the page keeps them (and finds them again in a page read anew). */
interface Selection<T> {
  type: 'single' | 'multi';
  selected: T[];
  onChange(selected: T[]): void;
  /** Names a row to screen readers ("select …"). */
  label(item: T): string;
}

interface Props<T> {
  title: string;
  description?: ReactNode;
  /** A page of its own, or a table inside a tab. */
  fullPage?: boolean;
  pages: PagedList<T>;
  columns: TableProps.ColumnDefinition<T>[];
  /** What the table says with no rows (a load failure is described instead). */
  emptyText: string;
  emptyHint?: string;
  /** A way forward from an empty table (TableEmpty's action). */
  emptyAction?: { text: string; onClick: () => void };
  /** Filters above the rows (a search, a view); a change of them is a new list, so `pages` starts over. */
  filter?: ReactNode;
  selection?: Selection<T>;
  /** Long cells wrap (the default) or stay on one line. */
  wrapLines?: boolean;
  /** The header's actions after its refresh button, one element each (TableHeader's children). */
  children?: ReactNode;
}

/**
 * A cursor-paginated list read from the server a page at a time, with a refresh: read-only (histories,
 * activity, contact) or with rows chosen for the header's actions (planned sendings, mailings).
 */
export function PagedTable<T extends { id: string }>({
  title,
  description,
  fullPage,
  pages,
  columns,
  emptyText,
  emptyHint,
  emptyAction,
  filter,
  selection,
  wrapLines = true,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const selectionLabels = useSelectionLabels();
  return (
    <Table<T>
      variant={fullPage ? 'full-page' : 'container'}
      stickyHeader={fullPage}
      selectionType={selection?.type}
      selectedItems={selection?.selected}
      onSelectionChange={selection && (({ detail }) => selection.onChange(detail.selectedItems))}
      header={
        <TableHeader
          variant={fullPage ? 'awsui-h1-sticky' : 'h2'}
          title={title}
          description={description}
          onRefresh={pages.reload}
          loading={pages.loading}
        >
          {children}
        </TableHeader>
      }
      filter={filter}
      ariaLabels={{ tableLabel: title, ...(selection && selectionLabels(selection.label)) }}
      trackBy="id"
      columnDefinitions={columns}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      wrapLines={wrapLines}
      pagination={<CursorPagination pages={pages} />}
      empty={<TableEmpty title={emptyText} hint={emptyHint} error={pages.error} action={emptyAction} />}
    />
  );
}
