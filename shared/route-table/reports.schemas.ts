import type { SchemasFor } from '../route-def';
import { MailingReport } from '../schemas/reports';
import type { reportsRoutes } from './reports';

/** The zod schemas of the lines in ./reports.ts, by route id. */
export const reportsSchemas = {
  'reports.mailing': { response: MailingReport },
} as const satisfies SchemasFor<typeof reportsRoutes>;
