import { useQuery, useQueryClient, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RouteId, RouteResponse } from '@shared/routes';
import type { ReadArgs } from '../client';
import { callRoute } from './call';
import { apiKey, type ApiKey } from './keys';

export type ApiQueryOptions<T> = Omit<UseQueryOptions<T, unknown, T, ApiKey>, 'queryKey' | 'queryFn'>;

export type ApiQuery<T> = UseQueryResult<T, unknown> & {
  /** The first read is on its way (nothing to show yet); a background re-read is not loading. */
  loading: boolean;
  /** Reads it again now (the data read before stays meanwhile). */
  reload: () => void;
  /** Puts an answer the server gave to a write in the cache, without reading again. */
  set: (data: T) => void;
  /** Applies a change the server has confirmed to the cached answer. */
  mutate: (update: (data: T) => T) => void;
};

/**
 * One route's answer through the cache: keyed by route, params and query (apiKey), cancelled with
 * TanStack's signal when nobody needs it any more, its error an ApiError from the catalogue.
 */
export function useApiQuery<R extends RouteId>(
  route: R,
  args: ReadArgs<R>,
  options: ApiQueryOptions<RouteResponse<R>> = {},
): ApiQuery<RouteResponse<R>> {
  const { params, query } = args as { params?: object; query?: object };
  const key = apiKey(route, params ?? {}, query ?? {});
  const client = useQueryClient();
  const result = useQuery({ queryKey: key, queryFn: ({ signal }) => callRoute(route, { params, query, signal }), ...options });
  const hash = JSON.stringify(key);
  const { refetch } = result;
  const reload = useCallback(() => void refetch(), [refetch]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the same while its text is
  const set = useCallback((data: RouteResponse<R>) => client.setQueryData(key, data), [client, hash]);
  const mutate = useCallback(
    (update: (data: RouteResponse<R>) => RouteResponse<R>) =>
      client.setQueryData<RouteResponse<R>>(key, (data) => (data === undefined ? data : update(data))),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key is the same while its text is
    [client, hash],
  );
  return Object.assign(result, { loading: result.isLoading, reload, set, mutate });
}
