import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { routes } from '@shared/routes';
import { api } from '@web/api';
import { apiKey, useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { useProperties } from '../../subscribers/common/use-properties';
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
  const properties = useProperties(canProperties);
  // The first pages of mailings, as one cached answer of its own (not the mailing list's pages).
  const mailings = useQuery({
    queryKey: [...apiKey('mailings.list'), 'builder'],
    queryFn: ({ signal }) => loadMailings(signal),
    enabled: canMailings,
  });
  // Suggestions only: the builder does not wait for them, and a name may be typed without them.
  const eventNames = useApiQuery('segments.eventNames', {});
  const error = properties.error ?? mailings.error;
  const ready = (!canProperties || properties.data !== undefined) && (!canMailings || mailings.data !== undefined);
  const names = eventNames.data?.items;
  const catalog = useMemo<BuilderCatalog | undefined>(
    () =>
      ready
        ? {
            properties: properties.properties,
            ...(mailings.data ?? { mailings: [], mailingsComplete: false }),
            eventNames: (names ?? []).map((n) => n.name),
          }
        : undefined,
    [ready, properties.properties, mailings.data, names],
  );
  return { catalog, error, canProperties, canMailings };
}
