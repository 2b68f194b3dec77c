import { useCallback } from 'react';
import type { Segment } from '@shared/schemas/segments';
import { apiKey, invalidate } from '@web/api/query';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { segmentView } from './segment-state';

/**
 * One segment, kept fresh while it calculates: polled (with backoff) until it is ready or failed.
 * `initial` (a segment just handed over by the page that saved it) saves the first read.
 */
export function useSegment(id: string | undefined, initial?: Segment) {
  const handed = initial !== undefined && initial.id === id;
  const query = useJobProgress('segments.get', { params: { id: id ?? '' } }, segmentView, {
    enabled: Boolean(id),
    initialData: handed ? initial : undefined,
  });
  const { set: put } = query;
  return {
    segment: query.data,
    error: query.error,
    /** A segment the API answered a write with: here at once, and the list reads it again when next shown. */
    set: useCallback(
      (segment: Segment) => {
        put(segment);
        void invalidate(apiKey('segments.list'));
      },
      [put],
    ),
    /** Reads it again now (after a refusal that says it is busy, say). */
    reload: query.reload,
  };
}
