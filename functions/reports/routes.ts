import type { HandlersFor } from '@functions/platform/http';
import type { reportsRoutes } from '@shared/route-table/reports';
import { reportsService } from './service';

export const reportsHandlers: HandlersFor<typeof reportsRoutes> = {
  'reports.mailing': ({ params, ctx }) => reportsService.mailing(ctx.principal, params.id),
};
