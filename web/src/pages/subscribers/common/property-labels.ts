import type { TFunction } from 'i18next';
import type { PropertyDef, PropertyType } from '@shared/properties';
import { dynamicKey } from '@web/i18n';

type Labelled = Pick<PropertyDef, 'id' | 'kind' | 'personalProperty' | 'displayName'>;

/**
 * What people call a property: base fields and personal properties by their translated names
 * (their stored names are technical), the account's own by the display name it was given.
 */
export function propertyLabel(t: TFunction, p: Labelled): string {
  if (p.kind === 'base') return t(dynamicKey(`subscribers.fields.${p.id}`));
  if (p.personalProperty) return t(dynamicKey(`subscribers.personal.${p.id}`));
  return p.displayName;
}

export const propertyTypeLabel = (t: TFunction, type: PropertyType) => t(`structure.types.${type}`);
