import { useMemo } from 'react';
import type { Property } from '@shared/schemas/properties';
import { apiKey, invalidate, useApiQuery } from '@web/api/query';

export interface PropertyCatalog {
  /** Base fields, personal properties and the account's own, as the API lists them. */
  items: Property[];
  customLimit: number;
  /** GSM numbers outside +48 are accepted (the structure setting). */
  allowOtherGsmPrefixes: boolean;
}

const NO_PROPERTIES: Property[] = [];

/**
 * The account's property list: one cached answer every page shares (forms, filters, columns,
 * history, imports, exports, the segment builder). `enabled` false for a user who may not read it.
 */
export function useProperties(enabled = true) {
  const list = useApiQuery('properties.list', {}, { enabled });
  return { ...list, properties: list.data?.items ?? NO_PROPERTIES };
}

/** After a property is created, changed or deleted, or the structure settings saved: every user of the list reads it again. */
export const invalidateProperties = () => invalidate(apiKey('properties.list'), apiKey('properties.settings'));

/** The account's properties and structure settings: what forms, filters, columns and history need. */
export function usePropertyCatalog() {
  const list = useApiQuery('properties.list', {});
  const settings = useApiQuery('properties.settings', {});
  const data = useMemo<PropertyCatalog | undefined>(
    () =>
      list.data && settings.data
        ? { items: list.data.items, customLimit: list.data.customLimit, allowOtherGsmPrefixes: settings.data.allowOtherGsmPrefixes }
        : undefined,
    [list.data, settings.data],
  );
  const { set: setList, reload: reloadList } = list;
  const { set: setSettings, reload: reloadSettings } = settings;
  return {
    data,
    loading: list.loading || settings.loading,
    error: list.error ?? settings.error,
    reload: () => (reloadList(), reloadSettings()),
    /** A write's answer in the cache at once (then invalidateProperties reads it for everyone). */
    set(next: PropertyCatalog) {
      if (list.data) setList({ ...list.data, items: next.items, customLimit: next.customLimit });
      if (settings.data) setSettings({ ...settings.data, allowOtherGsmPrefixes: next.allowOtherGsmPrefixes });
    },
  };
}

/** Properties a subscriber holds in `props` (personal and custom ones), in the API's order. */
export const valueProperties = (items: readonly Property[]) => items.filter((p) => p.kind !== 'base');
