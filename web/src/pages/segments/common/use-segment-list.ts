import { useCallback } from 'react';
import type { RouteResponse } from '@shared/routes';
import type { Segment } from '@shared/schemas/segments';
import { apiKey, invalidate, pollInterval, useApiQuery } from '@web/api/query';
import { isCalculating, replaceSegment } from './segment-state';

export type SegmentList = RouteResponse<'segments.list'>;

/** Polled while any segment calculates; a change in any calculation's progress resets the backoff. */
const listPoll = pollInterval<SegmentList>({
  isActive: (list) => list.items.some(isCalculating),
  progress: (list) => list.items.filter(isCalculating).map((s) => [s.id, s.state, s.progress]),
});

/**
 * GET /segments through the cache, polled while any segment is calculating (quietly: the rows
 * stay and their progress moves), and not read at all when `enabled` is false (no permission).
 */
export function useSegmentList(enabled = true) {
  const query = useApiQuery('segments.list', {}, { enabled, refetchInterval: listPoll });
  const { mutate } = query;

  /** A segment the API answered a write with: in place at once (polling resumes if it calculates). */
  const put = useCallback(
    (segment: Segment) => {
      mutate((list) => ({ ...list, items: replaceSegment(list.items, segment) }));
      void invalidate(apiKey('segments.get', { id: segment.id }));
    },
    [mutate],
  );

  const drop = useCallback((id: string) => mutate((list) => ({ ...list, items: list.items.filter((x) => x.id !== id) })), [mutate]);

  return { data: query.data, loading: query.loading, error: query.error, reload: query.reload, put, drop };
}
