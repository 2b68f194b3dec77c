import { useEffect, useState } from 'react';

export interface CursorPage<T> {
  items: T[];
  cursor?: string;
}

interface PagesState<T> {
  pages: CursorPage<T>[];
  pageIndex: number;
  loading: boolean;
  error: unknown;
}

/** Which page to fetch and with which cursor; `generation` forces a fresh read (refresh). */
interface PageRequest {
  index: number;
  cursor?: string;
  generation: number;
}

/**
 * Page-by-page reading of a cursor-paginated list for Cloudscape's open-ended Pagination:
 * pages already read are kept, the next one is fetched with the cursor the previous one gave.
 * `fetchPage` must be stable (useCallback): a new function starts over.
 */
export function useCursorPages<T>(fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>) {
  const [state, setState] = useState<PagesState<T>>({ pages: [], pageIndex: 0, loading: true, error: null });
  const [request, setRequest] = useState<PageRequest>({ index: 0, generation: 0 });

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(request.cursor, controller.signal).then(
      (page) => setState((s) => ({ pages: [...s.pages.slice(0, request.index), page], pageIndex: request.index, loading: false, error: null })),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [fetchPage, request]);

  const { pages, pageIndex } = state;
  const last = pages[pages.length - 1];
  return {
    items: pages[pageIndex]?.items ?? [],
    pageIndex,
    pagesCount: Math.max(pages.length, 1),
    hasMore: Boolean(last?.cursor),
    loading: state.loading,
    error: state.error,
    goTo(index: number) {
      if (index < pages.length) {
        setState((s) => ({ ...s, pageIndex: index }));
      } else if (index === pages.length && last?.cursor && !state.loading) {
        setState((s) => ({ ...s, loading: true }));
        setRequest((r) => ({ index, cursor: last.cursor, generation: r.generation }));
      }
    },
    reload() {
      setState((s) => ({ ...s, loading: true }));
      setRequest((r) => ({ index: 0, generation: r.generation + 1 }));
    },
  };
}
