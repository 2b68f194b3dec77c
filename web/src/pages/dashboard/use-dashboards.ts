import { useApiQuery } from '@web/api/query';

/**
 * The dashboard modules from GET /users/dashboards (cached: going back to the dashboard shows them
 * at once). While the getting-started panel shows, each visit also reads again: its steps turn done
 * through work on other pages (an import, a new mailing), and a 30 s old "to do" would mislead.
 */
export function useDashboards() {
  const query = useApiQuery('users.dashboards', {}, { staleTime: (q) => (q.state.data?.gettingStarted ? 0 : 30_000) });
  return { data: query.data ?? null, error: query.error, loading: query.loading };
}
