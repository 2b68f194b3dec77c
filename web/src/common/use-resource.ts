import { useCallback, useEffect, useState } from 'react';

interface ResourceState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

export interface Resource<T> extends ResourceState<T> {
  /** Reads it again from the server. */
  reload: () => void;
  /** Puts an answer the server gave to a write in place, without reading again. */
  set: (data: T) => void;
}

/** One whole server answer: loading, error and data. `load` must be stable (module level or useCallback). */
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
  return { ...state, reload, set };
}
