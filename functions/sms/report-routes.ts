import type { HandlersFor } from '@functions/platform/http';
import type { reportSmsRoutes } from '@shared/route-table/report-sms';
import { smsReports } from './report';

export const reportSmsHandlers: HandlersFor<typeof reportSmsRoutes> = {
  'reports.sms': ({ query, ctx }) => smsReports.list(ctx.principal.accountId, query),
  'reports.smsDetails': ({ params, ctx }) => smsReports.get(ctx.principal.accountId, params.id),
  'sms.reports': ({ query, ctx }) => smsReports.list(ctx.principal.accountId, query),
  'sms.report': ({ params, ctx }) => smsReports.get(ctx.principal.accountId, params.id),
};
