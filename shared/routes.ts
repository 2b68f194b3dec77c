import { z } from 'zod';
import type { PermissionKey } from './permissions';
import { EmptyBody, LoginBody, LostPasswordBody, OkResponse, RecoverBody, RefreshBody, RegisterBody, VerifyBody } from './schemas/auth';
import { CreateSubscriberBody, ListQuery, Subscriber, SubscriberList } from './schemas/subscriber';
import { Mailing, MailingContent, MailingList } from './schemas/mailing';
import { CurrentUser, UpdateMeBody } from './schemas/user';

/** Every API path is served under this prefix (CloudFront sends /api/* to the HTTP API). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `public`: no session. `session`: a logged-in user acting in one account; `permission` null means
 * any logged-in user (their own profile, for example).
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  auth: 'public' | 'session';
  permission: PermissionKey | null;
  /** Needs a finished onboarding and an activated account (spec section 2). */
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
  status?: number;
}

/**
 * The route table: one line a call, with its permission. The API router, the permission middleware,
 * the local runtime and the web client's types all read this object; handlers are bound to it in
 * functions/api/route-table.ts, which must name a handler for every key.
 */
export const routes = {
  'auth.register': { method: 'POST', path: '/auth/register', auth: 'public', permission: null, body: RegisterBody, response: OkResponse, status: 201 },
  'auth.verify': { method: 'POST', path: '/auth/verify', auth: 'public', permission: null, body: VerifyBody, response: OkResponse },
  'auth.login': { method: 'POST', path: '/auth/login', auth: 'public', permission: null, body: LoginBody, response: CurrentUser },
  'auth.logout': { method: 'POST', path: '/auth/logout', auth: 'public', permission: null, body: EmptyBody, response: OkResponse },
  'auth.refresh': { method: 'POST', path: '/auth/refresh', auth: 'public', permission: null, body: RefreshBody, response: OkResponse },
  'auth.lostPassword': { method: 'POST', path: '/auth/lost-password', auth: 'public', permission: null, body: LostPasswordBody, response: OkResponse },
  'auth.recover': { method: 'POST', path: '/auth/recover', auth: 'public', permission: null, body: RecoverBody, response: OkResponse },

  'users.me': { method: 'GET', path: '/users/me', auth: 'session', permission: null, response: CurrentUser },
  'users.updateMe': { method: 'PUT', path: '/users/me', auth: 'session', permission: null, body: UpdateMeBody, response: CurrentUser },

  'subscribers.list': { method: 'GET', path: '/subscribers', auth: 'session', permission: 'PERM_APRZEALL', query: ListQuery, response: SubscriberList },
  'subscribers.create': { method: 'POST', path: '/subscribers', auth: 'session', permission: 'PERM_ADODAJ', body: CreateSubscriberBody, response: Subscriber, status: 201 },
  'subscribers.get': { method: 'GET', path: '/subscribers/{id}', auth: 'session', permission: 'PERM_APRZEALL', response: Subscriber },

  'mailings.list': { method: 'GET', path: '/mailings', auth: 'session', permission: 'PERM_MWYSYL', query: ListQuery, response: MailingList },
  'mailings.create': { method: 'POST', path: '/mailings', auth: 'session', permission: 'PERM_MNOWY', body: MailingContent, response: Mailing, status: 201 },
  'mailings.get': { method: 'GET', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MWYSYL', response: Mailing },
  'mailings.update': { method: 'PUT', path: '/mailings/{id}', auth: 'session', permission: 'PERM_MNOWY', body: MailingContent, response: Mailing },
  'mailings.send': { method: 'POST', path: '/mailings/{id}/send', auth: 'session', permission: 'PERM_MWYSYL', body: EmptyBody, response: Mailing, status: 202 },
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteId = keyof Routes;

type Infer<T> = T extends z.ZodType ? z.infer<T> : never;
type InferInput<T> = T extends z.ZodType ? z.input<T> : undefined;
type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

export type RouteBody<R extends RouteId> = Routes[R] extends { body: infer B } ? Infer<B> : undefined;
export type RouteBodyInput<R extends RouteId> = Routes[R] extends { body: infer B } ? InferInput<B> : undefined;
export type RouteQuery<R extends RouteId> = Routes[R] extends { query: infer Q } ? Infer<Q> : undefined;
export type RouteQueryInput<R extends RouteId> = Routes[R] extends { query: infer Q } ? InferInput<Q> : undefined;
export type RouteResponse<R extends RouteId> = Infer<Routes[R]['response']>;
export type RouteParams<R extends RouteId> = { [K in PathParamNames<Routes[R]['path']>]: string };

/** Turns a route path into a matcher; `{id}` matches one segment. */
export function compilePath(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const pattern = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { regex: new RegExp(`^${pattern}$`), names };
}

export function buildPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
