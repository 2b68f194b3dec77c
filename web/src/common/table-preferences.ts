import { useState } from 'react';
import type { CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';

export interface TablePreferences {
  pageSize: number;
  contentDisplay: readonly CollectionPreferencesProps.ContentDisplayItem[];
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Stored preferences brought up to date with the columns the table has now: known columns keep
 * their order and visibility, new ones are appended as the defaults say, gone ones dropped.
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
 * A table's page size and columns, remembered in this browser. What is stored is merged with the
 * defaults on every render, so columns that arrive later (custom properties) keep their stored state.
 */
export function useTablePreferences(storageKey: string, defaults: TablePreferences) {
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
  return [mergePreferences(stored, defaults), update] as const;
}
