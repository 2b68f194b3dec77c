import { useState } from 'react';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { useDebounced } from '@web/common/use-debounced';

/** "Preview as subscriber": found through the subscriber list's search; empty means sample values. */
export function SubscriberPicker({ value, onChange }: { value?: string; onChange: (id: string | undefined) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const allowed = can(routes['subscribers.list'].permission);
  const [text, setText] = useState('');
  const search = useDebounced(text.trim().toLowerCase(), 300);
  const list = useApiQuery(
    'subscribers.list',
    { query: { limit: 10, ...(search ? { search } : {}) } },
    { enabled: allowed && Boolean(search) },
  );
  if (!allowed) return null;
  const options = (list.data?.items ?? []).map((s) => ({ value: s.id, label: s.email ?? s.gsm ?? s.id, description: s.name }));
  return (
    <FormField label={t('editor.preview.asSubscriber')} description={value ? undefined : t('editor.preview.sampleValues')}>
      <Autosuggest
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          if (!detail.value) onChange(undefined);
        }}
        onSelect={({ detail }) => {
          const picked = options.find((o) => o.value === detail.value);
          setText(picked?.label ?? detail.value);
          onChange(picked?.value);
        }}
        options={options}
        filteringType="manual"
        statusType={list.isFetching ? 'loading' : 'finished'}
        loadingText={t('editor.preview.searching')}
        enteredTextLabel={(v) => v}
        placeholder={t('editor.preview.subscriberPlaceholder')}
        ariaLabel={t('editor.preview.asSubscriber')}
        empty={t('editor.preview.noSubscribers')}
      />
    </FormField>
  );
}
