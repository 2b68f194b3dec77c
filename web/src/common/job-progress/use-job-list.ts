import { useQueries } from '@tanstack/react-query';
import type { RouteId } from '@shared/routes';
import { apiKey, useApiPages, type CursorPages } from '@web/api/query';
import { callRoute } from '@web/api/query/call';
import { jobPoll, type JobView } from './job-view';

/**
 * Background jobs (imports, exports, SMS sendings), newest first, a page at a time through the
 * cache; each row still queued or running is its own job query (`getRoute` by id), polled with
 * backoff, and shown in place of the listed row: the list never reorders under the user, and
 * only the working rows are read again. Start a list over with restart(apiKey(listRoute)).
 */
export function useJobList<T extends { id: string }>(
  listRoute: RouteId,
  getRoute: RouteId,
  view: (job: T) => JobView,
  limit = 20,
  /** More of the list route's query (a filter). */
  query: Record<string, string> = {},
): CursorPages<T> {
  const pages = useApiPages(listRoute, { query: { limit, ...query } } as never) as unknown as CursorPages<T>;
  // Active as listed (not as polled): a row that finished keeps its query until the list is read again.
  const active = pages.items.filter((job) => view(job).phase === 'queued' || view(job).phase === 'running');
  const fresh = useQueries({
    queries: active.map((job) => ({
      queryKey: apiKey(getRoute, { id: job.id }, {}),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callRoute(getRoute, { params: { id: job.id }, signal }) as Promise<unknown> as Promise<T>,
      initialData: job,
      refetchInterval: jobPoll(view),
    })),
  });
  const byId = new Map(fresh.flatMap((q) => (q.data ? [[q.data.id, q.data] as const] : [])));
  return { ...pages, items: pages.items.map((job) => byId.get(job.id) ?? job) };
}
