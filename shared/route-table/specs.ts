import type { RouteDef } from '../route-def';
import { SpecResponse } from '../schemas/specs';

export const specsRoutes = {
  'specs.get': { method: 'GET', path: '/specs/{name}', auth: 'session', permission: null, response: SpecResponse },
} as const satisfies Record<string, RouteDef>;
