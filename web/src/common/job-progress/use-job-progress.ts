import type { RouteId, RouteResponse } from '@shared/routes';
import type { ReadArgs } from '@web/api/client';
import { useApiQuery, type ApiQuery, type ApiQueryOptions } from '@web/api/query';
import type { Backoff } from '@web/api/query/policy';
import { jobPoll, type JobView } from './job-view';

/**
 * One background job's resource, read through the cache and polled while it is queued or running
 * (with backoff, paused in a hidden tab): the query itself plus the job as the progress display
 * sees it. `view` maps the route's answer to a JobView; a module-level function is best.
 */
export function useJobProgress<R extends RouteId>(
  route: R,
  args: ReadArgs<R>,
  view: (data: RouteResponse<R>) => JobView,
  options: ApiQueryOptions<RouteResponse<R>> & { idleMs?: number; backoff?: Backoff } = {},
): ApiQuery<RouteResponse<R>> & { job: JobView | undefined } {
  const { idleMs, backoff, ...rest } = options;
  const query = useApiQuery(route, args, { refetchInterval: jobPoll(view, idleMs, backoff), ...rest });
  return Object.assign(query, { job: query.data === undefined ? undefined : view(query.data) });
}
