import type { RouteDef } from '../route-def';
import { Dashboards } from '../schemas/dashboard';

export const dashboardRoutes = {
  'users.dashboards': { method: 'GET', path: '/users/dashboards', auth: 'session', permission: null, response: Dashboards },
} as const satisfies Record<string, RouteDef>;
