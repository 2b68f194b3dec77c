import { useCallback, useEffect, useState } from 'react';
import type { RouteResponse } from '@shared/routes';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
import { isCalculating, POLL_MS, replaceSegment } from './segment-state';

export type SegmentList = RouteResponse<'segments.list'>;

interface State {
  data: SegmentList | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * GET /segments, read again every POLL_MS while any segment is calculating (quietly: the rows stay
 * and their progress moves), and not at all when `enabled` is false (no permission).
 */
export function useSegmentList(enabled = true) {
  const [state, setState] = useState<State>({ data: undefined, loading: enabled, error: null });
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    api('segments.list', { signal: controller.signal }).then(
      (data) => {
        setState({ data, loading: false, error: null });
        if (data.items.some(isCalculating)) timer = setTimeout(() => setTick((n) => n + 1), POLL_MS);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error }));
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, tick]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setTick((n) => n + 1);
  }, []);

  /** A segment the API answered a write with: in place at once, and polled on when it calculates. */
  const put = useCallback((segment: Segment) => {
    setState((s) => (s.data ? { ...s, data: { ...s.data, items: replaceSegment(s.data.items, segment) } } : s));
    if (isCalculating(segment)) setTick((n) => n + 1);
  }, []);

  const drop = useCallback((id: string) => {
    setState((s) => (s.data ? { ...s, data: { ...s.data, items: s.data.items.filter((x) => x.id !== id) } } : s));
  }, []);

  return { ...state, reload, put, drop };
}
