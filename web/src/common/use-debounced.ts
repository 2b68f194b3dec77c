import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms` (typing into a search box: the server is asked
 * only then). Compared by JSON, so a filter object rebuilt on every render is not a change.
 */
export function useDebounced<T>(value: T, ms = 350): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}
