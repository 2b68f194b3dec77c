import type { SchemasFor } from '../route-def';
import { CancellationResponse, CancellationSettings } from '../schemas/cancellation';
import type { cancellationRoutes } from './cancellation';

/** The zod schemas of the lines in ./cancellation.ts, by route id. */
export const cancellationSchemas = {
  'cancellation.get': { response: CancellationResponse },
  'cancellation.save': { body: CancellationSettings, response: CancellationResponse },
} as const satisfies SchemasFor<typeof cancellationRoutes>;
