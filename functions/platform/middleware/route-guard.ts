import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { hasPermission } from '@shared/permissions';
import { API_PREFIX } from '@shared/routes';
import { ForbiddenError, NotFoundError } from '../errors';
import { matchRoute, requestContext, type ApiGuards } from '../http';
import { clientAddress } from '../origin';
import { apiState, matchedRoute, startApiState, type ApiRequest } from './api-state';

type ApiMiddleware = MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

/**
 * Who is calling. First of the API's own middlewares: a request that did not come through the
 * distribution goes no further (origin.ts), and every later one finds the request's context.
 */
export function caller(): ApiMiddleware {
  return {
    before: async ({ event }: ApiRequest) => {
      const state = startApiState(event, requestContext(event));
      state.ctx.ip = await clientAddress(event);
    },
  };
}

/** The route table (shared/routes.ts): the line for the method and path, or 404 RESOURCE_NOT_FOUND. */
export function routeTable(): ApiMiddleware {
  return {
    before: ({ event }: ApiRequest) => {
      const method = event.requestContext.http.method.toUpperCase();
      const rawPath = event.rawPath ?? event.requestContext.http.path;
      const path = rawPath.startsWith(API_PREFIX) ? rawPath.slice(API_PREFIX.length) || '/' : rawPath;
      const route = matchRoute(method, path);
      if (!route) throw new NotFoundError('RESOURCE_NOT_FOUND');
      apiState(event).route = route;
    },
  };
}

/**
 * The route's guard for `session` and `token` routes: the caller (401: a session route takes only
 * the session's cookies, a token route only a Bearer token), the admin zone, a finished onboarding,
 * the route's permission (a token's scope), the account's feature switch and the timed permission.
 */
export function sessionGuard(
  guards: Pick<ApiGuards, 'authenticate' | 'authenticateToken' | 'requireAccountConfig' | 'requireTimedPermission'>,
): ApiMiddleware {
  return {
    before: async ({ event }: ApiRequest) => {
      const { def } = matchedRoute(event);
      if (def.auth === 'public') return;
      const { ctx } = apiState(event);
      const principal =
        def.auth === 'token'
          ? await guards.authenticateToken(ctx)
          : await guards.authenticate(ctx, event.requestContext.http.method.toUpperCase());
      ctx.principal = principal;
      // The admin zone does not exist for anyone else (spec section 2: others get not-found).
      if (def.superAdmin && principal.platformRole !== 'SUPER_ADMIN') throw new NotFoundError('RESOURCE_NOT_FOUND');
      if (!principal.onboarded && !def.beforeOnboarding) throw new ForbiddenError('AUTH_NOT_ONBOARDED');
      if (!hasPermission(principal.permissions, def.permission))
        throw new ForbiddenError('PERMISSION_DENIED', { permission: def.permission ?? '' });
      if (def.requiresConfig) await guards.requireAccountConfig(principal, def.requiresConfig);
      if (def.timed) await guards.requireTimedPermission(principal);
    },
  };
}

/** The route's abuse limits, counted once its input is valid (a limit per e-mail counts the body's). */
export function rateLimits(rateLimit: ApiGuards['rateLimit']): ApiMiddleware {
  return {
    before: async ({ event }: ApiRequest) => {
      const { ctx, body } = apiState(event);
      await rateLimit(matchedRoute(event).def, {
        ip: ctx.ip,
        accountId: ctx.principal?.accountId,
        tokenId: ctx.principal?.token?.id,
        body,
      });
    },
  };
}
