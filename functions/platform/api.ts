import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { json, type ApiGuards, type HandlerTable } from './http';
import { apiState, matchedRoute } from './middleware/api-state';
import { errorCatalogue } from './middleware/catalogue';
import { observed } from './middleware/observability';
import { requestBody, validation } from './middleware/request-input';
import { caller, rateLimits, routeTable, sessionGuard } from './middleware/route-guard';
import { securityHeaders } from './middleware/security-headers';

/**
 * The API: one middy pipeline over the route table. Each concern is one middleware, in this order:
 * logger context and metrics (observed), security headers on every answer, the error catalogue
 * (any throw below becomes a catalogue answer), the caller (origin check), the route table's line,
 * the session guard (session, admin zone, onboarding, permission, feature switch, timed
 * permission), the body (size, type, depth, then middy's JSON parser, or a multipart upload), the
 * route's zod schemas, the rate limits. What is left for the handler is calling the bound function
 * and checking its answer against the route's response schema.
 */
export function createApi(handlers: HandlerTable, guards: ApiGuards) {
  const bound = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const { id, def, params } = matchedRoute(event);
    const { ctx, body, query } = apiState(event);
    const handler = handlers[id] as unknown as (input: unknown) => Promise<unknown>;
    const result = await handler({ body, query, params, ctx });
    return json(def.status ?? 200, def.response.parse(result), ctx.setCookies);
  };
  return observed(
    bound,
    securityHeaders(),
    errorCatalogue(),
    caller(),
    routeTable(),
    sessionGuard(guards),
    requestBody(),
    validation(),
    rateLimits(guards.rateLimit),
  );
}
