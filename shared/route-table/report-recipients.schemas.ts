import type { SchemasFor } from '../route-def';
import { ExportJob } from '../schemas/exports';
import { RecipientExportBody, RecipientList, RecipientListQuery } from '../schemas/reports';
import type { reportRecipientsRoutes } from './report-recipients';

/** The zod schemas of the lines in ./report-recipients.ts, by route id. */
export const reportRecipientsSchemas = {
  'reports.recipients': { query: RecipientListQuery, response: RecipientList },
  'reports.exportRecipients': { body: RecipientExportBody, response: ExportJob },
} as const satisfies SchemasFor<typeof reportRecipientsRoutes>;
