import { useEffect, useState } from 'react';
import { routes } from '@shared/routes';
import type { Property } from '@shared/schemas/properties';
import { api } from '@web/api';
import { useCan } from '@web/app/session/session-store';
import type { BuilderCatalog } from '../builder/catalog';

/** At most this many mailings are offered to activity conditions (pages of 100, newest first). */
const MAILING_PAGES = 5;

async function loadMailings(signal: AbortSignal): Promise<Pick<BuilderCatalog, 'mailings' | 'mailingsComplete'>> {
  const mailings: { id: string; name: string }[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAILING_PAGES; page++) {
    const answer = await api('mailings.list', { query: { cursor, limit: 100 }, signal });
    mailings.push(...answer.items.map((m) => ({ id: m.id, name: m.name })));
    cursor = answer.cursor;
    if (!cursor) return { mailings, mailingsComplete: true };
  }
  return { mailings, mailingsComplete: false };
}

/**
 * What the builder offers: the account's properties (typed targets) and its mailings (activity
 * targets). Each is read only by a user who may read it; without it the builder offers less and
 * judges targets it cannot see as the API will.
 */
export function useBuilderCatalog() {
  const can = useCan();
  const canProperties = can(routes['properties.list'].permission);
  const canMailings = can(routes['mailings.list'].permission);
  const [catalog, setCatalog] = useState<BuilderCatalog | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const controller = new AbortController();
    const noProperties: Property[] = [];
    Promise.all([
      canProperties ? api('properties.list', { signal: controller.signal }).then((l) => l.items) : Promise.resolve(noProperties),
      canMailings ? loadMailings(controller.signal) : Promise.resolve({ mailings: [], mailingsComplete: false }),
    ]).then(
      ([properties, mailings]) => setCatalog({ properties, ...mailings }),
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      },
    );
    return () => controller.abort();
  }, [canProperties, canMailings]);

  return { catalog, error, canProperties, canMailings };
}
