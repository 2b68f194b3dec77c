import { useState, type ReactNode } from 'react';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shared/schemas/templates';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { useDebounced } from '@web/common/use-debounced';
import { CARDS_PER_ROW, cardsLabels } from '../common/cards-layout';
import { TemplateCardBody } from '../common/TemplateCardBody';
import { useTemplateList } from '../common/use-template-list';
import { NO_FILTERS } from '../common/template-fields';

/** The account's templates as cards, searched by name; `actions` are each card's buttons. */
export function TemplateGallery({ actions }: { actions: (template: TemplateSummary) => ReactNode }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const q = useDebounced(text);
  const pages = useTemplateList({ ...NO_FILTERS, q });
  return (
    <Cards
      variant="container"
      trackBy="id"
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      cardsPerRow={CARDS_PER_ROW}
      ariaLabels={cardsLabels(t('templatePages.tabs.mine'), t('common.selection'), (tpl: TemplateSummary) => tpl.name)}
      header={<Header variant="h2">{t('templatePages.tabs.mine')}</Header>}
      filter={
        <TextFilter
          filteringText={text}
          onChange={({ detail }) => setText(detail.filteringText)}
          filteringPlaceholder={t('templatePages.list.search')}
          filteringAriaLabel={t('templatePages.list.search')}
          filteringClearAriaLabel={t('templatePages.clearFilter')}
        />
      }
      pagination={<CursorPagination pages={pages} />}
      empty={
        <TableEmpty
          title={q ? t('templatePages.list.noMatch') : t('templatePages.list.empty')}
          hint={q ? undefined : t('templatePages.list.emptyHint')}
          error={pages.error}
          onRetry={pages.reload}
        />
      }
      cardDefinition={{
        header: (tpl) => tpl.name,
        sections: [
          { id: 'body', content: (tpl) => <TemplateCardBody template={tpl} /> },
          { id: 'actions', content: actions },
        ],
      }}
    />
  );
}
