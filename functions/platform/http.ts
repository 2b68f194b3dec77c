import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { PermissionMap } from '@shared/permissions';
import {
  compilePath,
  routes,
  type RouteBody,
  type RouteDef,
  type RouteId,
  type RouteLines,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@shared/api-routes';
import type { VersionAccess } from '@shared/versions';
import { BadRequestError } from './errors';
import { parseCookies } from './cookies';
import { decodePathParam } from './input';

/**
 * Who is calling: set by the guard for `session` routes (a member's session) and `token` routes (an
 * API token, functions/api-tokens/authenticate.ts: the token's scopes as permissions, its creator's
 * segment restriction, `token` set, and a userId and e-mail that name the token).
 */
export interface Principal {
  userId: string;
  /** The user's address, for records of who did what. */
  email: string;
  accountId: string;
  sessionId: string;
  permissions: PermissionMap;
  /** Spec section 6: the working and ready versions the member reaches (the mailings service enforces them). */
  versions: VersionAccess;
  /** Spec section 2: most routes need a finished onboarding. */
  onboarded: boolean;
  /** Platform super administrators alone reach the admin zone. */
  platformRole: 'SUPER_ADMIN' | 'USER';
  /** Spec section 6: a member restricted to segments reaches only their members (empty: everyone). */
  segmentIds: string[];
  /** Set when an API token calls (issue 19): which one, so a record of who did what names it. */
  token?: { id: string; name: string };
}

export interface RequestContext {
  event: APIGatewayProxyEventV2;
  cookies: Record<string, string>;
  ip: string;
  userAgent: string;
  /** The https origin the caller used, for links built during this request. */
  origin: string;
  principal?: Principal;
  /** Set-Cookie values to add to the response. */
  setCookies: string[];
}

export interface SessionContext extends RequestContext {
  principal: Principal;
}

export type RouteHandler<R extends RouteId> = (input: {
  body: RouteBody<R>;
  query: RouteQuery<R>;
  params: RouteParams<R>;
  ctx: RouteLines[R]['auth'] extends 'session' | 'token' ? SessionContext : RequestContext;
}) => Promise<RouteResponse<R>>;

export type HandlerTable = { [R in RouteId]: RouteHandler<R> };
/** The handlers of one domain's slice of the route table (shared/route-table/<domain>.ts). */
export type HandlersFor<T> = { [R in keyof T & RouteId]: RouteHandler<R> };

/** Resolves the session cookie into a principal, or throws 401; checks CSRF on writes. */
export type Authenticate = (ctx: RequestContext, method: string) => Promise<Principal>;

export interface ApiGuards {
  authenticate: Authenticate;
  /** For `token` routes: the Bearer secret into the token's principal, or 401/403 (never cookies, never CSRF). */
  authenticateToken: (ctx: RequestContext) => Promise<Principal>;
  /** For `timed` routes: throws 403 TIMED_PERMISSION_NO_ACCESS unless the session holds a live timed permission. */
  requireTimedPermission: (principal: Principal) => Promise<void>;
  /** For routes with `requiresConfig`: throws 403 FEATURE_NOT_ENABLED unless the account has the switch on. */
  requireAccountConfig: (principal: Principal, key: NonNullable<RouteDef['requiresConfig']>) => Promise<void>;
  /** Counts the call against its route's abuse limits (shared/rate-limits.ts); throws 429 with Retry-After when one is spent. */
  rateLimit: (def: RouteDef, subjects: { ip: string; accountId?: string; tokenId?: string; body?: unknown }) => Promise<void>;
}

/**
 * A literal segment wins over a parameter, as in API Gateway (GET /mailings/archive is not GET
 * /mailings/{id}): paths are compared segment by segment, and at the first where one has a literal and
 * the other a parameter, the literal's route is tried first.
 */
export function bySpecificity(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const leftParam = left[i]!.startsWith('{');
    const rightParam = right[i]!.startsWith('{');
    if (leftParam !== rightParam) return leftParam ? 1 : -1;
  }
  return 0;
}

/**
 * A path's shape, a letter a segment (literal `a`, parameter `b`): ordered as text, shapes order
 * routes as bySpecificity does wherever it decides, and totally. Sorting with bySpecificity itself
 * is not safe: it calls unrelated paths equal, so the sort may leave /subscribers/{id} before a
 * /subscribers/scoring declared after it.
 */
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment.startsWith('{') ? 'b' : 'a'))
    .join('');

const compiled = (Object.entries(routes) as [RouteId, RouteDef][])
  .map(([id, def]) => ({ id, def, shape: shapeOf(def.path), ...compilePath(def.path) }))
  .sort((a, b) => (a.shape < b.shape ? -1 : a.shape > b.shape ? 1 : 0));

/** The route for a method and path, with its decoded parameters; a parameter whose encoding is broken is a bad request. */
export function matchRoute(method: string, path: string) {
  for (const route of compiled) {
    if (route.def.method !== method) continue;
    const m = route.regex.exec(path);
    if (!m) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      const value = decodePathParam(m[i + 1] ?? '');
      if (value === undefined) throw new BadRequestError('BAD_REQUEST', { reason: 'path_encoding', param: name });
      params[name] = value;
    });
    return { id: route.id, def: route.def, params };
  }
  return undefined;
}

export function json(
  status: number,
  body: unknown,
  cookies: string[] = [],
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    // X-Content-Type-Options and the other security headers: the security-headers middleware.
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    cookies,
    body: JSON.stringify(body),
  };
}

export function requestContext(event: APIGatewayProxyEventV2): RequestContext {
  const headers = event.headers ?? {};
  const host = headers['x-forwarded-host'] ?? headers.host ?? 'localhost';
  const proto = headers['x-forwarded-proto'] ?? (host.startsWith('localhost') || host.startsWith('127.0.0.1') ? 'http' : 'https');
  return {
    event,
    cookies: parseCookies(event.cookies ?? headers.cookie),
    // Where the request came from as API Gateway saw it; the caller middleware replaces it with the client's
    // address (origin.ts), which behind CloudFront is the viewer's.
    ip: event.requestContext?.http?.sourceIp ?? '',
    userAgent: headers['user-agent'] ?? '',
    origin: `${proto}://${host}`,
    setCookies: [],
  };
}
