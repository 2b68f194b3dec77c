import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { formatGsm } from '@shared/rules/contacts';
import { routes } from '@shared/routes';
import type { BlacklistEntry, BlacklistType } from '@shared/schemas/blacklist';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useApiPages } from '@web/api/query';
import { useDebounced } from '@web/common/use-debounced';
import { useFormatDate } from '@web/common/use-format-date';
import { useSelectionLabels } from '@web/common/use-selection-labels';

type Row = BlacklistEntry & { id: string };

interface Props {
  type: BlacklistType;
}

/** The type's entries: searched by prefix on the server, a page at a time, several deleted at once. */
export function EntriesTable({ type }: Props) {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const formatDate = useFormatDate();
  const can = useCan();
  const [search, setSearch] = useState('');
  const settled = useDebounced(search.trim(), 350);
  const [selected, setSelected] = useState<Row[]>([]);
  const [deleting, setDeleting] = useState(false);
  const canDelete = can(routes['blacklist.remove'].permission);
  const pages = useApiPages(
    'blacklist.list',
    { query: { type, search: settled || undefined, limit: 50 } },
    { row: (e): Row => ({ ...e, id: e.value }) },
  );
  const visible = selected.filter((s) => pages.items.some((i) => i.id === s.id));

  return (
    <>
      <Table
        variant="container"
        trackBy="id"
        selectionType={canDelete ? 'multi' : undefined}
        selectedItems={visible}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        header={
          <TableHeader
            title={t(`exclusions.listTitle.${type}`)}
            counter={visible.length ? t('exclusions.selected', { count: visible.length }) : undefined}
            onRefresh={pages.reload}
            loading={pages.loading}
          >
            {canDelete && (
              <Button disabled={visible.length === 0} disabledReason={t('exclusions.selectFirst')} onClick={() => setDeleting(true)}>
                {t('exclusions.delete')}
              </Button>
            )}
          </TableHeader>
        }
        filter={
          <TextFilter
            filteringText={search}
            onChange={({ detail }) => setSearch(detail.filteringText)}
            filteringPlaceholder={t('exclusions.search')}
            filteringAriaLabel={t('exclusions.search')}
            filteringClearAriaLabel={t('exclusions.clearSearch')}
          />
        }
        ariaLabels={{ tableLabel: t(`exclusions.listTitle.${type}`), ...selection((e: { value: string }) => e.value) }}
        columnDefinitions={[
          {
            id: 'value',
            header: t(`exclusions.entry.${type}`),
            cell: (e) => (type === 'gsm' ? formatGsm(e.value) : e.value),
            isRowHeader: true,
          },
          { id: 'addedAt', header: t('exclusions.addedAt'), cell: (e) => formatDate(e.addedAt, true) },
          { id: 'addedBy', header: t('exclusions.addedBy'), cell: (e) => e.addedBy ?? '—' },
        ]}
        items={pages.items}
        loading={pages.loading}
        loadingText={t('common.loading')}
        pagination={<CursorPagination pages={pages} />}
        empty={<TableEmpty title={settled ? t('exclusions.noMatch') : t('exclusions.empty')} error={pages.error} />}
      />
      {deleting && (
        <ConfirmModal
          header={t('exclusions.deleteTitle', { count: visible.length })}
          confirmText={t('exclusions.delete')}
          action={async () => {
            const result = await api('blacklist.remove', { body: { type, values: visible.map((e) => e.value) } });
            pushNotice({ type: 'success', content: { key: 'exclusions.removed', params: { count: result.removed } } }, 6000);
            setSelected([]);
            setDeleting(false);
            pages.reloadPage();
          }}
          onClose={() => setDeleting(false)}
        >
          <Box>{t('exclusions.deleteMessage', { count: visible.length })}</Box>
          <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
            {visible.slice(0, 20).map((e) => (
              <li key={e.id}>{e.value}</li>
            ))}
          </ul>
        </ConfirmModal>
      )}
    </>
  );
}
