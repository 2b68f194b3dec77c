import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableFilter } from '@web/common/TableFilter';
import { TableHeader } from '@web/common/TableHeader';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { isCalculating } from '../common/segment-state';
import { useSegmentList } from '../common/use-segment-list';
import { audiencePath, NEW_SEGMENT_PATH } from '../paths';
import { segmentColumns } from './table-config';

/** /segments: every segment with its state and audience; new, calculate, delete; read again while any calculates. */
export default function SegmentsPage() {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const can = useCan();
  const list = useSegmentList();
  const [deleting, setDeleting] = useState<Segment | null>(null);
  const [starting, setStarting] = useState<string | null>(null);
  const items = list.data?.items ?? [];
  const limit = list.data?.limit ?? 0;
  const canCreate = can(routes['segments.create'].permission);
  const canCalculate = can(routes['segments.calculate'].permission);
  const canDelete = can(routes['segments.delete'].permission);
  const atLimit = list.data !== undefined && items.length >= limit;

  const collection = useCollection(items, {
    filtering: {
      filteringFunction: (s, text) => s.name.toLowerCase().includes(text.trim().toLowerCase()),
      empty: (
        <TableEmpty
          title={t('segments.list.empty')}
          hint={t('segments.list.emptyHint')}
          error={list.error}
          action={canCreate ? { text: t('segments.add'), onClick: () => navigate(NEW_SEGMENT_PATH) } : undefined}
        />
      ),
      noMatch: (
        <TableEmpty
          title={t('segments.list.noMatch')}
          action={{ text: t('segments.list.clearFilter'), onClick: () => collection.actions.setFiltering('') }}
        />
      ),
    },
    sorting: { defaultState: { sortingColumn: { sortingField: 'name' } } },
    selection: { trackBy: 'id', keepSelection: true },
  });
  const [chosen] = collection.collectionProps.selectedItems ?? [];
  // The selected row as last read (its state moves while polling).
  const selected = chosen ? items.find((s) => s.id === chosen.id) : undefined;

  const calculate = async (segment: Segment) => {
    setStarting(segment.id);
    try {
      list.put(await api('segments.calculate', { params: { id: segment.id }, body: {} }));
      pushNotice({ type: 'info', content: { key: 'segments.notices.calculating', params: { name: segment.name } } }, 6000);
    } catch (error) {
      notifyError(error);
      list.reload();
    } finally {
      setStarting(null);
    }
  };

  return (
    <>
      <Table
        {...collection.collectionProps}
        variant="full-page"
        stickyHeader
        selectionType="single"
        items={collection.items}
        columnDefinitions={segmentColumns({ t, formatDate, follow })}
        loading={list.loading && !list.data}
        loadingText={t('common.loading')}
        wrapLines
        ariaLabels={{ tableLabel: t('pages.segments'), ...selection((s: { name: string }) => s.name) }}
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.segments')}
            description={t('segments.list.description')}
            counter={list.data ? `(${items.length} / ${limit})` : undefined}
            onRefresh={list.reload}
            loading={list.loading}
          >
            {canDelete && (
              <Button
                disabled={!selected}
                disabledReason={t('segments.list.selectFirst')}
                onClick={() => selected && setDeleting(selected)}
              >
                {t('segments.delete')}
              </Button>
            )}
            <Button
              disabled={!selected?.audience}
              disabledReason={selected ? t('segments.audience.notCalculated') : t('segments.list.selectFirst')}
              onClick={() => selected && navigate(audiencePath(selected.id))}
            >
              {t('segments.audience.show')}
            </Button>
            {canCalculate && (
              <Button
                disabled={!selected || isCalculating(selected)}
                disabledReason={selected ? t('errors.SEGMENT_STILL_PROCESSING') : t('segments.list.selectFirst')}
                loading={starting !== null && starting === selected?.id}
                onClick={() => selected && void calculate(selected)}
              >
                {t('segments.calculate')}
              </Button>
            )}
            {canCreate && (
              <Button
                variant="primary"
                href={NEW_SEGMENT_PATH}
                onFollow={follow}
                disabled={atLimit}
                disabledReason={t('errors.SEGMENT_LIMIT_REACHED')}
              >
                {t('segments.add')}
              </Button>
            )}
          </TableHeader>
        }
        filter={
          <TableFilter filterProps={collection.filterProps} label={t('segments.list.filter')} clearLabel={t('segments.list.clearFilter')} />
        }
      />
      {deleting && (
        <ConfirmModal
          header={t('segments.deleteTitle', { name: deleting.name })}
          confirmText={t('segments.delete')}
          action={async () => {
            await api('segments.delete', { params: { id: deleting.id }, body: {} });
            list.drop(deleting.id);
            collection.actions.setSelectedItems([]);
            pushNotice({ type: 'success', content: { key: 'segments.notices.deleted', params: { name: deleting.name } } }, 6000);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          <Box>{t('segments.deleteMessage', { name: deleting.name })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
