import { useState } from 'react';
import Select from '@cloudscape-design/components/select';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { SEND_TYPES, type SendType } from '@shared/rules/campaigns';
import { useDebounced } from '@web/common/use-debounced';

/** The lists' filters by send type and name (both lists of mailings): what they ask the server for. */
export function useMailingFilters() {
  const [type, setType] = useState<SendType | undefined>();
  const [filter, setFilter] = useState('');
  const q = useDebounced(filter).trim();
  return { type, setType, filter, setFilter, query: { type, q: q || undefined } };
}

/** The send-type select and the name search, side by side in a list's filter row. */
export function MailingFilterFields({ filters }: { filters: ReturnType<typeof useMailingFilters> }) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('campaignLists.types.any') },
    ...SEND_TYPES.map((value) => ({ value, label: t(`campaignLists.types.${value}`) })),
  ];
  return (
    <>
      <Select
        ariaLabel={t('campaignLists.types.label')}
        selectedOption={options.find((o) => o.value === (filters.type ?? '')) ?? options[0]!}
        options={options}
        onChange={({ detail }) => filters.setType((detail.selectedOption.value || undefined) as SendType | undefined)}
      />
      <TextFilter
        filteringText={filters.filter}
        filteringPlaceholder={t('campaignLists.search.placeholder')}
        filteringAriaLabel={t('campaignLists.search.placeholder')}
        filteringClearAriaLabel={t('campaignLists.search.clear')}
        onChange={({ detail }) => filters.setFilter(detail.filteringText)}
      />
    </>
  );
}
