import { useApiPages } from '@web/api/query';
import type { toListQuery } from './filters';

/**
 * The server's pages of /subscribers for one query: a new query (or page size) is its own cached
 * list and starts at page one. While `waiting` (the filter's property is not known yet) nothing
 * is read, so the list is not first read without the filter.
 */
export function useSubscriberList(query: ReturnType<typeof toListQuery>, pageSize: number, waiting = false) {
  return useApiPages('subscribers.list', { query: { ...query, limit: pageSize } }, { enabled: !waiting });
}
