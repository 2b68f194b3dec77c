import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shared/schemas/templates';
import { useFormatDate } from '@web/common/use-format-date';
import { userLabel } from '@web/common/user-label';
import { tagLabel } from './template-fields';
import { TemplateThumbnail } from './TemplateThumbnail';

/** The tags of a template as badges ("name: value"). */
export function TagBadges({ tags }: { tags: TemplateSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <SpaceBetween direction="horizontal" size="xxs">
      {tags.map((tag) => (
        <Badge key={`${tag.name}\u0000${tag.value ?? ''}`} color="grey">
          {tagLabel(tag)}
        </Badge>
      ))}
    </SpaceBetween>
  );
}

/** Who saved it last and when. */
export function UpdatedLine({ template }: { template: Pick<TemplateSummary, 'updatedAt' | 'updatedBy'> }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const at = formatDate(template.updatedAt, true);
  return (
    <Box variant="small" color="text-body-secondary">
      {template.updatedBy
        ? t('templatePages.card.updatedBy', { at, by: userLabel(t, template.updatedBy) })
        : t('templatePages.card.updated', { at })}
    </Box>
  );
}

/** A template's card: its thumbnail, mode, frozen mark, description, tags and last save. */
export function TemplateCardBody({ template }: { template: TemplateSummary }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="xs">
      <TemplateThumbnail source={{ kind: 'template', id: template.id }} name={template.name} />
      <SpaceBetween direction="horizontal" size="xxs">
        <Badge color="blue">{t(`templatePages.mode.${template.type}`)}</Badge>
        {template.freeze && <Badge color="severity-low">{t('templatePages.frozen')}</Badge>}
      </SpaceBetween>
      {template.description && <Box variant="p">{template.description}</Box>}
      <TagBadges tags={template.tags} />
      <UpdatedLine template={template} />
    </SpaceBetween>
  );
}
