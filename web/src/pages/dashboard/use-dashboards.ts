import { useEffect, useState } from 'react';
import type { Dashboards } from '@shared/schemas/dashboard';
import { api } from '@web/api';

/** The dashboard modules from GET /users/dashboards. */
export function useDashboards() {
  const [data, setData] = useState<Dashboards | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    const controller = new AbortController();
    api('users.dashboards', { signal: controller.signal }).then(setData, (e: unknown) => controller.signal.aborted || setError(e));
    return () => controller.abort();
  }, []);
  return { data, error, loading: data === null && error === null };
}
