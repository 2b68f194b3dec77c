import type { RouteId, RouteResponse } from '@shared/routes';
import { api } from '../index';
import type { CallOptions } from '../client';

/**
 * `api` with options built at run time: the hooks take the typed pieces apart (params, query) and
 * put them back together with TanStack's signal, which the call's tuple type cannot follow.
 */
export function callRoute<R extends RouteId>(
  route: R,
  options: { params?: object; query?: object; body?: unknown; signal?: AbortSignal },
): Promise<RouteResponse<R>> {
  return (api as (id: R, options: CallOptions<R>) => Promise<RouteResponse<R>>)(route, options as CallOptions<R>);
}
