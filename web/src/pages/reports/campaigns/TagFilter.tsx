import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import { useTranslation } from 'react-i18next';
import { useTagSuggestions } from '@web/common/tags/use-tag-suggestions';

/** Issue 18: the campaigns report's tag filter: names of the account's tags, any of which a mailing must carry. */
export function TagFilter({ value, onChange }: { value: string[]; onChange: (names: string[]) => void }) {
  const { t } = useTranslation();
  const suggestions = useTagSuggestions('reports.campaignTags');
  const options = suggestions.items.map((s) => ({ value: s.name, label: s.name, ...(s.values.length ? { tags: s.values } : {}) }));
  return (
    <FormField label={t('mailingTags.filter')}>
      <Multiselect
        selectedOptions={options.filter((o) => value.includes(o.value))}
        onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value!))}
        options={options}
        placeholder={t('mailingTags.filterPlaceholder')}
        ariaLabel={t('mailingTags.filter')}
        empty={t('mailingTags.filterEmpty')}
        statusType={suggestions.loading ? 'loading' : 'finished'}
        filteringType="auto"
        tokenLimit={3}
        data-testid="campaigns-tag-filter"
      />
    </FormField>
  );
}
