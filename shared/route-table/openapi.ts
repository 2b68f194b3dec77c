import type { RouteLine } from '../route-def';

/** Issue 19: the public API's OpenAPI 3.1 document, at a stable address beside the API it describes. */
export const openapiRoutes = {
  'openapi.document': { method: 'GET', path: '/v1/openapi.json', auth: 'public', permission: null },
} as const satisfies Record<string, RouteLine>;
