import type { ReactNode } from 'react';
import Cards from '@cloudscape-design/components/cards';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { TemplateFolder, TemplateSummary } from '@shared/schemas/templates';
import type { CursorPages } from '@web/api/query';
import { ColumnPreferences } from '@web/common/ColumnPreferences';
import { CursorPagination } from '@web/common/CursorPagination';
import type { TablePreferences } from '@web/common/table-preferences';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { CARDS_PER_ROW, cardsLabels } from '../common/cards-layout';
import { TemplateCardBody } from '../common/TemplateCardBody';
import { templateColumns, TEMPLATE_TABLE_PAGE_SIZES } from './table-config';

interface Props {
  view: 'cards' | 'table';
  pages: CursorPages<TemplateSummary>;
  folders: readonly TemplateFolder[];
  /** The list's header (filters and buttons): Cards and Table both take it. */
  header: ReactNode;
  filter: ReactNode;
  empty: ReactNode;
  actions: (template: TemplateSummary, inline: boolean) => ReactNode;
  preferences: TablePreferences;
  onPreferences: (next: TablePreferences) => void;
}

/** The account's templates as cards with thumbnails (the default) or as a table with chosen columns. */
export function TemplateList({ view, pages, folders, header, filter, empty, actions, preferences, onPreferences }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const label = t('templatePages.tabs.created');
  const common = {
    items: pages.items,
    trackBy: 'id' as const,
    loading: pages.loading,
    loadingText: t('common.loading'),
    header,
    filter,
    empty,
    pagination: <CursorPagination pages={pages} />,
    variant: 'container' as const,
  };
  if (view === 'cards')
    return (
      <Cards
        {...common}
        cardsPerRow={CARDS_PER_ROW}
        ariaLabels={cardsLabels(label, t('common.selection'), (tpl: TemplateSummary) => tpl.name)}
        cardDefinition={{
          header: (tpl) => tpl.name,
          sections: [
            { id: 'body', content: (tpl) => <TemplateCardBody template={tpl} /> },
            { id: 'actions', content: (tpl) => actions(tpl, false) },
          ],
        }}
      />
    );
  const columns = [
    ...templateColumns({ t, formatDate, folders, follow }),
    { id: 'actions', header: t('templatePages.actionsLabel'), cell: (tpl: TemplateSummary) => actions(tpl, true) },
  ];
  return (
    <Table
      {...common}
      ariaLabels={{ tableLabel: label }}
      wrapLines
      columnDefinitions={columns}
      columnDisplay={[...preferences.contentDisplay, { id: 'actions', visible: true }]}
      preferences={
        <ColumnPreferences
          preferences={preferences}
          onChange={onPreferences}
          pageSizes={TEMPLATE_TABLE_PAGE_SIZES}
          columns={columns.filter((c) => c.id !== 'actions')}
          alwaysVisible="name"
          texts={{
            title: t('templatePages.preferences.title'),
            confirm: t('templatePages.preferences.confirm'),
            pageSize: t('templatePages.preferences.pageSize'),
            columns: t('templatePages.preferences.columns'),
            columnsHint: t('templatePages.preferences.columnsHint'),
            dragHandle: t('templatePages.preferences.dragHandle'),
          }}
        />
      }
    />
  );
}
