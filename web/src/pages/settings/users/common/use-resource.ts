import { useCallback, useEffect, useState } from 'react';

interface ResourceState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

export interface Resource<T> extends ResourceState<T> {
  /** Reads it again from the server (the table shows its loading state meanwhile). */
  reload: () => void;
  /** Applies a change the server has confirmed, without reading everything again. */
  mutate: (update: (data: T) => T) => void;
}

/**
 * One whole (unpaginated) server answer: loading, error and the data, with a reload and local
 * updates after a successful write. `load` must be stable (a module-level function).
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
  const mutate = useCallback((update: (data: T) => T) => {
    setState((s) => (s.data === undefined ? s : { ...s, data: update(s.data) }));
  }, []);

  return { ...state, reload, mutate };
}
