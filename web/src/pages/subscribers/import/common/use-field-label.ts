import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import { IMPORT_BASE_FIELDS } from '@shared/schemas/imports';
import { dynamicKey } from '@web/i18n';
import { propertyLabel } from '../../common/property-labels';

/** What people call each field a column can fill (base fields and properties as the app shows them); an unknown id as it is. */
export function useFieldLabel(properties: readonly Property[]): (field: string) => string {
  const { t } = useTranslation();
  const labels = new Map<string, string>([
    ...IMPORT_BASE_FIELDS.map((id) => [id, t(dynamicKey(`subscribers.fields.${id}`))] as const),
    ...properties.filter((p) => p.kind !== 'base').map((p) => [p.id, propertyLabel(t, p)] as const),
  ]);
  return (field) => labels.get(field) ?? field;
}
