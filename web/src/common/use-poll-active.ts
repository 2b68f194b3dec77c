import { useEffect, useEffectEvent } from 'react';

/**
 * Keeps the rows of a list that are still working (an import, export or sending queued or running)
 * fresh: every `intervalMs` each one is read again and put in place by id, quietly (no loading
 * state, no reordering). A tick is skipped while the previous tick's reads are still on their way
 * (requests never stack up). Stops by itself once none is active.
 */
export function usePollActive<T extends { id: string }>(
  items: readonly T[],
  isActive: (item: T) => boolean,
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
  /** The list's in-place update (e.g. useCursorPages' `replace`). */
  replace: (update: (item: T) => T) => void,
  intervalMs = 3000,
): void {
  const activeIds = items.filter(isActive).map((item) => item.id).join(' ');
  const read = useEffectEvent((id: string, signal: AbortSignal) => fetchOne(id, signal));
  const put = useEffectEvent((fresh: T) => replace((item) => (item.id === fresh.id ? fresh : item)));
  useEffect(() => {
    if (!activeIds) return;
    const controller = new AbortController();
    let inFlight = false;
    const timer = setInterval(() => {
      if (inFlight) return;
      inFlight = true;
      const reads = activeIds.split(' ').map((id) =>
        read(id, controller.signal).then(
          (item) => {
            if (!controller.signal.aborted) put(item);
          },
          // A missed read is retried on the next tick.
          () => undefined,
        ),
      );
      void Promise.all(reads).then(() => {
        inFlight = false;
      });
    }, intervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [activeIds, intervalMs]);
}
