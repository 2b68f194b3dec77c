import type { FieldError } from '@shared/errors';
import type { TagLike } from '@shared/rules/tags';
import { TagsField } from '@web/common/tags/TagsField';
import { useTagSuggestions } from '@web/common/tags/use-tag-suggestions';
import { useErrorText } from '@web/common/use-error-text';

/** The settings step's tags (issue 18), suggested from the account's predefined tags and those its mailings carry. */
export function MailingTagsField({
  tags,
  onChange,
  disabled,
  errors,
}: {
  tags: TagLike[];
  onChange: (tags: TagLike[]) => void;
  disabled: boolean;
  errors: Record<string, FieldError | undefined>;
}) {
  const errorText = useErrorText();
  const suggestions = useTagSuggestions('mailings.tagOptions', !disabled);
  const error = Object.entries(errors).find(([path, e]) => e && (path === 'tags' || path.startsWith('tags.')))?.[1];
  return (
    <TagsField
      tags={tags}
      onChange={onChange}
      suggestions={suggestions.items}
      loading={suggestions.loading}
      disabled={disabled}
      errorText={errorText.field(error)}
    />
  );
}
