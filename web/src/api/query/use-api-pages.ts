import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import type { RouteId, RouteResponse } from '@shared/routes';
import type { ReadArgs } from '../client';
import { callRoute } from './call';
import { apiKey } from './keys';

export interface CursorPage<T> {
  items: T[];
  cursor?: string;
}

type ItemOf<R extends RouteId> = RouteResponse<R> extends { items: (infer T)[] } ? T : never;

/** What the tables need of a cursor-paged list (CursorPagination, PagedTable, the job lists). */
export interface CursorPages<T, Raw = T> {
  items: T[];
  pageIndex: number;
  pagesCount: number;
  hasMore: boolean;
  loading: boolean;
  error: unknown;
  goTo: (index: number) => void;
  /** Reads the pages held again (after a change to their rows), quietly. */
  reloadPage: () => void;
  /** Starts over at page one. */
  reload: () => void;
  /** Rows changed by a write, put in place without a read. */
  replace: (update: (item: Raw) => Raw) => void;
}

/** What a read-only table shows of a list (PagedTable): everything but the in-place write. */
export type PagedList<T> = Omit<CursorPages<T>, 'replace'>;

interface Options<Raw, Row> {
  enabled?: boolean;
  /** Something the answer depends on that is no part of the request (an audience's computed-at): a new one is a new list. */
  version?: string;
  /** Turns an item into the table's row (an id for rows the API gives none); `cursor` is its page's. */
  row?: (item: Raw, index: number, cursor: string | undefined) => Row;
}

/**
 * A cursor-paginated list read a page at a time through the cache (one entry per route, params and
 * query, 'pages' at the end of the key): the pages read are kept, the next is read with the cursor
 * the last one gave, and coming back to the list shows them at once. A different query (a filter, a
 * search) is a different entry and starts at page one.
 */
export function useApiPages<R extends RouteId, Row = ItemOf<R>>(
  route: R,
  args: ReadArgs<R>,
  options: Options<ItemOf<R>, Row> = {},
): CursorPages<Row, ItemOf<R>> {
  const { params, query } = args as { params?: object; query?: object };
  const key = [...apiKey(route, params ?? {}, query ?? {}, 'pages'), ...(options.version === undefined ? [] : [options.version])];
  const hash = JSON.stringify(key);
  const client = useQueryClient();
  const [at, setAt] = useState({ hash, index: 0 });
  const result = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callRoute(route, { params, query: { ...query, cursor: pageParam }, signal }) as Promise<CursorPage<ItemOf<R>>>,
    getNextPageParam: (last: CursorPage<ItemOf<R>>) => last.cursor || undefined,
    enabled: options.enabled,
  });
  const pages = result.data?.pages ?? [];
  const cursors = result.data?.pageParams ?? [];
  // The page asked for, shown once it has arrived (the one before stays meanwhile).
  const wanted = at.hash === hash ? at.index : 0;
  const pageIndex = Math.max(0, Math.min(wanted, pages.length - 1));
  const raw = pages[pageIndex]?.items ?? [];
  const row = options.row;
  const items = row ? raw.map((item, i) => row(item, i, cursors[pageIndex] as string | undefined)) : (raw as unknown as Row[]);
  return {
    items,
    pageIndex,
    pagesCount: Math.max(pages.length, 1),
    hasMore: result.hasNextPage,
    loading: result.isLoading || result.isFetchingNextPage || (result.isFetching && wanted !== pageIndex),
    error: result.error,
    goTo(index) {
      if (index < pages.length) setAt({ hash, index });
      else if (index === pages.length && result.hasNextPage && !result.isFetching) {
        setAt({ hash, index });
        void result.fetchNextPage();
      }
    },
    reloadPage: () => void result.refetch(),
    reload() {
      setAt({ hash, index: 0 });
      void client.resetQueries({ queryKey: key, exact: true });
    },
    replace(update) {
      client.setQueryData<InfiniteData<CursorPage<ItemOf<R>>>>(key, (data) =>
        data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(update) })) } : data,
      );
    },
  };
}
