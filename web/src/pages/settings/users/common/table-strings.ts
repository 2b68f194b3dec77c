import type { PaginationProps } from '@cloudscape-design/components/pagination';
import { useTranslation } from 'react-i18next';
import type { PreferencesTexts } from '@web/common/ColumnPreferences';
import { useSelectionLabels } from '@web/common/use-selection-labels';

/** Cloudscape has no Polish messages, so every table control gets its words from our tree. */
export function useTableStrings() {
  const { t } = useTranslation();
  const pagination: PaginationProps.Labels = {
    nextPageLabel: t('pagination.next'),
    previousPageLabel: t('pagination.previous'),
    pageLabel: (n) => t('pagination.page', { n }),
    paginationLabel: t('pagination.label'),
  };
  const selection = useSelectionLabels();
  const preferences: PreferencesTexts = {
    title: t('usersAdmin.table.preferences'),
    confirm: t('usersAdmin.table.confirm'),
    pageSize: t('usersAdmin.table.pageSize'),
    columns: t('usersAdmin.table.columns'),
    columnsHint: t('usersAdmin.table.columnsHint'),
    dragHandle: t('usersAdmin.table.dragHandle'),
  };
  return { pagination, selection, preferences, matches: (count: number) => t('usersAdmin.table.matches', { count }) };
}
