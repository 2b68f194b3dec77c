import type { SchemasFor } from '../route-def';
import { SmsReport, SmsReportList, SmsReportQuery } from '../schemas/sms-reports';
import type { reportSmsRoutes } from './report-sms';

/** The zod schemas of the lines in ./report-sms.ts, by route id. */
export const reportSmsSchemas = {
  'reports.sms': { query: SmsReportQuery, response: SmsReportList },
  'reports.smsDetails': { response: SmsReport },
  'sms.reports': { query: SmsReportQuery, response: SmsReportList },
  'sms.report': { response: SmsReport },
} as const satisfies SchemasFor<typeof reportSmsRoutes>;
