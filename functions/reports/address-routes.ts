import type { HandlersFor } from '@functions/platform/http';
import type { reportAddressesRoutes } from '@shared/route-table/report-addresses';
import { exportsService } from '@functions/exports/service';
import { addressReport } from './addresses';

/** The report's columns, as an export names them (functions/exports/csv.ts). */
const EXPORT_FIELDS = ['email', 'gsm', 'name', 'status', 'score', 'opens', 'clicks', 'lastOpenAt', 'lastClickAt', 'engagementAt'];

export const reportAddressesHandlers: HandlersFor<typeof reportAddressesRoutes> = {
  'reports.addresses': ({ query, ctx }) => addressReport.page(ctx.principal, query),
  'reports.exportAddresses': ({ body, ctx }) =>
    exportsService.start(ctx.principal, {
      audience: { kind: 'addresses', filter: body },
      fields: EXPORT_FIELDS,
      encoding: 'utf-8',
      header: true,
    }),
};
