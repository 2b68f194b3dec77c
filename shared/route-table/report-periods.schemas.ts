import type { SchemasFor } from '../route-def';
import { DynamicReport, DynamicReportQuery, SpecialReport, SpecialReportQuery } from '../schemas/period-reports';
import type { reportPeriodsRoutes } from './report-periods';

/** The zod schemas of the lines in ./report-periods.ts, by route id. */
export const reportPeriodsSchemas = {
  'reports.special': { query: SpecialReportQuery, response: SpecialReport },
  'reports.dynamic': { query: DynamicReportQuery, response: DynamicReport },
} as const satisfies SchemasFor<typeof reportPeriodsRoutes>;
