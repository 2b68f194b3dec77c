import { useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { RowActions } from './RowActions';

/** A kind of predefined entry: its texts are under `predefined.<section>`, its routes `<section>.*`. */
export type PredefinedSection = 'senders' | 'testGroups' | 'tags';

/**
 * One kind of predefined entry (table-config.tsx holds the three): its texts under
 * `predefined.<section>` (header, description, add, empty, deleteHeader, removed), how it is read
 * and deleted, and its columns before the row actions.
 */
export interface PredefinedConfig<T extends { id: string }> {
  section: PredefinedSection;
  /** The list read (useApiQuery of the list route). */
  useRows: () => { data?: { items: T[] }; loading: boolean; error: unknown; reload: () => void };
  /** The delete (useApiMutation of the remove route, invalidating the list). */
  useRemove: () => { mutateAsync: (input: { params: { id: string } }) => Promise<unknown> };
  columns: (t: TFunction) => TableProps.ColumnDefinition<T>[];
  /** How a row is named to screen readers in its Edit and Delete links. */
  rowLabel: (row: T) => string;
  deleteQuestion: (t: TFunction, row: T) => string;
}

interface Props<T extends { id: string }> {
  config: PredefinedConfig<T>;
  /** The create (no row) or edit modal. */
  modal: (row: T | undefined, onClose: () => void) => ReactNode;
  /** More row links, between Edit and Delete. */
  rowActions?: (row: T) => ReactNode;
}

/** A predefined-entries table: header with the add button, the rows with edit and delete, the form modal and the delete question. */
export function PredefinedTable<T extends { id: string }>({ config, modal, rowActions }: Props<T>) {
  const { t } = useTranslation();
  const { section } = config;
  const rows = config.useRows();
  const remove = config.useRemove();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const header = t(`predefined.${section}.header`);
  return (
    <>
      <Table
        variant="container"
        header={
          <Header
            variant="h2"
            description={t(`predefined.${section}.description`)}
            actions={<Button onClick={() => setEditing('new')}>{t(`predefined.${section}.add`)}</Button>}
          >
            {header}
          </Header>
        }
        ariaLabels={{ tableLabel: header }}
        trackBy="id"
        items={rows.data?.items ?? []}
        loading={rows.loading}
        loadingText={t('common.loading')}
        wrapLines
        empty={<TableEmpty title={t(`predefined.${section}.empty`)} error={rows.error} onRetry={rows.reload} />}
        columnDefinitions={[
          ...config.columns(t),
          {
            id: 'actions',
            header: t('predefined.actions'),
            cell: (row) => (
              <RowActions name={config.rowLabel(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)}>
                {rowActions?.(row)}
              </RowActions>
            ),
          },
        ]}
      />
      {editing && modal(editing === 'new' ? undefined : editing, () => setEditing(null))}
      {deleting && (
        <ConfirmModal
          header={t(`predefined.${section}.deleteHeader`)}
          confirmText={t('predefined.delete')}
          action={async () => {
            await remove.mutateAsync({ params: { id: deleting.id } });
            pushNotice({ type: 'success', content: { key: `predefined.${section}.removed` } }, 5000);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          <Box>{config.deleteQuestion(t, deleting)}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
