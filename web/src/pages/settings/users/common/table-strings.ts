import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import type { PaginationProps } from '@cloudscape-design/components/pagination';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

/** Cloudscape has no Polish messages, so every table control gets its words from our tree. */
export function useTableStrings() {
  const { t } = useTranslation();
  const pagination: PaginationProps.Labels = {
    nextPageLabel: t('pagination.next'),
    previousPageLabel: t('pagination.previous'),
    pageLabel: (n) => t('pagination.page', { n }),
    paginationLabel: t('pagination.label'),
  };
  const selection = <T>(label: (item: T) => string): TableProps.AriaLabels<T> => ({
    selectionGroupLabel: t('common.selection'),
    allItemsSelectionLabel: () => t('common.selectAll'),
    itemSelectionLabel: (_, item) => label(item),
  });
  const preferences: Pick<CollectionPreferencesProps, 'title' | 'confirmLabel' | 'cancelLabel'> = {
    title: t('usersAdmin.table.preferences'),
    confirmLabel: t('usersAdmin.table.confirm'),
    cancelLabel: t('common.cancel'),
  };
  return { pagination, selection, preferences, matches: (count: number) => t('usersAdmin.table.matches', { count }) };
}
