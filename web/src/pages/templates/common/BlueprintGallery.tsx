import { useState, type ReactNode } from 'react';
import Cards from '@cloudscape-design/components/cards';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import type { BlueprintCategory } from '@shared/rules/templates';
import type { BlueprintSummary } from '@shared/schemas/templates';
import { PageSpinner } from '@web/common/PageSpinner';
import { TableEmpty } from '@web/common/TableEmpty';
import { blueprintLanguage, categoryCounts, filterBlueprints, groupBlueprints, type BlueprintFilter } from './blueprint-filter';
import { CARDS_PER_ROW, cardsLabels } from './cards-layout';
import { TemplateThumbnail } from './TemplateThumbnail';
import { useBlueprints } from './use-template-data';

/**
 * The blueprints (ready-made e-mails written by us), by category: a category to narrow to and a
 * search in the language shown; with neither, each category is its own group. `actions` are the
 * card's buttons (use it for a new mailing, save it as the account's template).
 */
export function BlueprintGallery({ actions }: { actions: (blueprint: BlueprintSummary, name: string) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = blueprintLanguage(i18n.language);
  const list = useBlueprints();
  const [filter, setFilter] = useState<BlueprintFilter>({ category: 'all', text: '' });
  const categoryName = (category: BlueprintCategory) => t(`templatePages.categories.${category}`);

  if (list.data === undefined && !list.error) return <PageSpinner />;
  const items = list.data?.items ?? [];
  const shown = filterBlueprints(items, filter, language);
  const grouped = filter.category === 'all' && !filter.text.trim() ? groupBlueprints(shown) : [];
  // One list when narrowed, or when there is nothing at all (its empty state says so).
  const groups = grouped.length > 0 ? grouped : [{ category: null, items: shown }];
  const options = [
    { value: 'all', label: t('templatePages.blueprints.allCategories'), tags: [String(items.length)] },
    ...categoryCounts(items).map((c) => ({ value: c.category, label: categoryName(c.category), tags: [String(c.count)] })),
  ];

  const cards = (group: { category: BlueprintCategory | null; items: BlueprintSummary[] }) => (
    <Cards
      key={group.category ?? 'all'}
      variant="container"
      trackBy="id"
      items={group.items}
      cardsPerRow={CARDS_PER_ROW}
      ariaLabels={cardsLabels(
        group.category ? categoryName(group.category) : t('templatePages.blueprints.header'),
        t('common.selection'),
        (b: BlueprintSummary) => b.name[language],
      )}
      header={
        group.category ? (
          <Header variant="h2" counter={`(${group.items.length})`}>
            {categoryName(group.category)}
          </Header>
        ) : undefined
      }
      empty={
        <TableEmpty
          title={t('templatePages.blueprints.noMatch')}
          error={list.error}
          onRetry={list.reload}
          action={{ text: t('templatePages.clearFilter'), onClick: () => setFilter({ category: 'all', text: '' }) }}
        />
      }
      cardDefinition={{
        header: (b) => b.name[language],
        sections: [
          { id: 'thumbnail', content: (b) => <TemplateThumbnail source={{ kind: 'blueprint', id: b.id }} name={b.name[language]} /> },
          {
            id: 'description',
            content: (b) => (
              <SpaceBetween size="xs">
                <Badge>{categoryName(b.category)}</Badge>
                <Box variant="p">{b.description[language]}</Box>
              </SpaceBetween>
            ),
          },
          { id: 'actions', content: (b) => actions(b, b.name[language]) },
        ],
      }}
    />
  );

  return (
    <SpaceBetween size="l">
      <SpaceBetween direction="horizontal" size="s">
        <Select
          selectedOption={options.find((o) => o.value === filter.category) ?? options[0] ?? null}
          options={options}
          onChange={({ detail }) =>
            setFilter({ ...filter, category: (detail.selectedOption.value ?? 'all') as BlueprintFilter['category'] })
          }
          ariaLabel={t('templatePages.blueprints.category')}
          data-testid="blueprint-category"
        />
        <TextFilter
          filteringText={filter.text}
          onChange={({ detail }) => setFilter({ ...filter, text: detail.filteringText })}
          filteringPlaceholder={t('templatePages.blueprints.search')}
          filteringAriaLabel={t('templatePages.blueprints.search')}
          filteringClearAriaLabel={t('templatePages.clearFilter')}
        />
      </SpaceBetween>
      {list.error !== null && list.error !== undefined ? (
        <TableEmpty title="" error={list.error} onRetry={list.reload} />
      ) : (
        groups.map(cards)
      )}
    </SpaceBetween>
  );
}
