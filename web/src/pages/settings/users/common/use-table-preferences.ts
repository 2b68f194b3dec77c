import { useState } from 'react';
import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

export interface TablePreferences {
  pageSize: number;
  contentDisplay: readonly CollectionPreferencesProps.ContentDisplayItem[];
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * Stored preferences brought up to date with the columns the table has now: known columns keep
 * their order and visibility, new ones are appended as the defaults say, removed ones dropped.
 */
export function mergePreferences(stored: unknown, defaults: TablePreferences): TablePreferences {
  if (!stored || typeof stored !== 'object') return defaults;
  const s = stored as Partial<TablePreferences>;
  const pageSize = PAGE_SIZES.includes(s.pageSize as (typeof PAGE_SIZES)[number]) ? (s.pageSize as number) : defaults.pageSize;
  const known = new Set(defaults.contentDisplay.map((c) => c.id));
  const kept = Array.isArray(s.contentDisplay)
    ? s.contentDisplay.filter((c): c is CollectionPreferencesProps.ContentDisplayItem => typeof c?.id === 'string' && typeof c.visible === 'boolean' && known.has(c.id))
    : [];
  const keptIds = new Set(kept.map((c) => c.id));
  return { pageSize, contentDisplay: [...kept, ...defaults.contentDisplay.filter((c) => !keptIds.has(c.id))] };
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/** A table's page size and columns, remembered in this browser. */
export function useTablePreferences(storageKey: string, defaults: TablePreferences) {
  const [prefs, setPrefs] = useState<TablePreferences>(() => mergePreferences(read(storageKey), defaults));
  const update = (next: TablePreferences) => {
    setPrefs(next);
    try {
      localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Private mode: kept for this visit only.
    }
  };
  return [prefs, update] as const;
}
