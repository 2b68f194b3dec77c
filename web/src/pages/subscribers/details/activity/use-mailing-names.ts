import { useEffect, useState } from 'react';
import { routes } from '@shared/routes';
import { api } from '@web/api';
import { useCan } from '@web/app/session/session-store';

/**
 * Names of the mailings activity rows point at (the activity answer carries only their ids), read
 * once each, and only for a user who may open mailings; the others see no names and no links.
 */
export function useMailingNames(ids: readonly string[]): { names: ReadonlyMap<string, string>; canOpen: boolean } {
  const can = useCan();
  const canOpen = can(routes['mailings.get'].permission);
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(ids)].filter((id) => !names.has(id)).sort().join(',');

  useEffect(() => {
    if (!canOpen || !wanted) return;
    const controller = new AbortController();
    void Promise.all(
      wanted.split(',').map((id) =>
        api('mailings.get', { params: { id }, signal: controller.signal }).then(
          (m) => [id, m.name] as const,
          () => [id, ''] as const,
        ),
      ),
    ).then((found) => {
      if (!controller.signal.aborted) setNames((prev) => new Map([...prev, ...found]));
    });
    return () => controller.abort();
  }, [wanted, canOpen]);

  return { names, canOpen };
}
