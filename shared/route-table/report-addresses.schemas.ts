import type { SchemasFor } from '../route-def';
import { ExportJob } from '../schemas/exports';
import { AddressReportFilter, AddressReportList, AddressReportQuery } from '../schemas/report-addresses';
import type { reportAddressesRoutes } from './report-addresses';

/** The zod schemas of the lines in ./report-addresses.ts, by route id. */
export const reportAddressesSchemas = {
  'reports.addresses': { query: AddressReportQuery, response: AddressReportList },
  'reports.exportAddresses': { body: AddressReportFilter, response: ExportJob },
} as const satisfies SchemasFor<typeof reportAddressesRoutes>;
