import { CSRF_COOKIE, CSRF_HEADER } from '@shared/constants';
import {
  API_PREFIX,
  buildPath,
  routes,
  type HttpMethod,
  type RouteBodyInput,
  type RouteDef,
  type RouteId,
  type RouteParams,
  type RouteQueryInput,
  type RouteResponse,
  type RouteLines,
} from '@shared/routes';
import { textProblem, toSafeName } from '@shared/rules/text';
import type { z } from 'zod';
import { ApiError, NETWORK_ERROR_CODE, errorFromResponse } from './errors';

/** Everything the client touches outside itself, injected so tests can run it in node. */
export interface ApiDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  navigate: (to: string) => void;
  readCookie: (name: string) => string | undefined;
  location: () => { pathname: string; search: string; href: string };
  screen: () => { width: number; height: number } | undefined;
  userAgent: () => string | undefined;
  /** The logged-in state must be cleared (refresh failed, user gone or locked). */
  onSessionLost?: (reason: 'expired' | 'locked') => void;
  /** Spec section 8: a 403 TIMED_PERMISSION_NO_ACCESS clears the timed-access flag. */
  onTimedPermissionLost?: () => void;
  /** A failure the user should see even if the caller does not show it (network errors). */
  onNotify?: (error: ApiError) => void;
  baseUrl?: string;
}

export interface RawRoute<T> {
  method: HttpMethod;
  /** Path below API_PREFIX, params already filled in. */
  path: string;
  auth: 'public' | 'session';
  /** Checked here when given (the dev outbox's calls); route-table calls trust the server's own check. */
  response?: z.ZodType<T>;
}

export interface CommonOptions {
  signal?: AbortSignal;
  /** 'silent': on a lost session only clear the state, without going to login (the first users.me). */
  onSessionLost?: 'redirect' | 'silent';
  /** Request headers a route reads beside its body (the editor's autosave marks its saves). */
  headers?: Record<string, string>;
}

type Simplify<T> = { [K in keyof T]: T[K] };
type ParamsArg<R extends RouteId> = keyof RouteParams<R> extends never ? { params?: undefined } : { params: RouteParams<R> };
type BodyArg<R extends RouteId> =
  RouteBodyInput<R> extends undefined
    ? { body?: undefined }
    : object extends RouteBodyInput<R>
      ? { body?: RouteBodyInput<R> }
      : { body: RouteBodyInput<R> };
type QueryArg<R extends RouteId> = RouteQueryInput<R> extends undefined ? { query?: undefined } : { query?: RouteQueryInput<R> };
/** What names one answer of a route: its path params and query (a read's cache key). */
export type ReadArgs<R extends RouteId> = Simplify<ParamsArg<R> & QueryArg<R>>;
export type CallOptions<R extends RouteId> = Simplify<ParamsArg<R> & BodyArg<R> & QueryArg<R> & CommonOptions>;
type IsOptional<R extends RouteId> = object extends ParamsArg<R> & BodyArg<R> ? true : false;
export type CallArgs<R extends RouteId> = IsOptional<R> extends true ? [options?: CallOptions<R>] : [options: CallOptions<R>];

type RefreshOutcome = 'ok' | 'lost';

/** Routes that take a multipart/form-data upload (their RouteDef has `upload`). */
export type UploadRouteId = { [K in RouteId]: RouteLines[K] extends { upload: object } ? K : never }[RouteId];

export type UploadOptions<R extends UploadRouteId> = Simplify<
  ParamsArg<R> & {
    /** Sent as the form field `file`; a File keeps its own name unless `fileName` is given. */
    file: Blob;
    fileName?: string;
    signal?: AbortSignal;
  }
>;

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function createApiClient(deps: ApiDeps) {
  const base = `${deps.baseUrl ?? ''}${API_PREFIX}`;
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function send(
    method: HttpMethod,
    path: string,
    query: unknown,
    body: unknown,
    signal?: AbortSignal,
    extra?: Record<string, string>,
  ): Promise<Response> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    const init: RequestInit = { method, credentials: 'include', headers, signal };
    if (method !== 'GET') {
      // A form is sent as multipart/form-data: the browser writes the content type with its boundary.
      if (!(body instanceof FormData)) headers['content-type'] = 'application/json';
      const csrf = deps.readCookie(CSRF_COOKIE);
      if (csrf) headers[CSRF_HEADER] = csrf;
      init.body = body instanceof FormData ? body : JSON.stringify(body ?? {});
    }
    try {
      return await deps.fetch(`${base}${path}${queryString(query)}`, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      const error = new ApiError(0, NETWORK_ERROR_CODE, {});
      deps.onNotify?.(error);
      throw error;
    }
  }

  function clientInfo() {
    const screen = deps.screen();
    return {
      ua: deps.userAgent()?.slice(0, 1024),
      resolution: screen ? `${screen.width}x${screen.height}` : undefined,
      url: deps.location().href.slice(0, 2048),
    };
  }

  /** One refresh at a time: every caller that got a 401 meanwhile waits for the same answer. */
  function refreshSession(): Promise<RefreshOutcome> {
    refreshing ??= (async (): Promise<RefreshOutcome> => {
      const res = await send('POST', routes['auth.refresh'].path, undefined, clientInfo());
      if (res.ok) return 'ok';
      if (res.status === 401 || res.status === 429) return 'lost';
      throw await errorFromResponse(res);
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function loseSession(reason: 'expired' | 'locked', mode: CommonOptions['onSessionLost']) {
    deps.onSessionLost?.(reason);
    if (reason === 'locked') {
      deps.navigate('/login?locked=1');
      return;
    }
    if (mode === 'silent') return;
    const { pathname, search } = deps.location();
    if (pathname === '/login') return;
    deps.navigate(`/login?return=${encodeURIComponent(pathname + search)}`);
  }

  async function request<T>(route: RawRoute<T>, options: { query?: unknown; body?: unknown } & CommonOptions = {}): Promise<T> {
    const { query, body, signal, headers } = options;
    let res = await send(route.method, route.path, query, body, signal, headers);
    if (res.status === 401 && route.auth === 'session') {
      const outcome = await refreshSession();
      if (outcome === 'lost') {
        loseSession('expired', options.onSessionLost);
        throw await errorFromResponse(res);
      }
      res = await send(route.method, route.path, query, body, signal, headers);
    }
    if (!res.ok) {
      const error = await errorFromResponse(res);
      if (res.status === 403 && error.code === 'AUTH_TIMED_PERMISSION_LOCKED') {
        // The server ends the session; clearing cookies is best effort.
        void send('POST', routes['auth.logout'].path, undefined, {}).catch(() => undefined);
        loseSession('locked', options.onSessionLost);
      }
      if (res.status === 403 && error.code === 'TIMED_PERMISSION_NO_ACCESS') {
        deps.onTimedPermissionLost?.();
        throw new ApiError(403, error.code, error.params, true);
      }
      throw error;
    }
    const json: unknown =
      res.status === 204
        ? {}
        : await res.json().catch(() => {
            throw new ApiError(res.status, 'INVALID_DATA');
          });
    if (!route.response) return json as T;
    const parsed = route.response.safeParse(json);
    if (!parsed.success) throw new ApiError(res.status, 'INVALID_DATA', { reason: 'response_schema' });
    return parsed.data;
  }

  /** Calls one route of the shared table, typed by its id. */
  async function call<R extends RouteId>(id: R, ...[options]: CallArgs<R>): Promise<RouteResponse<R>> {
    const def = routes[id];
    const opts = (options ?? {}) as { params?: Record<string, string>; query?: unknown; body?: unknown } & CommonOptions;
    const path = buildPath(def.path, opts.params ?? {});
    const auth: RouteDef['auth'] = def.auth;
    // Token routes (/v1, issue 19) are the integrators': a browser's session never reaches them.
    if (auth === 'token') throw new ApiError(0, 'BAD_REQUEST', { reason: 'token_route' });
    try {
      // No response schema here: the server parses every answer with the route's schema before it
      // sends it (functions/platform/api.ts), and the schemas stay out of the web's bundle (shared/routes.ts).
      return await request<RouteResponse<R>>({ method: def.method, path, auth }, opts);
    } catch (error) {
      // Spec section 8: the current user vanished (deleted, removed from the account) → login.
      if (
        id === 'users.me' &&
        error instanceof ApiError &&
        error.code === 'USER_NOT_FOUND' &&
        (error.status === 400 || error.status === 404)
      ) {
        loseSession('expired', opts.onSessionLost);
      }
      throw error;
    }
  }

  /**
   * Uploads one file to a route with `upload` (multipart/form-data, field `file`). Spec section 4:
   * an upload first forces a session refresh, so a large body is never sent on an expiring session
   * only to be refused and sent again.
   */
  async function upload<R extends UploadRouteId>(id: R, options: UploadOptions<R>): Promise<RouteResponse<R>> {
    const def = routes[id];
    const { file, fileName, signal } = options;
    const params = (options as { params?: Record<string, string> }).params ?? {};
    if ((await refreshSession()) === 'lost') {
      loseSession('expired', 'redirect');
      throw new ApiError(401, 'AUTH_SESSION_EXPIRED');
    }
    const form = new FormData();
    const name = toSafeName(fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'file'));
    // A name another system gave the file (control or direction characters in it) is not the user's mistake.
    form.append('file', file, textProblem(name, 'singleLine') ? 'file' : name);
    return request<RouteResponse<R>>({ method: def.method, path: buildPath(def.path, params), auth: def.auth }, { body: form, signal });
  }

  return { call, request, upload };
}

export type ApiClient = ReturnType<typeof createApiClient>;
