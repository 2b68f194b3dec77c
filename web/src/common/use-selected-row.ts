import { useState } from 'react';

/**
 * One row of a paged table chosen by id (PagedTable's single selection): `current` is that row as the
 * page last read it (its counters move while it sends), undefined once the page no longer holds it.
 */
export function useSelectedRow<T extends { id: string }>(items: T[], label: (item: T) => string) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const current = selectedId === null ? undefined : items.find((item) => item.id === selectedId);
  const selection = {
    type: 'single' as const,
    selected: current ? [current] : [],
    onChange: (selected: T[]) => setSelectedId(selected[0]?.id ?? null),
    label,
  };
  return { current, selection };
}
