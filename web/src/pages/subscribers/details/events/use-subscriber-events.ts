import { routes } from '@shared/routes';
import { EVENT_NAME_PATTERN } from '@shared/rules/custom-events';
import type { CustomEvent } from '@shared/schemas/custom-events';
import { useApiPages, useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { useDebounced } from '@web/common/use-debounced';

export type EventRow = CustomEvent;

/**
 * A subscriber's custom events, newest first, a page at a time, optionally only one name. The typed
 * name is asked for once it settles and only when it can be a name (a half-typed one with a space
 * would be refused); the account's names are suggestions for a user who may read them.
 */
export function useSubscriberEvents(id: string, typedName: string) {
  const can = useCan();
  const settled = useDebounced(typedName.trim(), 350);
  const name = settled && EVENT_NAME_PATTERN.test(settled) ? settled : undefined;
  const pages = useApiPages('subscribers.events', { params: { id }, query: { limit: 25, ...(name ? { name } : {}) } });
  const canNames = can(routes['segments.eventNames'].permission);
  const names = useApiQuery('segments.eventNames', {}, { enabled: canNames });
  return {
    pages,
    /** The filter as applied, and whether what is typed cannot be a name. */
    name,
    invalidName: Boolean(settled) && !name,
    suggestions: (names.data?.items ?? []).map((n) => n.name),
  };
}
