import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { Dashboards } from '../schemas/dashboard';
import type { dashboardRoutes } from './dashboard';

/** The zod schemas of the lines in ./dashboard.ts, by route id: the server validates with them, the web takes their types only. */
export const dashboardSchemas = {
  'users.dashboards': { response: Dashboards },
  'users.dismissGettingStarted': { body: EmptyBody, response: OkResponse },
} as const satisfies SchemasFor<typeof dashboardRoutes>;
