import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import type { RouteId, RouteResponse } from '@shared/routes';
import type { CallOptions } from '../client';
import { callRoute } from './call';
import type { ApiKey } from './keys';
import { queryClient } from './query-client';

/** Marks cached answers stale; the ones on screen are read again at once, the others when next shown. */
export function invalidate(...keys: ApiKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);
}

/** Drops cached answers and reads the ones on screen from the start: a paged list starts over at page one (a new job, added entries). */
export function restart(...keys: ApiKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.resetQueries({ queryKey }))).then(() => undefined);
}

export interface ApiMutationOptions<R extends RouteId> {
  /** The answers this write changes (prefixes from apiKey), or a function of its answer and input. */
  invalidates?: ApiKey[] | ((data: RouteResponse<R>, input: CallOptions<R>) => ApiKey[]);
  /** Runs before the invalidation, e.g. to put the answer in a cached list at once. */
  onSuccess?: (data: RouteResponse<R>, input: CallOptions<R>) => void;
}

/**
 * A write to one route; after it succeeds the answers it changes are invalidated. Its error is the
 * client's ApiError (catalogue code, field errors), for useErrorText as before.
 */
export function useApiMutation<R extends RouteId>(
  route: R,
  options: ApiMutationOptions<R> = {},
): UseMutationResult<RouteResponse<R>, unknown, CallOptions<R>> {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallOptions<R>) => callRoute(route, input as { params?: object; query?: object; body?: unknown }),
    onSuccess: async (data, input) => {
      options.onSuccess?.(data, input);
      const keys = typeof options.invalidates === 'function' ? options.invalidates(data, input) : (options.invalidates ?? []);
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
