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
interface PageRequest<T> {
  index: number;
  cursor?: string;
  generation: number;
  /** The query the request belongs to. */
  source: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>;
}

const FRESH = { pages: [], pageIndex: 0, loading: true, error: null };

/**
 * Page-by-page reading of a cursor-paginated list for Cloudscape's open-ended Pagination (see
 * CursorPagination): pages already read are kept, the next one is fetched with the cursor the
 * previous one gave. A new `fetchPage` is a new query (filters, a search, a tab) and starts over at
 * page one, so `fetchPage` must change only when the query does (useCallback).
 */
export function useCursorPages<T>(fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>) {
  const [state, setState] = useState<PagesState<T>>(FRESH);
  const [request, setRequest] = useState<PageRequest<T>>({ index: 0, generation: 0, source: fetchPage });
  if (request.source !== fetchPage) {
    // Adjusting state while rendering: React starts this render over before anything shows.
    setRequest({ index: 0, generation: request.generation + 1, source: fetchPage });
    setState(FRESH);
  }

  useEffect(() => {
    if (request.source !== fetchPage) return;
    const controller = new AbortController();
    fetchPage(request.cursor, controller.signal).then(
      (page) => {
        if (!controller.signal.aborted) setState((s) => ({ pages: [...s.pages.slice(0, request.index), page], pageIndex: request.index, loading: false, error: null }));
      },
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
        setRequest((r) => ({ index, cursor: last.cursor, generation: r.generation, source: r.source }));
      }
    },
    /** Reads the current page again (after a change to its rows). */
    reloadPage() {
      setState((s) => ({ ...s, loading: true }));
      setRequest((r) => ({ ...r, generation: r.generation + 1 }));
    },
    /** Starts over at page one. */
    reload() {
      setState((s) => ({ ...s, loading: true }));
      setRequest((r) => ({ index: 0, generation: r.generation + 1, source: r.source }));
    },
    /** Rows changed by a write, put in place without a read. */
    replace(update: (item: T) => T) {
      setState((s) => ({ ...s, pages: s.pages.map((p) => ({ ...p, items: p.items.map(update) })) }));
    },
  };
}
export type CursorPages<T> = ReturnType<typeof useCursorPages<T>>;
