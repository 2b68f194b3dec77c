import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { PROPERTY_LIMITS } from '@shared/properties';
import type { Property } from '@shared/schemas/properties';
import { propertyLabel, propertyTypeLabel } from '../common/property-labels';
import type { TranslationKey } from '@web/i18n';

/** Why a property cannot be edited or deleted (spec section 3), or null when it can. */
export function lockReason(p: Pick<Property, 'kind' | 'personalProperty' | 'type'>, action: 'edit' | 'delete'): TranslationKey | null {
  if (p.kind === 'base') return `structure.reasons.base.${action}`;
  if (p.personalProperty) return 'structure.reasons.personal';
  if (p.type === 'spec_agr') return 'structure.reasons.consent';
  return null;
}

/** What a type's options say, in a few words. */
export function optionsText(t: TFunction, p: Property): string {
  if (p.kind === 'base' && (p.id === 'status' || p.id === 'emailType')) return '—';
  switch (p.type) {
    case 'string':
      return t('structure.options.maxChar', { max: p.maxChar ?? PROPERTY_LIMITS.maxCharMax });
    case 'int': {
      const limits = p.signed === false ? PROPERTY_LIMITS.unsigned : PROPERTY_LIMITS.signed;
      const sign = p.signed === false ? t('structure.form.unsigned') : t('structure.form.signed');
      return t('structure.options.range', { sign, min: p.minNum ?? limits.min, max: p.maxNum ?? limits.max });
    }
    case 'list':
    case 'multilist':
      return (p.values ?? []).join(', ');
    default:
      return '—';
  }
}

export function propertyColumns(t: TFunction): TableProps.ColumnDefinition<Property>[] {
  return [
    {
      id: 'label',
      header: t('structure.columns.label'),
      cell: (p) => propertyLabel(t, p),
      sortingComparator: (a, b) => propertyLabel(t, a).localeCompare(propertyLabel(t, b)),
      isRowHeader: true,
    },
    { id: 'name', header: t('structure.columns.name'), cell: (p) => <Box variant="code">{p.name}</Box>, sortingField: 'name' },
    { id: 'type', header: t('structure.columns.type'), cell: (p) => propertyTypeLabel(t, p.type), sortingField: 'type' },
    {
      id: 'placeholder',
      header: t('structure.columns.placeholder'),
      cell: (p) => (p.useName ? <Box variant="code">{`{{${p.placeholderName}}}`}</Box> : t('structure.notInMailings')),
    },
    { id: 'options', header: t('structure.columns.options'), cell: (p) => optionsText(t, p) },
    {
      id: 'kind',
      header: t('structure.columns.kind'),
      cell: (p) => (
        <SpaceBetween direction="horizontal" size="xxs">
          {p.kind === 'base' ? (
            <Badge color="grey">{t('structure.badges.base')}</Badge>
          ) : p.personalProperty ? (
            <Badge color="blue">{t('structure.badges.personal')}</Badge>
          ) : (
            <Badge color="green">{t('structure.badges.custom')}</Badge>
          )}
          {p.type === 'spec_agr' && <Badge color="severity-low">{t('structure.badges.consent')}</Badge>}
        </SpaceBetween>
      ),
    },
  ];
}

/** What the text filter looks through: the names, the placeholder and the type, as shown. */
export const propertySearchText = (t: TFunction, p: Property) =>
  [propertyLabel(t, p), p.name, p.placeholderName, propertyTypeLabel(t, p.type)].join('\n').toLowerCase();
