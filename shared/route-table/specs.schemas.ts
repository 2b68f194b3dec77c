import type { SchemasFor } from '../route-def';
import { SpecResponse } from '../schemas/specs';
import type { specsRoutes } from './specs';

/** The zod schemas of the lines in ./specs.ts, by route id: the server validates with them, the web takes their types only. */
export const specsSchemas = {
  'specs.get': { response: SpecResponse },
} as const satisfies SchemasFor<typeof specsRoutes>;
