import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableFilter } from '@web/common/TableFilter';
import { TableHeader } from '@web/common/TableHeader';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { propertyLabel } from '../common/property-labels';
import { invalidateProperties, usePropertyCatalog } from '../common/use-properties';
import { GsmSettings } from './GsmSettings';
import { PropertyModal } from './PropertyModal';
import { lockReason, propertyColumns, propertySearchText } from './table-config';

type Modal = { kind: 'new' } | { kind: 'edit' | 'delete'; property: Property };

/**
 * /structure: base, personal and custom properties; custom ones are created, edited and deleted
 * here (personal, consent and base ones say why not). Also whether GSM numbers outside +48 count.
 */
export default function StructurePage() {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const catalog = usePropertyCatalog();
  const [modal, setModal] = useState<Modal | null>(null);
  const items = catalog.data?.items ?? [];
  const customCount = items.filter((p) => p.kind === 'custom' && !p.personalProperty).length;
  const limit = catalog.data?.customLimit ?? 0;

  const collection = useCollection(items, {
    filtering: {
      filteringFunction: (p, text) => propertySearchText(t, p).includes(text.trim().toLowerCase()),
      empty: <TableEmpty title={t('structure.empty')} error={catalog.error} />,
      noMatch: (
        <TableEmpty
          title={t('structure.noMatch')}
          action={{ text: t('structure.clearFilter'), onClick: () => collection.actions.setFiltering('') }}
        />
      ),
    },
    sorting: {},
    selection: { trackBy: 'id' },
  });
  const [selected] = collection.collectionProps.selectedItems ?? [];
  const editReason = selected ? lockReason(selected, 'edit') : 'structure.reasons.selectOne';
  const deleteReason = selected ? lockReason(selected, 'delete') : 'structure.reasons.selectOne';
  // The written answer shows at once; the shared list is then read again for every page that uses it.
  const replaceCatalog = (next: Property[]) => {
    if (catalog.data) catalog.set({ ...catalog.data, items: next });
    void invalidateProperties();
  };

  return (
    <SpaceBetween size="l">
      <Table
        {...collection.collectionProps}
        variant="full-page"
        stickyHeader
        selectionType="single"
        items={collection.items}
        columnDefinitions={propertyColumns(t)}
        loading={catalog.loading}
        loadingText={t('common.loading')}
        wrapLines
        ariaLabels={{ tableLabel: t('pages.structure'), ...selection((p: Property) => propertyLabel(t, p)) }}
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.structure')}
            description={t('structure.description')}
            counter={catalog.data ? t('structure.counter', { used: customCount, max: limit }) : undefined}
            onRefresh={catalog.reload}
            loading={catalog.loading}
          >
            <Button
              disabled={deleteReason !== null}
              disabledReason={deleteReason ? t(deleteReason) : undefined}
              onClick={() => selected && setModal({ kind: 'delete', property: selected })}
            >
              {t('structure.delete')}
            </Button>
            <Button
              disabled={editReason !== null}
              disabledReason={editReason ? t(editReason) : undefined}
              onClick={() => selected && setModal({ kind: 'edit', property: selected })}
            >
              {t('common.edit')}
            </Button>
            <Button
              variant="primary"
              disabled={!catalog.data || customCount >= limit}
              disabledReason={t('errors.PROPERTY_LIMIT_EXCEEDED', { max: limit })}
              onClick={() => setModal({ kind: 'new' })}
            >
              {t('structure.add')}
            </Button>
          </TableHeader>
        }
        filter={
          <TableFilter
            filterProps={collection.filterProps}
            label={t('structure.filter')}
            clearLabel={t('structure.clearFilter')}
            countText={t('structure.matches', { count: collection.filteredItemsCount ?? 0 })}
          />
        }
      />
      {catalog.data && (
        <GsmSettings
          allowOtherGsmPrefixes={catalog.data.allowOtherGsmPrefixes}
          onSaved={(allow) => catalog.data && catalog.set({ ...catalog.data, allowOtherGsmPrefixes: allow })}
        />
      )}
      {modal?.kind === 'new' && (
        <PropertyModal
          onSaved={(p) => {
            replaceCatalog([...items, p]);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'edit' && (
        <PropertyModal
          property={modal.property}
          onSaved={(p) => {
            replaceCatalog(items.map((x) => (x.id === p.id ? p : x)));
            collection.actions.setSelectedItems([p]);
            setModal(null);
          }}
          onClose={() => setModal(null)}
        />
      )}
      {modal?.kind === 'delete' && (
        <ConfirmModal
          header={t('structure.deleteTitle', { name: propertyLabel(t, modal.property) })}
          confirmText={t('structure.delete')}
          action={async () => {
            await api('properties.delete', { params: { id: modal.property.id }, body: {} });
            replaceCatalog(items.filter((x) => x.id !== modal.property.id));
            collection.actions.setSelectedItems([]);
            pushNotice(
              { type: 'success', content: { key: 'structure.notices.deleted', params: { name: propertyLabel(t, modal.property) } } },
              6000,
            );
            setModal(null);
          }}
          onClose={() => setModal(null)}
        >
          <Box>{t('structure.deleteMessage', { name: propertyLabel(t, modal.property) })}</Box>
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
