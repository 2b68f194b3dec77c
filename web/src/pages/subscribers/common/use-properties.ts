import { api } from '@web/api';
import type { Property } from '@shared/schemas/properties';
import { useResource } from '@web/common/use-resource';

export interface PropertyCatalog {
  /** Base fields, personal properties and the account's own, as the API lists them. */
  items: Property[];
  customLimit: number;
  /** GSM numbers outside +48 are accepted (the structure setting). */
  allowOtherGsmPrefixes: boolean;
}

const loadCatalog = async (signal: AbortSignal): Promise<PropertyCatalog> => {
  const [list, settings] = await Promise.all([api('properties.list', { signal }), api('properties.settings', { signal })]);
  return { items: list.items, customLimit: list.customLimit, allowOtherGsmPrefixes: settings.allowOtherGsmPrefixes };
};

/** The account's properties and structure settings: what forms, filters, columns and history need. */
export const usePropertyCatalog = () => useResource(loadCatalog);

/** Properties a subscriber holds in `props` (personal and custom ones), in the API's order. */
export const valueProperties = (items: readonly Property[]) => items.filter((p) => p.kind !== 'base');
