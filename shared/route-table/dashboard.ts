import type { RouteLine } from '../route-def';

export const dashboardRoutes = {
  'users.dashboards': { method: 'GET', path: '/users/dashboards', auth: 'session', permission: null },
} as const satisfies Record<string, RouteLine>;
