import { useCallback, useEffect, useState } from 'react';

interface LoadState<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
}

/**
 * One whole server answer: loading, error and data, with `reload` (keeps showing the old data
 * meanwhile) and `replace` for an answer a write returned. `load` must be stable (useCallback).
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ data: undefined, loading: true, error: null });
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
  const replace = useCallback((data: T) => setState({ data, loading: false, error: null }), []);

  return { ...state, reload, replace };
}
