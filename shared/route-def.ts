import type { z } from 'zod';
import type { ErrorCode } from './errors';
import type { PermissionKey } from './permissions';
import type { RateLimitName } from './rate-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One line of the route table (shared/route-table/<domain>.ts): what the router, the permission
 * guard and the web app read. No zod here, so the web's bundle carries no request schema.
 * `public`: no session. `session`: a logged-in user acting in one account; `permission` null means
 * any logged-in user (their own profile, for example). `token`: an integrator's call with an API
 * token (`Authorization: Bearer gnc_live_…`, issue 19), never a session's cookies; its path is under
 * the versioned prefix (API_V1_PREFIX, `/v1/…`) and `permission` is the scope the token must hold.
 */
export interface RouteLine {
  method: HttpMethod;
  path: string;
  auth: 'public' | 'session' | 'token';
  permission: PermissionKey | null;
  /** Reachable before the user finished onboarding (spec section 2); every other session route is not. */
  beforeOnboarding?: true;
  /** The platform's admin zone: only super administrators; for anyone else the route does not exist. */
  superAdmin?: true;
  /** Needs a switch in the account's config (spec section 2: the blacklist needs blacklist_enabled); 403 FEATURE_NOT_ENABLED otherwise. */
  requiresConfig?: 'blacklist_enabled';
  /** Also needs a live timed permission (spec sections 4 and 6): the password re-entered within the last minutes. */
  timed?: true;
  /**
   * A multipart/form-data upload instead of a JSON body: its fields (a file as {name, type, data})
   * are validated by `body`; the whole file may be at most `maxBytes`. A bigger file is 413
   * FILE_SIZE_EXCEEDED {max: bytes}, or `tooLarge` when the route names its own code (a zip's limit is
   * shown as the spec asks, `ZIP_TOO_LARGE {max: '4 MB'}`).
   */
  upload?: { maxBytes: number; tooLarge?: { code: ErrorCode; params: Record<string, string | number> } };
  /** The abuse limits it counts against (shared/rate-limits.ts); by default a signed-in route counts against its account's budget. */
  rateLimit?: readonly RateLimitName[];
  status?: number;
  /** Takes an `Idempotency-Key` header: a retry with the same key and body answers the first call's result (the public API's sends). */
  idempotencyKey?: true;
  /** The body is left unparsed for the handler (ctx.event), which checks a signature over its exact bytes (shop connectors). */
  rawBody?: true;
}

/**
 * A line's zod schemas (shared/route-table/<domain>.schemas.ts): the server validates the request
 * with `body` and `query` and its own answer with `response`; the web takes their types only.
 */
export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

/** A line with its schemas: a route as the API serves it (shared/api-routes.ts). */
export type RouteDef = RouteLine & RouteSchemas;

/** The schemas of every line of a domain, by route id: a missing or an unknown id fails to compile. */
export type SchemasFor<Lines> = { [Id in keyof Lines]: RouteSchemas };
