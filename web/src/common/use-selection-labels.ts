import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';

/** The words of a table's selection controls (Cloudscape has no Polish ones), naming each row by `label`. */
export function useSelectionLabels() {
  const { t } = useTranslation();
  return <T>(label: (item: T) => string): TableProps.AriaLabels<T> => ({
    selectionGroupLabel: t('common.selection'),
    allItemsSelectionLabel: () => t('common.selectAll'),
    itemSelectionLabel: (_, item) => label(item),
  });
}
