import type { RouteId } from '@shared/routes';

/**
 * Every cached API answer lives under one key shape: ['api', route, params, query] (and 'pages' at
 * the end for a cursor-paged list). `apiKey` is the only place that builds them, so a write can
 * invalidate a whole route (`apiKey('segments.list')`) or one resource (`apiKey('segments.get', { id })`):
 * TanStack matches a shorter key as a prefix and compares the objects in it partially.
 */
export type ApiKey = readonly unknown[];

/** Values the client would not send (see queryString in client.ts) do not make a different key. */
function normalized(values: unknown): Record<string, unknown> {
  if (!values || typeof values !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/**
 * The key of a route's answer. Omitted trailing parts make a prefix (for invalidation); a query
 * always passes both, so `{}` and "no params" are the same key.
 */
export function apiKey(route: RouteId, params?: object, query?: object, kind?: 'pages'): ApiKey {
  const key: unknown[] = ['api', route];
  if (params !== undefined || query !== undefined || kind) key.push(normalized(params));
  if (query !== undefined || kind) key.push(normalized(query));
  if (kind) key.push(kind);
  return key;
}
