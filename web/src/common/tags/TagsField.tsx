import { useState } from 'react';
import Autosuggest, { type AutosuggestProps } from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useTranslation } from 'react-i18next';
import { parseTagInput, tagLabel, withTag, type TagLike, type TagSuggestion } from '@shared/rules/tags';

/** Each suggested tag by its name, and once with each value known for it. */
function optionsOf(suggestions: readonly TagSuggestion[], t: (key: 'mailingTags.predefined' | 'mailingTags.used') => string) {
  return suggestions.flatMap<AutosuggestProps.Option>((s) => {
    const description = s.predefined ? t('mailingTags.predefined') : t('mailingTags.used');
    return [{ value: s.name, description }, ...s.values.map((value) => ({ value: tagLabel({ name: s.name, value }), description }))];
  });
}

/**
 * Issue 18: a mailing's tags, typed as "name" or "name: value" or picked from the suggestions, shown
 * as tokens to remove; `errorText` is the first of the server's `tags.*` errors.
 */
export function TagsField({
  tags,
  onChange,
  suggestions,
  loading,
  disabled,
  errorText,
}: {
  tags: readonly TagLike[];
  onChange: (tags: TagLike[]) => void;
  suggestions: readonly TagSuggestion[];
  loading?: boolean;
  disabled?: boolean;
  errorText?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const tag = parseTagInput(typed);
    if (tag) onChange(withTag(tags, tag));
    setText('');
  };
  return (
    <FormField label={t('mailingTags.label')} description={t('mailingTags.description')} errorText={errorText} stretch>
      <SpaceBetween size="xs">
        {/* Enter adds what was typed instead of submitting the form around it. */}
        <div
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (text.trim()) add(text);
          }}
        >
          <Autosuggest
            value={text}
            onChange={({ detail }) => setText(detail.value)}
            onSelect={({ detail }) => add(detail.value)}
            options={optionsOf(suggestions, t)}
            enteredTextLabel={(value) => t('mailingTags.enteredText', { value })}
            placeholder={t('mailingTags.placeholder')}
            ariaLabel={t('mailingTags.label')}
            statusType={loading ? 'loading' : 'finished'}
            disabled={disabled}
            data-testid="mailing-tags-input"
          />
        </div>
        <TokenGroup
          items={tags.map((tag) => ({ label: tagLabel(tag), dismissLabel: t('mailingTags.remove', { tag: tagLabel(tag) }), disabled }))}
          onDismiss={({ detail }) => onChange(tags.filter((_, i) => i !== detail.itemIndex))}
        />
      </SpaceBetween>
    </FormField>
  );
}
