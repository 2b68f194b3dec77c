import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MAX_JSON_BODY_BYTES, MAX_JSON_DEPTH } from '@shared/constants';
import { hasPermission, type PermissionMap } from '@shared/permissions';
import {
  API_PREFIX, compilePath, routes, type RouteBody, type RouteDef, type RouteId, type RouteParams, type RouteQuery, type RouteResponse,
} from '@shared/routes';
import { toFieldErrors } from '@shared/validation';
import type { VersionAccess } from '@shared/versions';
import type { z } from 'zod';
import { BadRequestError, ForbiddenError, NotFoundError, PayloadTooLargeError, ValidationError, toHttpError } from './errors';
import { logger } from './logger';
import { parseCookies } from './cookies';
import { decodePathParam, jsonDeeperThan, malformedText } from './input';
import { clientAddress } from './origin';

/** Who is calling: set by the session middleware for `session` routes. */
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
  ctx: Routes[R]['auth'] extends 'session' ? SessionContext : RequestContext;
}) => Promise<RouteResponse<R>>;
type Routes = typeof routes;

export type HandlerTable = { [R in RouteId]: RouteHandler<R> };
/** The handlers of one domain's slice of the route table (shared/route-table/<domain>.ts). */
export type HandlersFor<T> = { [R in keyof T & RouteId]: RouteHandler<R> };

/** Resolves the session cookie into a principal, or throws 401; checks CSRF on writes. */
export type Authenticate = (ctx: RequestContext, method: string) => Promise<Principal>;

export interface ApiGuards {
  authenticate: Authenticate;
  /** For `timed` routes: throws 403 TIMED_PERMISSION_NO_ACCESS unless the session holds a live timed permission. */
  requireTimedPermission: (principal: Principal) => Promise<void>;
  /** For routes with `requiresConfig`: throws 403 FEATURE_NOT_ENABLED unless the account has the switch on. */
  requireAccountConfig: (principal: Principal, key: NonNullable<RouteDef['requiresConfig']>) => Promise<void>;
  /** Counts the call against its route's abuse limits (shared/rate-limits.ts); throws 429 with Retry-After when one is spent. */
  rateLimit: (def: RouteDef, subjects: { ip: string; accountId?: string; body?: unknown }) => Promise<void>;
}

const compiled = (Object.entries(routes) as [RouteId, RouteDef][]).map(([id, def]) => ({ id, def, ...compilePath(def.path) }));

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

function readJsonBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return {};
  const raw = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (raw.length > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError(MAX_JSON_BODY_BYTES);
  const type = event.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new BadRequestError('BAD_REQUEST', { reason: 'content_type' });
  const text = raw.toString('utf8');
  // Counted before parsing, so no nesting depth reaches JSON.parse, zod or any other recursive walk.
  if (jsonDeeperThan(text, MAX_JSON_DEPTH)) throw new BadRequestError('BAD_REQUEST', { reason: 'json_too_deep', max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('BAD_REQUEST', { reason: 'malformed_json' });
  }
}

/**
 * Every string of a body or a query must be well-formed UTF-16: a lone surrogate ("\ud800" in JSON)
 * cannot be stored or sent as UTF-8, whichever field it is in. A field gets a field error; a key, a
 * bad request.
 */
function refuseMalformedText(input: unknown): void {
  const { errors, badKey } = malformedText(input);
  if (badKey) throw new BadRequestError('BAD_REQUEST', { reason: 'malformed_text' });
  if (errors.length > 0) throw new ValidationError(errors);
}

/** Boundaries and part headers around an uploaded file; a body larger than the file plus this is refused unread. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Reads a multipart/form-data body (Node's own parser): text fields as strings, files as {name, type, data}. */
async function readUploadBody(event: APIGatewayProxyEventV2, maxBytes: number): Promise<Record<string, unknown>> {
  const type = event.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new BadRequestError('BAD_REQUEST', { reason: 'content_type' });
  const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  if (raw.length > maxBytes + MULTIPART_OVERHEAD_BYTES) throw new PayloadTooLargeError(maxBytes);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new BadRequestError('FILE_UPLOAD_FAILED', { reason: 'multipart' });
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string') {
      fields[key] = value;
      continue;
    }
    if (value.size > maxBytes) throw new PayloadTooLargeError(maxBytes);
    fields[key] = { name: value.name, type: value.type, data: new Uint8Array(await value.arrayBuffer()) };
  }
  return fields;
}

function validate<T>(schema: z.ZodType<T> | undefined, input: unknown): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(toFieldErrors(result.error.issues, input));
  return result.data;
}

export function json(status: number, body: unknown, cookies: string[] = [], headers: Record<string, string> = {}): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
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
    // Where the request came from as API Gateway saw it; createApi replaces it with the client's
    // address (origin.ts), which behind CloudFront is the viewer's.
    ip: event.requestContext?.http?.sourceIp ?? '',
    userAgent: headers['user-agent'] ?? '',
    origin: `${proto}://${host}`,
    setCookies: [],
  };
}

/**
 * The API: one middy handler that matches the route table, authenticates, checks the route's
 * permission, validates input with the route's schemas, calls the bound handler and maps errors.
 */
export function createApi(handlers: HandlerTable, guards: ApiGuards) {
  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const ctx = requestContext(event);
    try {
      // First: a request that did not come through the distribution goes no further (origin.ts).
      ctx.ip = await clientAddress(event);
      const method = event.requestContext.http.method.toUpperCase();
      const rawPath = event.rawPath ?? event.requestContext.http.path;
      const path = rawPath.startsWith(API_PREFIX) ? rawPath.slice(API_PREFIX.length) || '/' : rawPath;
      const route = matchRoute(method, path);
      if (!route) throw new NotFoundError('RESOURCE_NOT_FOUND');
      if (route.def.auth === 'session') {
        ctx.principal = await guards.authenticate(ctx, method);
        // The admin zone does not exist for anyone else (spec section 2: others get not-found).
        if (route.def.superAdmin && ctx.principal.platformRole !== 'SUPER_ADMIN') throw new NotFoundError('RESOURCE_NOT_FOUND');
        if (!ctx.principal.onboarded && !route.def.beforeOnboarding) throw new ForbiddenError('AUTH_NOT_ONBOARDED');
        if (!hasPermission(ctx.principal.permissions, route.def.permission)) {
          throw new ForbiddenError('PERMISSION_DENIED', { permission: route.def.permission ?? '' });
        }
        if (route.def.requiresConfig) await guards.requireAccountConfig(ctx.principal, route.def.requiresConfig);
        if (route.def.timed) await guards.requireTimedPermission(ctx.principal);
      }
      const rawBody = route.def.method === 'GET' ? undefined : route.def.upload ? await readUploadBody(event, route.def.upload.maxBytes) : readJsonBody(event);
      refuseMalformedText(rawBody);
      refuseMalformedText(event.queryStringParameters ?? {});
      const body = rawBody === undefined ? undefined : validate(route.def.body, rawBody);
      const query = validate(route.def.query, event.queryStringParameters ?? {});
      await guards.rateLimit(route.def, { ip: ctx.ip, accountId: ctx.principal?.accountId, body });
      const handler = handlers[route.id] as unknown as (input: unknown) => Promise<unknown>;
      const result = await handler({ body, query, params: route.params, ctx });
      return json(route.def.status ?? 200, route.def.response.parse(result), ctx.setCookies);
    } catch (error) {
      const { status, body, headers } = toHttpError(error);
      if (status >= 500) logger.error('request failed', { error: error as Error, path: event.rawPath });
      return json(status, body, ctx.setCookies, headers);
    }
  };
  return middy(core);
}
