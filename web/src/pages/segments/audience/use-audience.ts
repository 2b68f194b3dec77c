import { useCallback } from 'react';
import type { Subscriber } from '@shared/schemas/subscriber';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';

/**
 * The members of a segment's audience, a page at a time (GET /segments/{id}/audience). `version`
 * (the audience's computed-at) starts over at page one when a calculation publishes a new audience.
 */
export function useAudience(id: string, pageSize: number, version: string | undefined) {
  const fetchPage = useCallback(
    (cursor: string | undefined, signal: AbortSignal) => api('segments.audience', { params: { id }, query: { cursor, limit: pageSize }, signal }),
    // `version` is in the key on purpose: a new audience is a new list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, pageSize, version],
  );
  return useCursorPages<Subscriber>(fetchPage);
}
