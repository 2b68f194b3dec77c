import { useApiQuery } from '@web/api/query';

/** The dashboard modules from GET /users/dashboards (cached: going back to the dashboard shows them at once). */
export function useDashboards() {
  const query = useApiQuery('users.dashboards', {});
  return { data: query.data ?? null, error: query.error, loading: query.loading };
}
