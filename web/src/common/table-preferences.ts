import { useState } from 'react';
import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

/** A table's page size and columns (order and visibility), as Cloudscape's preferences hold them. */
export interface TablePreferences {
  pageSize: number;
  contentDisplay: readonly CollectionPreferencesProps.ContentDisplayItem[];
}

/**
 * Stored preferences brought up to date with the columns the table has now: known columns keep
 * their order and visibility, new ones are appended as the defaults say, gone ones dropped. A page
 * size the table no longer offers falls back to the default.
 */
export function mergePreferences(stored: unknown, defaults: TablePreferences, pageSizes: readonly number[]): TablePreferences {
  if (!stored || typeof stored !== 'object') return defaults;
  const s = stored as Partial<TablePreferences>;
  const pageSize = pageSizes.includes(s.pageSize as number) ? (s.pageSize as number) : defaults.pageSize;
  const known = new Set(defaults.contentDisplay.map((c) => c.id));
  const kept = Array.isArray(s.contentDisplay)
    ? s.contentDisplay.filter(
        (c): c is CollectionPreferencesProps.ContentDisplayItem =>
          typeof c?.id === 'string' && typeof c.visible === 'boolean' && known.has(c.id),
      )
    : [];
  const keptIds = new Set(kept.map((c) => c.id));
  return { pageSize, contentDisplay: [...kept, ...defaults.contentDisplay.filter((c) => !keptIds.has(c.id))] };
}

const storedColumns = (stored: unknown): CollectionPreferencesProps.ContentDisplayItem[] => {
  const list = stored && typeof stored === 'object' ? (stored as Partial<TablePreferences>).contentDisplay : undefined;
  return Array.isArray(list) ? list.filter((c) => typeof c?.id === 'string' && typeof c.visible === 'boolean') : [];
};

/** What to store after the user confirms: their choice, plus stored columns the table does not show now (properties still loading). */
export function preferencesToStore(next: TablePreferences, stored: unknown): TablePreferences {
  const chosen = new Set(next.contentDisplay.map((c) => c.id));
  return { pageSize: next.pageSize, contentDisplay: [...next.contentDisplay, ...storedColumns(stored).filter((c) => !chosen.has(c.id))] };
}

function read(key: string): unknown {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A table's page size and columns, remembered in this browser under `storageKey`. What is stored
 * is merged with the defaults on every render, so columns that arrive later (custom properties)
 * keep their stored state. `pageSizes` are the sizes the table offers.
 */
export function useTablePreferences(storageKey: string, defaults: TablePreferences, pageSizes: readonly number[]) {
  const [stored, setStored] = useState<unknown>(() => read(storageKey));
  const update = (next: TablePreferences) => {
    const value = preferencesToStore(next, stored);
    setStored(value);
    try {
      localStorage.setItem(storageKey, JSON.stringify(value));
    } catch {
      // Private mode: kept for this visit only.
    }
  };
  return [mergePreferences(stored, defaults, pageSizes), update] as const;
}
