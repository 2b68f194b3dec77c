import { z } from 'zod';
import type { SchemasFor } from '../route-def';
import type { openapiRoutes } from './openapi';

/** The document is generated from this very table (functions/openapi/document.ts); its own shape is OpenAPI's. */
export const openapiSchemas = {
  'openapi.document': { response: z.record(z.string(), z.unknown()) },
} as const satisfies SchemasFor<typeof openapiRoutes>;
