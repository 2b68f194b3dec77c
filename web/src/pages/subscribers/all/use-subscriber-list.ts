import type { SubscriberCount } from '@shared/schemas/subscriber';
import { useApiPages, useApiQuery } from '@web/api/query';
import type { toListQuery } from './filters';

/**
 * The server's pages of /subscribers for one query: a new query (or page size) is its own cached
 * list and starts at page one. While `waiting` (the filter's property is not known yet) nothing
 * is read, so the list is not first read without the filter.
 */
export function useSubscriberList(query: ReturnType<typeof toListQuery>, pageSize: number, waiting = false) {
  return useApiPages('subscribers.list', { query: { ...query, limit: pageSize } }, { enabled: !waiting });
}

/**
 * How many subscribers the same filters match (GET /subscribers/count): one read per filter, kept
 * while the user pages (nothing shows while a new filter's count is read). `capped` means "at least" (functions/subscribers/count.ts).
 */
export function useSubscriberCount(query: ReturnType<typeof toListQuery>, waiting = false) {
  return useApiQuery('subscribers.count', { query }, { enabled: !waiting });
}

/** "1 234", or "1 000+" when the server stopped counting (a filter with no counter). */
export function totalNumber(total: SubscriberCount, language: string): string {
  return `${total.count.toLocaleString(language)}${total.capped ? '+' : ''}`;
}
