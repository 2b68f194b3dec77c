import { useCallback, useEffect, useState } from 'react';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
import { isCalculating, POLL_MS } from './segment-state';

/**
 * One segment, kept fresh while it calculates: read again every POLL_MS until it is ready or
 * failed. `initial` (a segment just handed over by the page that saved it) saves the first read.
 */
export function useSegment(id: string | undefined, initial?: Segment) {
  const handed = initial !== undefined && initial.id === id;
  const [segment, setSegment] = useState<Segment | undefined>(handed ? initial : undefined);
  const [error, setError] = useState<unknown>(null);
  // -1: nothing to read yet (handed over); every step up is a read.
  const [tick, setTick] = useState(handed ? -1 : 0);
  const busy = segment !== undefined && isCalculating(segment);

  useEffect(() => {
    if (!id || tick < 0) return;
    const controller = new AbortController();
    api('segments.get', { params: { id }, signal: controller.signal }).then(
      (fresh) => {
        setSegment(fresh);
        setError(null);
      },
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e);
      },
    );
    return () => controller.abort();
  }, [id, tick]);

  // Each answer while calculating schedules the next read.
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [busy, segment]);

  return {
    segment,
    error,
    /** A segment the API answered a write with. */
    set: setSegment,
    /** Reads it again now (after a refusal that says it is busy, say). */
    reload: useCallback(() => setTick((n) => n + 1), []),
  };
}
