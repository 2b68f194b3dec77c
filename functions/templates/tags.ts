import { storedTag, type TagLike } from '@shared/rules/tags';
import { ValidationError } from '@functions/platform/errors';
import { duplicateTags } from './rules';

/**
 * Tags as a template or (issue 18) a mailing stores them: a name given twice (case-insensitive) is
 * refused, each repeat named (TEMPLATE_TAG_DUPLICATE); an empty value is none.
 */
export function checkedTags(tags: readonly TagLike[]): TagLike[] {
  const duplicates = duplicateTags(tags);
  if (duplicates.length)
    throw new ValidationError(duplicates.map((i) => ({ path: `tags.${i}.name`, code: 'TEMPLATE_TAG_DUPLICATE' as const })));
  return tags.map(storedTag);
}
