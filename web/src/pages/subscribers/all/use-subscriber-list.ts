import { useCallback } from 'react';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';
import type { toListQuery } from './filters';

const never = () => new Promise<never>(() => undefined);

/**
 * The server's pages of /subscribers for one query: a new query (or page size) starts at page one.
 * The query is compared by value; while `waiting` (the filter's property is not known yet) nothing
 * is read, so the list is not first read without the filter.
 */
export function useSubscriberList(query: ReturnType<typeof toListQuery>, pageSize: number, waiting = false) {
  const key = JSON.stringify(query);
  const fetchPage = useCallback(
    (cursor: string | undefined, signal: AbortSignal) =>
      waiting ? never() : api('subscribers.list', { query: { ...(JSON.parse(key) as typeof query), cursor, limit: pageSize }, signal }),
    [key, pageSize, waiting],
  );
  return useCursorPages<Subscriber>(fetchPage);
}
