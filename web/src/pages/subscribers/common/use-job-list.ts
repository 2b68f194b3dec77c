import { useCallback } from 'react';
import { useCursorPages, type CursorPage, type CursorPages } from '@web/common/use-cursor-pages';
import { usePollActive } from '@web/common/use-poll-active';

/** Where a list of background jobs comes from. Module-level, so its functions are stable. */
export interface JobSource<T> {
  /** A page of the jobs, newest first. */
  list: (cursor: string | undefined, signal: AbortSignal) => Promise<CursorPage<T>>;
  /** One job read again. */
  get: (id: string, signal: AbortSignal) => Promise<T>;
  /** Still queued or running: worth reading again. */
  isActive: (job: T) => boolean;
}

/**
 * Background jobs (imports, exports), newest first, a page at a time; read again from page one when
 * `generation` changes (a job was just started), and the ones still working kept fresh in place.
 */
export function useJobList<T extends { id: string }>(source: JobSource<T>, generation: number): CursorPages<T> {
  const { list } = source;
  const pages = useCursorPages<T>(
    useCallback(
      (cursor: string | undefined, signal: AbortSignal) => list(cursor, signal),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- a new generation is a reason to read again
      [list, generation],
    ),
  );
  usePollActive(pages.items, source.isActive, source.get, pages.replace);
  return pages;
}
