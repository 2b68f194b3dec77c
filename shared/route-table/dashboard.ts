import type { RouteLine } from '../route-def';

export const dashboardRoutes = {
  'users.dashboards': { method: 'GET', path: '/users/dashboards', auth: 'session', permission: null },
  /** Hides the dashboard's getting-started panel for this user in this account. */
  'users.dismissGettingStarted': { method: 'POST', path: '/users/dashboards/getting-started/dismiss', auth: 'session', permission: null },
} as const satisfies Record<string, RouteLine>;
