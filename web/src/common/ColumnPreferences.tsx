import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import type { TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { TablePreferences } from './table-preferences';

/** The words of the preferences dialog, in the area's voice (Cloudscape has no Polish ones). */
export interface PreferencesTexts {
  title: string;
  confirm: string;
  pageSize: string;
  columns: string;
  columnsHint: string;
  dragHandle: string;
}

interface Props<T> {
  preferences: TablePreferences;
  onChange: (next: TablePreferences) => void;
  pageSizes: readonly number[];
  /** The table's columns: each can be shown, hidden and moved. */
  columns: readonly TableProps.ColumnDefinition<T>[];
  /** The column that cannot be hidden (what names the row). */
  alwaysVisible: string;
  texts: PreferencesTexts;
}

/** A table's preferences button: rows per page and which columns show, in which order (see useTablePreferences). */
export function ColumnPreferences<T>({ preferences, onChange, pageSizes, columns, alwaysVisible, texts }: Props<T>) {
  const { t } = useTranslation();
  return (
    <CollectionPreferences
      title={texts.title}
      confirmLabel={texts.confirm}
      cancelLabel={t('common.cancel')}
      preferences={preferences}
      onConfirm={({ detail }) =>
        onChange({ pageSize: detail.pageSize ?? preferences.pageSize, contentDisplay: detail.contentDisplay ?? preferences.contentDisplay })
      }
      pageSizePreference={{ title: texts.pageSize, options: pageSizes.map((n) => ({ value: n, label: String(n) })) }}
      contentDisplayPreference={{
        title: texts.columns,
        description: texts.columnsHint,
        options: columns.map((c) => ({ id: c.id ?? '', label: String(c.header), alwaysVisible: c.id === alwaysVisible })),
        dragHandleAriaLabel: texts.dragHandle,
      }}
    />
  );
}
