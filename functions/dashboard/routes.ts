import type { HandlersFor } from '@functions/platform/http';
import type { dashboardRoutes } from '@shared/route-table/dashboard';
import { dismissGettingStarted } from './getting-started';
import { dashboards } from './service';

export const dashboardHandlers: HandlersFor<typeof dashboardRoutes> = {
  'users.dashboards': ({ ctx }) => dashboards(ctx.principal),
  'users.dismissGettingStarted': ({ ctx }) => dismissGettingStarted(ctx.principal),
};
