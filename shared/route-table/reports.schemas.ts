import type { SchemasFor } from '../route-def';
import { ExportJob } from '../schemas/exports';
import { MailingReport, RecipientExportBody, RecipientList, RecipientListQuery } from '../schemas/reports';
import type { reportsRoutes } from './reports';

/** The zod schemas of the lines in ./reports.ts, by route id. */
export const reportsSchemas = {
  'reports.mailing': { response: MailingReport },
  'reports.recipients': { query: RecipientListQuery, response: RecipientList },
  'reports.exportRecipients': { body: RecipientExportBody, response: ExportJob },
} as const satisfies SchemasFor<typeof reportsRoutes>;
