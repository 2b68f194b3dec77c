import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { tagLabel, type TagLike } from '@shared/rules/tags';

/** A mailing's tags as badges ("name: value"); nothing when it has none. */
export function TagBadges({ tags }: { tags: readonly TagLike[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {tags.map((tag) => (
        <Badge key={tag.name} color="blue">
          {tagLabel(tag)}
        </Badge>
      ))}
    </SpaceBetween>
  );
}
