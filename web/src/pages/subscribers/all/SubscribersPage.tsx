import { useEffect, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Table from '@cloudscape-design/components/table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { TFunction } from 'i18next';
import type { Subscriber, SubscriberCount } from '@shared/schemas/subscriber';
import { useCan } from '@web/app/session/session-store';
import { ColumnPreferences } from '@web/common/ColumnPreferences';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useTablePreferences } from '@web/common/table-preferences';
import { useDebounced } from '@web/common/use-debounced';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { useRestrictedToSegments } from '@web/common/use-restriction';
import { subscriberTitle } from '../common/subscriber-name';
import { usePropertyCatalog, valueProperties } from '../common/use-properties';
import { NEW_SUBSCRIBER_PATH } from '../paths';
import { BulkModal, type BulkAction } from './BulkModal';
import { FilterBar } from './FilterBar';
import { EMPTY_FILTERS, filtersFromParams, filtersToParams, hasFilters, toListQuery } from './filters';
import { defaultPreferences, PAGE_SIZES, preferenceTexts, subscriberColumns } from './table-config';
import { totalNumber, useSubscriberCount, useSubscriberList } from './use-subscriber-list';

const BULK_ACTIONS: BulkAction[] = ['status', 'clearMailQuarantine', 'forget'];

function matchesText(t: TFunction, total: SubscriberCount, language: string): string {
  const formatted = total.count.toLocaleString(language);
  return total.capped
    ? t('subscribers.list.matchesCapped', { formatted })
    : t('subscribers.list.matches', { count: total.count, formatted });
}

/** /subscribers/all: the server's pages, searched and filtered there, with columns to choose and bulk actions. */
export default function SubscribersPage() {
  const { t, i18n } = useTranslation();
  const selection = useSelectionLabels();
  const follow = useFollow();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => filtersFromParams(params));
  const settled = useDebounced(filters, 350);
  const catalog = usePropertyCatalog();
  const properties = catalog.data?.items ?? [];
  const columns = subscriberColumns({ t, formatDate, follow, properties: valueProperties(properties) });
  const [prefs, setPrefs] = useTablePreferences('goniec.subscribers.list', defaultPreferences(columns), PAGE_SIZES);
  const listQuery = toListQuery(settled, properties);
  const waiting = Boolean(settled.property) && catalog.loading;
  const pages = useSubscriberList(listQuery, prefs.pageSize, waiting);
  const total = useSubscriberCount(listQuery, waiting);
  const totalText = total.data ? totalNumber(total.data, i18n.language) : undefined;
  const selectedText = (count: number) =>
    totalText ? t('subscribers.list.selectedOf', { count, total: totalText }) : t('subscribers.list.selected', { count });
  const [selected, setSelected] = useState<Subscriber[]>([]);
  const [bulk, setBulk] = useState<BulkAction | null>(null);
  const canEdit = can(routes['subscribers.bulk'].permission);
  // A user restricted to segments adds nobody (the API answers SUBSCRIBER_CREATE_RESTRICTED).
  const restricted = useRestrictedToSegments();
  const canCreate = can(routes['subscribers.create'].permission) && !restricted;

  // The filters live in the address bar too, so a reload or a shared link keeps them.
  const paramsKey = JSON.stringify(filtersToParams(settled));
  useEffect(() => setParams(JSON.parse(paramsKey) as Record<string, string>, { replace: true }), [paramsKey, setParams]);

  // Only rows on the page shown can be selected: another page or query leaves nothing selected.
  const visible = selected.filter((s) => pages.items.some((i) => i.id === s.id));

  return (
    <>
      <Table
        variant="full-page"
        stickyHeader
        trackBy="id"
        selectionType={canEdit ? 'multi' : undefined}
        selectedItems={visible}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.subscribers')}
            description={t('subscribers.list.description')}
            counter={visible.length ? selectedText(visible.length) : totalText && t('subscribers.list.total', { total: totalText })}
            onRefresh={() => {
              pages.reloadPage();
              total.reload();
            }}
            loading={pages.loading}
          >
            {canEdit && (
              <ButtonDropdown
                disabled={visible.length === 0}
                disabledReason={t('subscribers.bulk.selectFirst')}
                items={BULK_ACTIONS.map((a) => ({ id: a, text: t(`subscribers.bulk.actions.${a}`) }))}
                onItemClick={({ detail }) => setBulk(detail.id as BulkAction)}
              >
                {t('subscribers.bulk.menu')}
              </ButtonDropdown>
            )}
            {canCreate && (
              <Button variant="primary" href={NEW_SUBSCRIBER_PATH} onFollow={follow}>
                {t('subscribers.add')}
              </Button>
            )}
          </TableHeader>
        }
        filter={
          <FilterBar
            filters={filters}
            onChange={setFilters}
            properties={properties}
            countText={hasFilters(settled) && total.data ? matchesText(t, total.data, i18n.language) : undefined}
          />
        }
        ariaLabels={{ tableLabel: t('pages.subscribers'), ...selection((s: Subscriber) => subscriberTitle(t, s)) }}
        columnDefinitions={columns}
        columnDisplay={prefs.contentDisplay}
        items={pages.items}
        loading={pages.loading}
        loadingText={t('common.loading')}
        pagination={<CursorPagination pages={pages} />}
        preferences={
          <ColumnPreferences
            preferences={prefs}
            onChange={setPrefs}
            pageSizes={PAGE_SIZES}
            columns={columns}
            alwaysVisible="email"
            texts={preferenceTexts(t)}
          />
        }
        empty={
          hasFilters(settled) ? (
            <TableEmpty
              title={t('subscribers.list.noMatch')}
              error={pages.error}
              action={{ text: t('subscribers.filters.clear'), onClick: () => setFilters(EMPTY_FILTERS) }}
            />
          ) : (
            <TableEmpty
              title={t('subscribers.list.empty')}
              hint={t('subscribers.list.emptyHint')}
              error={pages.error}
              action={canCreate ? { text: t('subscribers.add'), onClick: () => navigate(NEW_SUBSCRIBER_PATH) } : undefined}
            />
          )
        }
      />
      {bulk && (
        <BulkModal
          action={bulk}
          selected={visible}
          onDone={() => {
            setSelected([]);
            pages.reloadPage();
            total.reload();
          }}
          onClose={() => setBulk(null)}
        />
      )}
    </>
  );
}
