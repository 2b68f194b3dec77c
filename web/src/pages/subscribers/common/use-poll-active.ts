import { useEffect, useEffectEvent } from 'react';

/**
 * Keeps the rows of a list that are still working (an import or export queued or running) fresh:
 * every `intervalMs` each one is read again and put in place, quietly (no loading state, no
 * reordering). Stops by itself once none is active.
 */
export function usePollActive<T extends { id: string }>(
  items: readonly T[],
  isActive: (item: T) => boolean,
  fetchOne: (id: string, signal: AbortSignal) => Promise<T>,
  replace: (item: T) => void,
  intervalMs = 3000,
): void {
  const activeIds = items.filter(isActive).map((item) => item.id).join(' ');
  const read = useEffectEvent((id: string, signal: AbortSignal) => fetchOne(id, signal));
  const put = useEffectEvent((item: T) => replace(item));
  useEffect(() => {
    if (!activeIds) return;
    const controller = new AbortController();
    const timer = setInterval(() => {
      for (const id of activeIds.split(' ')) {
        read(id, controller.signal).then(
          (item) => {
            if (!controller.signal.aborted) put(item);
          },
          // A missed read is retried on the next tick.
          () => undefined,
        );
      }
    }, intervalMs);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [activeIds, intervalMs]);
}
