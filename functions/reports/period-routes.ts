import type { HandlersFor } from '@functions/platform/http';
import type { reportPeriodsRoutes } from '@shared/route-table/report-periods';
import { dynamicReport } from './dynamic';
import { specialReport } from './special';

export const reportPeriodsHandlers: HandlersFor<typeof reportPeriodsRoutes> = {
  'reports.special': ({ query, ctx }) => specialReport(ctx.principal, query),
  'reports.dynamic': ({ query, ctx }) => dynamicReport(ctx.principal, query),
};
