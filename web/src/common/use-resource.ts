import { useCallback, useEffect, useState } from 'react';

interface ResourceState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

export interface Resource<T> extends ResourceState<T> {
  /** Reads it again from the server (loading meanwhile; the data read before stays until then). */
  reload: () => void;
  /** Puts an answer the server gave to a write in place, without reading again. */
  set: (data: T) => void;
  /** Applies a change the server has confirmed to the data held, without reading everything again. */
  mutate: (update: (data: T) => T) => void;
}

/**
 * One whole (unpaginated) server answer: loading, error and the data, with a reload and local
 * updates after a successful write. `load` must be stable (module level or useCallback): a new
 * function reads again.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const [state, setState] = useState<ResourceState<T>>({ data: undefined, loading: true, error: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ data, loading: false, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, error }));
      },
    );
    return () => controller.abort();
  }, [load, generation]);

  const reload = useCallback(() => {
    setState((s) => ({ ...s, loading: true, error: null }));
    setGeneration((g) => g + 1);
  }, []);
  const set = useCallback((data: T) => setState({ data, loading: false, error: null }), []);
  const mutate = useCallback((update: (data: T) => T) => {
    setState((s) => (s.data === undefined ? s : { ...s, data: update(s.data) }));
  }, []);
  return { ...state, reload, set, mutate };
}
