import type { RouteLine } from '../route-def';

export const specsRoutes = {
  'specs.get': { method: 'GET', path: '/specs/{name}', auth: 'session', permission: null },
} as const satisfies Record<string, RouteLine>;
