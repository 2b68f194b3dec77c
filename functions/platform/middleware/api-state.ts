import type { Request } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef, RouteId } from '@shared/routes';
import type { RequestContext } from '../http';

/** A request through the API's middy pipeline. */
export type ApiRequest = Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/** What the API's middlewares learn of a request, in order: who calls, which route, its input. */
export interface ApiState {
  ctx: RequestContext;
  route?: { id: RouteId; def: RouteDef; params: Record<string, string> };
  /** The request's body: parsed (JSON or multipart), then validated by the route's schema. */
  body?: unknown;
  query?: unknown;
}

// Keyed by the event: the bound handler gets the event, not middy's request.
const states = new WeakMap<APIGatewayProxyEventV2, ApiState>();

export function startApiState(event: APIGatewayProxyEventV2, ctx: RequestContext): ApiState {
  const state: ApiState = { ctx };
  states.set(event, state);
  return state;
}

/** The state the first API middleware started; a middleware used outside the API pipeline is a programming error. */
export function apiState(event: APIGatewayProxyEventV2): ApiState {
  const state = states.get(event);
  if (!state) throw new Error('the API pipeline did not start this request (caller middleware missing)');
  return state;
}

export function peekApiState(event: APIGatewayProxyEventV2): ApiState | undefined {
  return states.get(event);
}

/** The route a middleware after the route-table middleware works on. */
export function matchedRoute(event: APIGatewayProxyEventV2) {
  const { route } = apiState(event);
  if (!route) throw new Error('no route matched yet (route-table middleware missing)');
  return route;
}
